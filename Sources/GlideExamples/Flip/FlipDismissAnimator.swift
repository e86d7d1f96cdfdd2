import Foundation
import GlideUIKit

/// The flip's dismissal, the presentation in reverse: keyframes in thirds over 0.6 s.
///
/// 1. A snapshot of the presented view ("flip.snapshot") shrinks onto the card's frame and takes the
///    card's corner radius.
/// 2. The snapshot turns away to π/2 about the y axis.
/// 3. The presenter's view, inserted at the back of the container turned to −π/2, turns back to flat.
///
/// The presented view is hidden under the snapshot meanwhile. The reference form always removes the
/// snapshot, shows the presented view again and resets the presenter's transform; on a cancelled
/// dismissal it also removes the presenter's view it inserted, since UIKit does not.
///
/// The buggy form has no cancel branch: it removes the snapshot only when the dismissal completed and
/// never removes the to-view, so both stay in the container after a cancelled dismissal.
@MainActor
public final class FlipDismissAnimator: UIViewControllerAnimatedTransitioning {
    /// The card's frame in the window, where the snapshot ends.
    public let destinationFrame: CGRect
    /// Correct or as commonly written.
    public let variant: ExampleVariant
    /// Every `animationEnded` value received, in order.
    public private(set) var endedValues: [Bool] = []

    /// An animator flipping back onto a card at `destinationFrame` (window coordinates).
    public init(destinationFrame: CGRect, variant: ExampleVariant = .reference) {
        self.destinationFrame = destinationFrame
        self.variant = variant
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : FlipAnimation.duration
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        endedValues.append(transitionCompleted)
    }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        // The presenter's view is the animator's only in full screen; in the other styles UIKit keeps it
        // in place (`view(forKey: .to)` is nil) and only the snapshot flips away.
        let toView = ctx.view(forKey: .to)
        guard let fromView = ctx.view(forKey: .from), let snapshot = fromView.snapshotView(afterScreenUpdates: false) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        snapshot.accessibilityIdentifier = "flip.snapshot"
        snapshot.clipsToBounds = true
        let cardFrame = container.convert(destinationFrame, from: nil)
        let savedToTransform = toView?.transform3D ?? .identity
        let savedFromHidden = fromView.isHidden
        let variant = self.variant

        if let toView { container.insertSubview(toView, at: 0) }
        container.addSubview(snapshot)
        fromView.isHidden = true
        toView?.transform3D = FlipAnimation.yRotation(-.pi / 2)

        ctx.perform(
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                    snapshot.frame = cardFrame
                    snapshot.layer.cornerRadius = FlipAnimation.cardCornerRadius
                }
                UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                    snapshot.transform3D = FlipAnimation.yRotation(.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                    toView?.transform3D = .identity
                }
            },
            completion: { _ in
                let cancelled = ctx.transitionWasCancelled
                fromView.isHidden = savedFromHidden
                toView?.transform3D = savedToTransform
                switch variant {
                case .reference:
                    snapshot.removeFromSuperview()
                    if cancelled { toView?.removeFromSuperview() }
                case .buggy:
                    // Cleanup written for the completed path only: on cancel the snapshot and the to-view stay.
                    if !cancelled { snapshot.removeFromSuperview() }
                }
                ctx.completeTransition(!cancelled)
            },
            animate: { animations, completion in
                UIView.animateKeyframes(withDuration: FlipAnimation.duration, delay: 0, options: [], animations: animations, completion: completion)
            })
    }
}
