import Foundation
import GlideUIKit

/// The slide-in menu transition, after the well-known AppCoda menu: both views in the container, the
/// items sliding in from the sides (translation transforms) as the menu fades in, on a spring
/// (damping 0.7, initial velocity 0.8, 0.5 s); the reverse to dismiss.
///
/// The reference form completes with `!transitionWasCancelled`. On a cancelled slide-in it removes the
/// menu view and puts back the stage and frame it set before the block (UIKit's reversal ends at
/// those starting values); on a cancelled slide-out UIKit has put the stage back, and it only removes
/// the presenter's view it added to the container.
///
/// The buggy form always calls `completeTransition(true)`, as the original does: a cancelled slide-in
/// presents the menu anyway and a cancelled slide-out dismisses it.
@MainActor
public final class MenuTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The duration of either slide, in seconds.
    nonisolated public static let duration = 0.5
    /// The spring's damping ratio.
    nonisolated public static let damping = 0.7
    /// The spring's initial velocity.
    nonisolated public static let initialVelocity = 0.8

    /// Slide in (present) or out (dismiss).
    public let operation: ReferenceOperation
    /// Correct or as commonly written.
    public let variant: ExampleVariant
    /// Every `animationEnded` value received, in order.
    public private(set) var endedValues: [Bool] = []

    /// An animator for `operation`.
    public init(operation: ReferenceOperation, variant: ExampleVariant = .reference) {
        self.operation = operation
        self.variant = variant
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        endedValues.append(transitionCompleted)
    }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let presenting = operation == .present
        guard let menu = ctx.viewController(forKey: presenting ? .to : .from) as? MenuViewController,
              let menuView = ctx.view(forKey: presenting ? .to : .from)
        else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let bottomView = ctx.view(forKey: presenting ? .from : .to)
        let savedStage = menu.stage
        let savedFrame = menuView.frame
        let bottomWasInContainer = bottomView?.superview === container
        let variant = self.variant

        if presenting {
            menuView.frame = ctx.finalFrame(for: menu)
            menu.apply(MenuViewController.offStage)
        }
        if let bottomView { container.addSubview(bottomView) }
        container.addSubview(menuView)

        ctx.perform(
            animations: {
                menu.apply(presenting ? MenuViewController.onStage : MenuViewController.offStage)
            },
            completion: { _ in
                switch variant {
                case .reference:
                    let cancelled = ctx.transitionWasCancelled
                    if cancelled {
                        // UIKit ran the stage back to where the block started; a slide-in set that start
                        // (off stage, the final frame) outside the block, so it is this code's to undo.
                        if presenting {
                            menu.apply(savedStage)
                            menuView.frame = savedFrame
                            menuView.removeFromSuperview()
                        }
                        if !bottomWasInContainer { bottomView?.removeFromSuperview() }
                    }
                    ctx.completeTransition(!cancelled)
                case .buggy:
                    ctx.completeTransition(true)
                }
            },
            animate: { animations, completion in
                UIView.animate(
                    withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.damping,
                    initialSpringVelocity: Self.initialVelocity, animations: animations, completion: completion)
            })
    }
}
