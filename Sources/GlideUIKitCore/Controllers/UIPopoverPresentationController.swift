import Foundation
import GlideCoreGraphics

/// Manages a popover: a presented view controller's view shown next to what it points at, with an arrow
/// (`UIPopoverPresentationController`).
///
/// Setting a view controller's `modalPresentationStyle` to `.popover` makes its ``UIViewController/popoverPresentationController``
/// (and its `presentationController`) one of these, before the presentation, so that the app can set the anchor
/// (``sourceView`` and ``sourceRect``, or ``barButtonItem``) and the delegate. When presented, in a horizontally compact
/// environment (Glide's screen is an iPhone's), the popover asks its delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// as UIKit does: `.none` keeps the popover; `.fullScreen`, `.overFullScreen` or a sheet style presents the view controller
/// in that style; anything else, or no delegate, adapts it to `.fullScreen`, UIKit's default. A popover shown as a popover
/// sits next to its anchor in the container, the presenter's view stays, and a tap outside it dismisses it after asking
/// the delegate (`popoverPresentationControllerShouldDismissPopover(_:)`, then `presentationControllerShouldDismiss(_:)`).
///
/// Glide differs from UIKit here: the popover has no chrome (no arrow, no rounded background, no shadow) and its placement is
/// Glide's rule: the first of up, down, left, right among ``permittedArrowDirections`` whose side of the anchor fits the content,
/// else the side with the most room (the content shrunk to it), 13 points between the anchor and the popover for the arrow,
/// inside ``popoverLayoutMargins``; a zero `preferredContentSize` dimension takes all the room on that side (UIKit uses a system
/// size). The delegate stays typed as ``UIAdaptivePresentationControllerDelegate`` (Swift cannot narrow an inherited
/// property's type as Objective-C does): cast it to call the popover's own methods. `delegate`'s
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` is not asked: the presented view controller is
/// never replaced. Presenting a popover with no anchor logs a warning and anchors at the container's centre, where UIKit
/// raises an exception.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view that contains ``sourceRect``.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the popover points at; `.zero` means the source view's bounds.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of ``sourceView``.
    open var barButtonItem: UIBarButtonItem?
    /// What the popover points at, a view or a bar button item (iOS 16's form of ``sourceView`` and ``barButtonItem``):
    /// setting it sets the one of those it is, and clears the other.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { barButtonItem ?? sourceView }
        set {
            barButtonItem = newValue as? UIBarButtonItem
            sourceView = newValue as? UIView
        }
    }
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points while the popover is shown; `.unknown` before.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views the user can touch while the popover is shown without dismissing it.
    open var passthroughViews: [UIView]?
    /// The popover's background colour (Glide draws no background: see the class's "Glide differs").
    open var backgroundColor: UIColor?
    /// The margins, inside the container, that the popover stays within: 10 points on each edge by default.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its anchor; false by default.
    open var canOverlapSourceViewRect = false

    /// The space left between the anchor and the popover, where UIKit draws the arrow.
    static let arrowHeight: CGFloat = 13

    private var dimmingView: UIView?

    // MARK: Adaptation

    /// The style the presentation uses in `traits`: `.popover` when the popover is shown as one, else the adapted style.
    package func adaptedStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact else { return .popover }
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .fullScreen
        switch answer {
        case .none: return .popover
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic: return answer
        default: return .fullScreen
        }
    }

    /// Called by the presentation machinery once the popover is known to be shown as one.
    package func prepareForPresentation() {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if sourceView == nil, barButtonItem == nil {
            Presenter.warnings.append("UIPopoverPresentationController (\(presentedViewController.name)) should have a non-nil sourceView or barButtonItem set before the presentation occurs")
        }
    }

    // MARK: Layout

    /// A popover's frame next to its anchor; the container's bounds when it was adapted to another style.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard presentationStyle == .popover, let container = containerView else { return super.frameOfPresentedViewInContainerView }
        let placement = Self.place(
            content: presentedViewController.preferredContentSize, anchor: anchorRect(in: container),
            bounds: container.bounds.inset(by: popoverLayoutMargins), permitted: permittedArrowDirections)
        return placement.frame
    }

    /// False while shown as a popover (the presenter stays under it); as the adapted style's otherwise.
    open override var shouldRemovePresentersView: Bool {
        presentationStyle == .popover ? false : super.shouldRemovePresentersView
    }

    /// The anchor in the container's coordinates.
    func anchorRect(in container: UIView) -> CGRect {
        if let item = barButtonItem, let view = item.customView ?? item.shownView, view.window != nil {
            return container.convert(view.bounds, from: view)
        }
        if let view = sourceView {
            return container.convert(sourceRect == .zero ? view.bounds : sourceRect, from: view)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    /// Where a popover of `content` size goes next to `anchor` inside `bounds`, and its arrow's direction.
    static func place(content: CGSize, anchor: CGRect, bounds: CGRect, permitted: UIPopoverArrowDirection)
        -> (frame: CGRect, direction: UIPopoverArrowDirection)
    {
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let candidates = order.filter { permitted.contains($0) }
        let directions = candidates.isEmpty ? order : candidates
        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: return CGSize(width: bounds.width, height: bounds.maxY - anchor.maxY - arrowHeight)
            case .down: return CGSize(width: bounds.width, height: anchor.minY - arrowHeight - bounds.minY)
            case .left: return CGSize(width: bounds.maxX - anchor.maxX - arrowHeight, height: bounds.height)
            default: return CGSize(width: anchor.minX - arrowHeight - bounds.minX, height: bounds.height)
            }
        }
        func size(in room: CGSize) -> CGSize {
            CGSize(width: max(0, content.width > 0 ? min(content.width, room.width) : room.width),
                   height: max(0, content.height > 0 ? min(content.height, room.height) : room.height))
        }
        let fitting = directions.first { direction in
            let r = room(direction)
            return r.width >= content.width && r.height >= content.height && r.width > 0 && r.height > 0
        }
        let direction = fitting ?? directions.max { a, b in
            let ra = room(a), rb = room(b)
            return max(0, ra.width) * max(0, ra.height) < max(0, rb.width) * max(0, rb.height)
        }!
        let s = size(in: room(direction))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        let origin: CGPoint
        switch direction {
        case .up:
            origin = CGPoint(x: clamp(anchor.midX - s.width / 2, bounds.minX, bounds.maxX - s.width), y: anchor.maxY + arrowHeight)
        case .down:
            origin = CGPoint(x: clamp(anchor.midX - s.width / 2, bounds.minX, bounds.maxX - s.width), y: anchor.minY - arrowHeight - s.height)
        case .left:
            origin = CGPoint(x: anchor.maxX + arrowHeight, y: clamp(anchor.midY - s.height / 2, bounds.minY, bounds.maxY - s.height))
        default:
            origin = CGPoint(x: anchor.minX - arrowHeight - s.width, y: clamp(anchor.midY - s.height / 2, bounds.minY, bounds.maxY - s.height))
        }
        return (CGRect(origin: origin, size: s), direction)
    }

    // MARK: Presentation

    /// Shown as a popover: puts a clear view under it that dismisses it when tapped, and fixes the arrow's direction.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard presentationStyle == .popover, let container = containerView else { return }
        arrowDirection = Self.place(
            content: presentedViewController.preferredContentSize, anchor: anchorRect(in: container),
            bounds: container.bounds.inset(by: popoverLayoutMargins), permitted: permittedArrowDirections).direction
        let dimming = UIView(frame: container.bounds, name: "UIDimmingView")
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.addGestureRecognizer(UITapGestureRecognizer(
            target: self, action: Selector(UIPopoverPresentationController.dimmingViewTapped(_:), name: "dimmingViewTapped:")))
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { removeDimmingView() }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { removeDimmingView() }
    }

    private func removeDimmingView() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        arrowDirection = .unknown
    }

    /// A tap outside the popover: asks the delegate, then dismisses (UIKit's order of delegate calls).
    func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, presentedViewController.presentingViewController != nil,
              presentedViewController.activeTransition == nil else { return }
        if let container = containerView, let passthrough = passthroughViews {
            let point = recognizer.location(in: container)
            if passthrough.contains(where: { $0.window != nil && $0.convert($0.bounds, to: container).contains(point) }) { return }
        }
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        let allowed = (popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true)
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            (self.delegate as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}
