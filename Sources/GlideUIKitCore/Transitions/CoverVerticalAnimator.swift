import Foundation
/// UIKit's default modal animation: the presented view slides up from the bottom, and back down on dismissal.
///
/// Used when a transitioning delegate vends no animator (a transition that is not animated changes at once). Cancel-safe: it completes with
/// `!transitionWasCancelled` and, on a cancelled dismissal, removes the view it revealed.
@preconcurrency @MainActor
public final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    /// The slide's duration in seconds.
    public let duration: Double

    public init(duration: Double = 0.5) {
        self.duration = duration
    }

    @discardableResult
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else { return }
        let presenting = toVC.presentingViewController === fromVC
        let offscreen = container.bounds.height
        if presenting {
            guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
            let final = ctx.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: offscreen)
            UIView.animateBuiltInTransition(ctx, duration: duration, animations: { toView.frame = final }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            guard let fromView = ctx.view(forKey: .from) else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
            let toView = ctx.view(forKey: .to)
            if let toView, toView.superview == nil { container.insertSubview(toView, belowSubview: fromView) }
            let start = fromView.frame
            UIView.animateBuiltInTransition(ctx, duration: duration, animations: { fromView.frame = start.offsetBy(dx: 0, dy: offscreen) }) { _ in
                let cancelled = ctx.transitionWasCancelled
                if cancelled {
                    fromView.frame = start
                    toView?.removeFromSuperview()
                }
                ctx.completeTransition(!cancelled)
            }
        }
    }
}
