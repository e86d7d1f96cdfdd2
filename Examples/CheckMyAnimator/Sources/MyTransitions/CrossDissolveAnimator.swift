import Foundation
import GlideTransitions

/// Apple's CustomTransitions "cross dissolve", ported by deleting the `UI` prefixes: the presented
/// view fades in over the presenter and fades out again on dismissal.
@MainActor
public final class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning {
    public init() {}

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : 0.35
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let toController = transitionContext.viewController(forKey: .to)!
        let presenting = toController.isBeingPresented

        if presenting, let toView {
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            container.addSubview(toView)
        } else if let toView, let fromView, toView.superview == nil {
            toView.frame = transitionContext.finalFrame(for: toController)
            container.insertSubview(toView, belowSubview: fromView)
        }
        let fading = presenting ? toView : fromView
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fading?.alpha = presenting ? 1 : 0
        }) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                // Undo what this animator did: the presented view leaves, the dismissed one stays opaque.
                if presenting { toView?.removeFromSuperview() } else { fromView?.alpha = 1 }
                if !presenting, toView?.superview === container { toView?.removeFromSuperview() }
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
