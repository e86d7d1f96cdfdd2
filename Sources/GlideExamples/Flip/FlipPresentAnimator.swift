import Foundation
import GlideUIKit

/// The flip's presentation, after the well-known snapshot flip: keyframes in thirds over 0.6 s.
///
/// 1. The presenter's view turns away to −π/2 about the y axis.
/// 2. A snapshot of the destination ("flip.snapshot"), sitting on the card's frame with the card's
///    corner radius, turns in from π/2 to flat.
/// 3. The snapshot grows to the destination's final frame, its corner radius going to 0.
///
/// The destination view waits hidden under the snapshot. At the end the snapshot is removed, the
/// destination shown, and the presenter's transform reset; on cancel the destination view is removed too.
@MainActor
public final class FlipPresentAnimator: UIViewControllerAnimatedTransitioning {
    /// The card's frame in the window, where the snapshot starts.
    public let originFrame: CGRect
    /// Every `animationEnded` value received, in order.
    public private(set) var endedValues: [Bool] = []

    /// An animator flipping from a card at `originFrame` (window coordinates).
    public init(originFrame: CGRect) {
        self.originFrame = originFrame
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : FlipAnimation.duration
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        endedValues.append(transitionCompleted)
    }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        // The presenter's view is the animator's only in the styles that remove it (full screen); in the
        // others UIKit keeps it in place and `view(forKey: .from)` is nil, so only the snapshot flips.
        let fromView = ctx.view(forKey: .from)
        guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let finalFrame = ctx.finalFrame(for: toVC)
        toView.frame = finalFrame
        guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        snapshot.accessibilityIdentifier = "flip.snapshot"
        snapshot.frame = container.convert(originFrame, from: nil)
        snapshot.layer.cornerRadius = FlipAnimation.cardCornerRadius
        snapshot.clipsToBounds = true
        let savedFromTransform = fromView?.transform3D ?? .identity
        let savedToHidden = toView.isHidden

        container.addSubview(toView)
        container.addSubview(snapshot)
        toView.isHidden = true
        snapshot.transform3D = FlipAnimation.yRotation(.pi / 2)

        ctx.perform(
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                    fromView?.transform3D = FlipAnimation.yRotation(-.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                    snapshot.transform3D = .identity
                }
                UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                    snapshot.frame = finalFrame
                    snapshot.layer.cornerRadius = 0
                }
            },
            completion: { _ in
                let cancelled = ctx.transitionWasCancelled
                toView.isHidden = savedToHidden
                snapshot.removeFromSuperview()
                fromView?.transform3D = savedFromTransform
                if cancelled { toView.removeFromSuperview() }
                ctx.completeTransition(!cancelled)
            },
            animate: { animations, completion in
                UIView.animateKeyframes(withDuration: FlipAnimation.duration, delay: 0, options: [], animations: animations, completion: completion)
            })
    }
}
