import Foundation
import GlideUIKit

/// A half-height sheet's presentation controller: the presented view takes the lower half of the
/// container, over a dimming view with a close button, while the presenter's view scales back to 0.8.
///
/// `presentationTransitionWillBegin` inserts the dimming view ("halfSheet.dimming") and the close
/// button ("halfSheet.close") and animates the dimming and the presenter's scale alongside;
/// `dismissalTransitionWillBegin` animates them back. The reference form removes its views only in
/// `presentationTransitionDidEnd(false)` and `dismissalTransitionDidEnd(true)`, as UIKit documents,
/// and puts back on a cancel what the alongside animations changed.
///
/// The buggy form removes its views in `dismissalTransitionWillBegin`, as commonly written: a
/// cancelled dismissal leaves the sheet up with no dimming view and no close button.
@MainActor
public final class HalfSheetPresentationController: UIPresentationController {
    /// The presenter's scale while the sheet is up.
    nonisolated public static let presenterScale = 0.8
    /// The dimming view's background.
    public static let dimmingColor = UIColor(white: 0, alpha: 0.4)

    /// Correct or as commonly written.
    public let variant: ExampleVariant
    /// The dimming view, in the container while the sheet is up.
    public private(set) var dimmingView: UIView?
    /// The close button above the sheet, in the container while the sheet is up.
    public private(set) var closeButton: UIView?

    /// A controller for presenting `presented` from `presenting` in `variant`.
    public init(presentedViewController presented: UIViewController, presenting: UIViewController?, variant: ExampleVariant) {
        self.variant = variant
        super.init(presentedViewController: presented, presenting: presenting)
    }

    /// The lower half of the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    public override var shouldRemovePresentersView: Bool { false }

    /// The presenter's transform while the sheet is up.
    public static var presenterTransform: CGAffineTransform { CGAffineTransform(scaleX: presenterScale, y: presenterScale) }

    private func closeButtonFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.width - 56, y: bounds.height / 2 - 52, width: 36, height: 36)
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let dimming = named(UIView(frame: container.bounds), "halfSheet.dimming")
        dimming.backgroundColor = Self.dimmingColor
        dimming.alpha = 0
        let close = named(UIView(frame: closeButtonFrame(in: container.bounds)), "halfSheet.close")
        close.alpha = 0
        container.insertSubview(dimming, at: 0)
        container.insertSubview(close, aboveSubview: dimming)
        dimmingView = dimming
        closeButton = close
        let presenterView = presentingViewController.view
        let changes = {
            dimming.alpha = 1
            close.alpha = 1
            presenterView?.transform = Self.presenterTransform
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() })
        } else {
            changes()
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        removeViews()
        presentingViewController.view.transform = .identity
    }

    public override func dismissalTransitionWillBegin() {
        if variant == .buggy {
            // The bug: the views go now, before anyone knows whether the dismissal completes.
            removeViews()
        }
        let dimming = dimmingView, close = closeButton
        let presenterView = presentingViewController.view
        let changes = {
            dimming?.alpha = 0
            close?.alpha = 0
            presenterView?.transform = .identity
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() })
        } else {
            changes()
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            removeViews()
            presentingViewController.view.transform = .identity
        } else {
            // The sheet stays up: undo what the alongside animations set.
            dimmingView?.alpha = 1
            closeButton?.alpha = 1
            presentingViewController.view.transform = Self.presenterTransform
        }
    }

    public override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        closeButton?.frame = closeButtonFrame(in: container.bounds)
        // The animator owns the sheet's frame while a transition runs.
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    private func removeViews() {
        dimmingView?.removeFromSuperview()
        closeButton?.removeFromSuperview()
        dimmingView = nil
        closeButton = nil
    }
}
