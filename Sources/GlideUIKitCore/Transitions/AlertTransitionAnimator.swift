import Foundation

/// UIKit's own animator for presenting and dismissing a ``UIAlertController`` when its transitioning delegate vends
/// none: the alert fades in over the presenter, whose view stays, and fades out when dismissed.
///
/// A presentation or dismissal without animation is made at once (UIKit hands a `.custom` presentation to its
/// animator even then). Cancel-safe: it completes with `!transitionWasCancelled`.
@MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The fade's duration in seconds when animated.
    let duration: Double

    init(duration: Double = 0.3) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to) else { return }
        let presenting = toVC.presentingViewController === fromVC
        let view = presenting ? ctx.view(forKey: .to) : ctx.view(forKey: .from)
        guard let view else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
        if presenting {
            view.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(view)
        }
        let start: CGFloat = presenting ? 0 : 1
        let end: CGFloat = presenting ? 1 : 0
        guard ctx.isAnimated else {
            view.alpha = end
            return ctx.completeTransition(true)
        }
        view.alpha = start
        UIView.animate(withDuration: duration, animations: { view.alpha = end }) { _ in
            let cancelled = ctx.transitionWasCancelled
            if cancelled { view.alpha = start }
            ctx.completeTransition(!cancelled)
        }
    }
}
