import Foundation

/// Manages a sheet: a presented view controller's view resting at one of its ``detents`` at the bottom of the screen, over
/// the presenter's view, which stays (`UISheetPresentationController`).
///
/// A view controller whose `modalPresentationStyle` is `.pageSheet`, `.formSheet` or `.automatic` has one as its
/// ``UIViewController/sheetPresentationController`` (and `presentationController`), made on first use before the
/// presentation, as UIKit does, so that the app can set the detents and the delegate; it presents the view controller.
///
/// Geometry (Glide's, for an iPhone in portrait; see ``Detent`` for the detents' values): the presented view spans the
/// container's width, its top at H − B − v for the selected detent's value v (B the window's bottom safe-area inset), its
/// bottom at the container's bottom. A dimming view (black at 10 % opacity) under it covers the container at detents
/// larger than ``largestUndimmedDetentIdentifier``; at the others it is transparent and touches outside the sheet reach the
/// presenter's view. Changing the selected detent or the detents moves the sheet at once, or with a spring (0.5 s, no
/// bounce) on Glide's clock inside ``animateChanges(_:)``.
///
/// A vertical pan on the sheet drags it: between its largest and smallest detents it follows the finger and, released,
/// settles at the detent nearest to where it would be 0.2 s later at the release velocity (telling the delegate's
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when that is another detent). Dragged below the
/// smallest detent, it starts UIKit's interactive dismissal: when the presented view controller's `isModalInPresentation`
/// is true or the delegate's `presentationControllerShouldDismiss(_:)` answers false, the sheet resists (it moves a tenth
/// of the finger's way) and the delegate's `presentationControllerDidAttemptToDismiss(_:)` is called once per drag;
/// otherwise `presentationControllerWillDismiss(_:)` is called, the dismissal runs interactively (the presented view
/// controller's transition coordinator is there to animate alongside), finishes when the projected top is nearer the
/// container's bottom than the smallest detent, else is cancelled, and `presentationControllerDidDismiss(_:)` follows a
/// finished one.
///
/// Glide differs from UIKit here: Glide draws no sheet chrome (no grabber for ``prefersGrabberVisible``, no rounded corners
/// for ``preferredCornerRadius``, no shadow) and does not shrink the presenter's view behind a large sheet; the sheet stops at
/// its largest detent where UIKit stretches it a little; a scroll view inside the sheet never drags it
/// (``prefersScrollingExpandsWhenScrolledToEdge`` is kept only); Glide's portrait screen is never vertically compact, so
/// ``prefersEdgeAttachedInCompactHeight`` and ``widthFollowsPreferredContentSizeWhenEdgeAttached`` are kept only; a form sheet
/// is a page sheet, as on an iPhone.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { applySheetLayout() }
    }
    /// The identifier of the detent the sheet rests at; nil (the default) means the smallest of ``detents``. The delegate is
    /// not told of a change the app makes.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { applySheetLayout() }
    }
    /// The largest detent at which the view under the sheet is not dimmed; nil (the default) dims it at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { applySheetLayout() }
    }
    /// Whether the sheet shows a grabber at its top; false by default. Glide draws none (see the type's "Glide differs").
    open var prefersGrabberVisible = false
    /// The sheet's corner radius; nil for the system's. Glide rounds no corners (see the type's "Glide differs").
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling a scroll view in the sheet to its edge expands the sheet; true by default. Kept only: in Glide a
    /// vertically scrolling scroll view in the sheet takes its drags, and never drags the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a vertically compact environment; false by default (kept only).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the presented view controller's preferred width; false by default (kept only).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view a sheet adapted from a popover points at in a regular environment (kept only: Glide's screen is compact).
    open var sourceView: UIView?

    /// The space UIKit leaves between the top safe area and a large sheet on an iPhone in portrait.
    static let topGap: CGFloat = 10
    /// The dimming view's colour.
    static let dimmingColor = UIColor(white: 0, alpha: 0.1)
    /// How long a detent change runs inside ``animateChanges(_:)`` and after a drag (a spring without bounce).
    static let detentAnimationDuration = 0.5

    var dimmingView: UIView?
    /// The pan that drags the sheet, and its target and delegate.
    var dragRecognizer: UIPanGestureRecognizer?
    var dragDriver: SheetDragDriver?
    /// True while the user drags the sheet (layout leaves the presented view where the finger puts it).
    var isDragging = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        assignedPresentationStyle = .pageSheet
    }

    /// Animates the changes `changes` makes to the sheet (its selected detent, its detents, its dimming) and to views, with
    /// a spring on Glide's clock. Before the sheet is presented, the changes are made at once.
    open func animateChanges(_ changes: () -> Void) {
        guard isShown else { return changes() }
        UIView.animate(withDuration: Self.detentAnimationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: changes)
    }

    /// Resolves the custom detents again (call it when what a resolver reads changed) and moves the sheet to its detent.
    open func invalidateDetents() {
        applySheetLayout()
    }

    // MARK: Geometry

    /// The presented view's frame at the selected detent (see the type's documentation).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return super.frameOfPresentedViewInContainerView }
        return frame(atTop: top(forValue: currentDetent.value), in: container.bounds)
    }

    /// A sheet keeps the presenter's view under it.
    open override var shouldRemovePresentersView: Bool { false }
    /// A sheet does not cover the whole screen.
    open override var shouldPresentInFullscreen: Bool { false }

    /// The window's safe-area insets the sheet keeps clear of.
    private var safeInsets: UIEdgeInsets { containerView?.window?.safeAreaInsets ?? UIScreen.sceneSafeAreaInsets }

    private var containerBounds: CGRect { containerView?.bounds ?? UIScreen.main.bounds }

    /// The context detents resolve in.
    var resolutionContext: SheetDetentResolutionContext {
        let maximum = max(0, containerBounds.height - safeInsets.top - Self.topGap - safeInsets.bottom)
        return SheetDetentResolutionContext(containerTraitCollection: traitCollection, maximumDetentValue: maximum)
    }

    /// The active detents with their values (at most the maximum), in ``detents``' order; the large detent when none is active.
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = resolutionContext
        let resolved = detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, min(max(0, $0), context.maximumDetentValue)) }
        }
        return resolved.isEmpty ? [(.large, context.maximumDetentValue)] : resolved
    }

    /// The detent the sheet rests at: the selected one when it is active, else the smallest.
    var currentDetent: (identifier: Detent.Identifier, value: CGFloat) {
        let resolved = resolvedDetents
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.identifier == selected }) { return match }
        return resolved.min { $0.value < $1.value }!
    }

    /// The sheet's top in the container for a detent of `value`.
    func top(forValue value: CGFloat) -> CGFloat {
        containerBounds.maxY - safeInsets.bottom - value
    }

    func frame(atTop top: CGFloat, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
    }

    /// The dimming view's alpha with the sheet's top at `top`: 1 above the detent after ``largestUndimmedDetentIdentifier``,
    /// 0 at or below that detent, in proportion between them.
    func dimmingAlpha(atTop top: CGFloat) -> CGFloat {
        let resolved = resolvedDetents
        guard let undimmedIdentifier = largestUndimmedDetentIdentifier,
              let undimmed = resolved.first(where: { $0.identifier == undimmedIdentifier }) else { return 1 }
        guard let next = resolved.filter({ $0.value > undimmed.value }).min(by: { $0.value < $1.value }) else { return 0 }
        let undimmedTop = self.top(forValue: undimmed.value), nextTop = self.top(forValue: next.value)
        return min(1, max(0, (undimmedTop - top) / (undimmedTop - nextTop)))
    }

    /// True while the sheet is on screen and presented by this controller.
    var isShown: Bool {
        containerView?.window != nil && presentedViewController.presentationController === self
            && presentedViewController.presentingViewController != nil
    }

    /// Puts the presented view at the current detent and dims accordingly (animated inside an animation block), unless a
    /// transition or a drag moves it.
    func applySheetLayout() {
        guard isShown, !isDragging, presentedViewController.activeTransition == nil, let view = presentedView,
              view.superview === containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame { view.frame = frame }
        let alpha = dimmingAlpha(atTop: frame.minY)
        if let dimmingView, dimmingView.alpha != alpha { dimmingView.alpha = alpha }
    }

    // MARK: Presentation

    /// Puts the dimming view in the container, fading in alongside the presentation, and lets touches outside the sheet
    /// through the container.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        (container as? TransitionContainerView)?.passesTouchesThrough = true
        let dimming = UIView(frame: container.bounds, name: "UIDimmingView")
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = Self.dimmingColor
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        let target = dimmingAlpha(atTop: frameOfPresentedViewInContainerView.minY)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = target }, completion: nil)
        } else {
            dimming.alpha = target
        }
    }

    /// Installs the drag once the sheet is on screen, and has the container lay out, which puts the presented view at its
    /// detent where an app's animator left it elsewhere (the sheet owns the frame); removes the dimming view after a
    /// cancelled presentation.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed {
            installDragRecognizer()
            containerView?.setNeedsLayout()
        } else {
            removeSheetViews()
        }
    }

    /// Fades the dimming view out alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let dimming = dimmingView else { return }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
        } else {
            dimming.alpha = 0
        }
    }

    /// Removes the dimming view and the drag after a completed dismissal.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { removeSheetViews() }
    }

    /// Keeps the presented view at its detent when the container lays out.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        applySheetLayout()
    }

    private func removeSheetViews() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        if let recognizer = dragRecognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        dragRecognizer = nil
        dragDriver = nil
        isDragging = false
    }
}
