import Foundation

/// UIKit's `.crossDissolve` modal animation: the presented view fades in, and fades out on dismissal.
///
/// Used when a transitioning delegate vends no animator and the presented view controller's `modalTransitionStyle`
/// is `.crossDissolve`, and for a `UIAlertController` (UIKit's alert fades in over its presenter); a transition that is
/// not animated changes at once. Cancel-safe: it completes with `!transitionWasCancelled` and, on a cancelled dismissal,
/// removes the view it revealed.
@preconcurrency @MainActor
public final class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning {
    /// The fade's duration in seconds.
    public let duration: Double

    public init(duration: Double = 0.3) {
        self.duration = duration
    }

    @discardableResult
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else { return }
        if toVC.presentingViewController === fromVC {
            guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
            toView.frame = ctx.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.alpha = 0
            UIView.animateBuiltInTransition(ctx, duration: duration, animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            guard let fromView = ctx.view(forKey: .from) else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
            let toView = ctx.view(forKey: .to)
            if let toView, toView.superview == nil { container.insertSubview(toView, belowSubview: fromView) }
            UIView.animateBuiltInTransition(ctx, duration: duration, animations: { fromView.alpha = 0 }) { _ in
                let cancelled = ctx.transitionWasCancelled
                if cancelled {
                    fromView.alpha = 1
                    toView?.removeFromSuperview()
                }
                ctx.completeTransition(!cancelled)
            }
        }
    }
}
