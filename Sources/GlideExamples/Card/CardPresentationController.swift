import Foundation
import GlideUIKit

/// The card's presentation controller: a full-screen blur behind the expanded card, faded in and out
/// alongside the transition; the list stays underneath (`shouldRemovePresentersView` is false).
///
/// Cleanup follows UIKit's contract: the blur is removed when a presentation is cancelled
/// (`presentationTransitionDidEnd(false)`) or a dismissal completes (`dismissalTransitionDidEnd(true)`),
/// and a cancelled dismissal puts its alpha back to 1.
@MainActor
public final class CardPresentationController: UIPresentationController {
    /// The blur, named "card.blur"; in the container while the card is presented.
    public private(set) var blurView: UIView?

    public override var shouldRemovePresentersView: Bool { false }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let blur = named(UIView(frame: container.bounds), "card.blur")
        blur.backgroundColor = UIColor(white: 0, alpha: 0.3)
        blur.alpha = 0
        container.insertSubview(blur, at: 0)
        blurView = blur
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in blur.alpha = 1 })
        } else {
            blur.alpha = 1
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            blurView?.removeFromSuperview()
            blurView = nil
        }
    }

    public override func dismissalTransitionWillBegin() {
        guard let blur = blurView else { return }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in blur.alpha = 0 })
        } else {
            blur.alpha = 0
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            blurView?.removeFromSuperview()
            blurView = nil
        } else {
            // The alongside animation left the model at 0: the card is still up, so the blur is too.
            blurView?.alpha = 1
        }
    }

    public override func containerViewWillLayoutSubviews() {
        if let container = containerView { blurView?.frame = container.bounds }
    }
}
