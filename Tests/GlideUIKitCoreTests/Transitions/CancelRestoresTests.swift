import Foundation
import Testing
@testable import GlideUIKitCore

/// An animator whose `animateTransition` is a closure, for one rule at a time.
@MainActor
final class ClosureAnimator: UIViewControllerAnimatedTransitioning {
    let duration: Double
    let body: (any UIViewControllerContextTransitioning) -> Void
    var vended: UIViewPropertyAnimator?
    let makeInterruptible: ((any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator)?

    init(duration: Double = 1, _ body: @escaping (any UIViewControllerContextTransitioning) -> Void) {
        self.duration = duration
        self.body = body
        self.makeInterruptible = nil
    }

    private init(duration: Double, vending: @escaping (any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator) {
        self.duration = duration
        self.body = { _ in }
        self.makeInterruptible = vending
    }

    /// An animator that vends the property animator `make` returns as its interruptible animator.
    static func interruptible(
        duration: Double = 1, _ make: @escaping (any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator
    ) -> ClosureAnimator {
        ClosureAnimator(duration: duration, vending: make)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { duration }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if let animator = interruptibleAnimator(using: ctx) as? UIViewPropertyAnimator, makeInterruptible != nil {
            animator.startAnimation()
        } else {
            body(ctx)
        }
    }

    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        guard let makeInterruptible else { return NoInterruptibleAnimator.shared }
        if let vended { return vended }
        let made = makeInterruptible(ctx)
        vended = made
        return made
    }
}

/// UIKit's cancel semantics (reference §1, "What a cancel restores by itself"): a cancelled interactive
/// transition runs its animations back, and every property animated inside a block it drives ends at
/// its value from before that block; what the code set outside blocks, subviews, explicit Core
/// Animation model values and layer timing stay as the code left them.
@MainActor @Suite struct CancelRestoresTests {
    /// Presents `presented` without animation, then dismisses it with `animator`, interactively:
    /// update to `percent`, cancel, and let the reversal run out.
    func cancelledDismissal(
        _ world: World, _ presented: UIViewController, animator: ClosureAnimator, percent: Double = 0.5,
        beforeCancel: () -> Void = {}
    ) -> UIPercentDrivenInteractiveTransition {
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: false)
        world.advance(0.1)
        delegate.interactor = interactor
        presented.dismiss(animated: true)
        world.clock.runPending()
        interactor.update(percent)
        world.advance(0.1)
        beforeCancel()
        interactor.cancel()
        world.advance(2)
        #expect(interactor.context?.phase == .completed)
        #expect(world.root.presentedViewController === presented, "the dismissal was cancelled")
        return interactor
    }

    /// Apple's CustomTransitions "Swipe" dismissal: the from-view slides off in `UIView.animate`; on
    /// cancel the completion only removes the to-view. UIKit puts the frame back.
    @Test func aSwipeShapedDismissalIsBackOnScreenWithoutCode() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = ClosureAnimator { ctx in
            let fromView = ctx.view(forKey: .from)!
            let toView = ctx.view(forKey: .to)
            if let toView { ctx.containerView.insertSubview(toView, belowSubview: fromView) }
            let offscreen = fromView.frame.offsetBy(dx: ctx.containerView.bounds.width, dy: 0)
            UIView.animate(withDuration: 1, animations: { fromView.frame = offscreen }) { _ in
                let cancelled = ctx.transitionWasCancelled
                if cancelled { toView?.removeFromSuperview() }
                ctx.completeTransition(!cancelled)
            }
        }
        _ = cancelledDismissal(world, presented, animator: animator)
        #expect(presented.view.frame == world.window.bounds)
        #expect(presented.view.layer.presentationState().frame == world.window.bounds, "the presentation too")
        #expect(!presented.view.layer.hasAnimations)
    }

    /// A keyframe animation of alpha and a spring of transform, and an alongside animation: all back.
    @Test func keyframesSpringsAndAlongsideAnimationsAreRestored() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "badge")
        world.root.view.addSubview(badge)
        let animator = ClosureAnimator { ctx in
            let fromView = ctx.view(forKey: .from)!
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { fromView.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { fromView.alpha = 0 }
            }, completion: nil)
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
                fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }) { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
            ctx.viewController(forKey: .from)?.transitionCoordinator?.animate(alongsideTransition: { _ in
                badge.backgroundColor = .red
                badge.layer.cornerRadius = 10
            }, completion: nil)
        }
        _ = cancelledDismissal(world, presented, animator: animator, percent: 0.8)
        #expect(presented.view.alpha == 1)
        #expect(presented.view.transform.isIdentity)
        #expect(badge.layer.cornerRadius == 0)
        #expect(badge.backgroundColor == nil)
    }

    /// A value set before the block is the block's start: the reversal returns to it, and it stays a
    /// leftover unless the code puts the view's own value back. `isHidden` (not animatable) stays too.
    @Test func valuesSetOutsideTheBlockAreNotRestored() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = ClosureAnimator { ctx in
            let fromView = ctx.view(forKey: .from)!
            let toView = ctx.view(forKey: .to)!
            ctx.containerView.insertSubview(toView, belowSubview: fromView)
            toView.alpha = 0            // set before the block: the start the reversal returns to
            fromView.isHidden = false
            fromView.layer.zPosition = 5
            UIView.animate(withDuration: 1, animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        _ = cancelledDismissal(world, presented, animator: animator)
        #expect(world.root.view.alpha == 0, "back to the value set before the block, not to 1")
        #expect(presented.view.layer.zPosition == 5)
    }

    /// A value the code assigns after the block, in the completion or while the finger moves, is the
    /// code's: the reversal does not overwrite it.
    @Test func aValueAssignedSinceTheBlockIsKept() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = ClosureAnimator { ctx in
            let fromView = ctx.view(forKey: .from)!
            UIView.animate(withDuration: 1, animations: {
                fromView.alpha = 0
                fromView.layer.cornerRadius = 30
            }) { _ in
                if ctx.transitionWasCancelled { fromView.alpha = 0.7 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        _ = cancelledDismissal(world, presented, animator: animator, beforeCancel: {
            presented.view.layer.cornerRadius = 12 // by hand, while the finger moves
        })
        #expect(abs(presented.view.alpha - 0.7) < 1e-6, "the completion runs after the values are back, and its value stands")
        #expect(presented.view.layer.cornerRadius == 12)
    }

    /// Core Animation never changes model values: an explicit animation whose model value the code set
    /// to the end shows that end once it is removed, cancelled or not.
    @Test func explicitLayerAnimationsKeepTheirModelValues() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = ClosureAnimator { ctx in
            let fromView = ctx.view(forKey: .from)!
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = 1
            fromView.layer.opacity = 0
            fromView.layer.add(fade, forKey: "fade")
            UIView.animate(withDuration: 1, animations: { fromView.frame.origin.y = 100 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        _ = cancelledDismissal(world, presented, animator: animator)
        #expect(presented.view.frame.origin.y == 0, "the block's frame is back")
        #expect(presented.view.layer.opacity == 0, "the explicit animation's model value stays")
    }

    /// The interruptible animator: reversed to its start, it ends at the values from before its blocks
    /// (the model values then, not a presentation value taken mid-flight), across blocks on one key.
    @Test func anInterruptibleAnimatorRunsBackToTheOriginalValues() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = ClosureAnimator.interruptible { ctx in
            let fromView = ctx.view(forKey: .from)!
            let property = UIViewPropertyAnimator(duration: 1, curve: .easeOut) {
                fromView.center.y += 300
                fromView.alpha = 0.5
            }
            property.addAnimations({ fromView.alpha = 0 }, delayFactor: 0.5)
            property.addCompletion { position in ctx.completeTransition(position == .end) }
            return property
        }
        let interactor = cancelledDismissal(world, presented, animator: animator)
        #expect(interactor.driveMode == .interruptible)
        #expect(presented.view.frame == world.window.bounds)
        #expect(presented.view.alpha == 1, "the value before the first block, not the second block's start")
    }

    /// A stopped animator finished at `.start` takes the values from before its animations.
    @Test func finishAnimationAtStartGivesTheValuesBeforeTheAnimations() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        world.window.addSubview(view)
        view.alpha = 0.8
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.2 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        world.advance(0.5)
        animator.stopAnimation(false)
        #expect(abs(view.alpha - 0.5) < 1e-6, "stopped where it was")
        animator.finishAnimation(at: .start)
        #expect(abs(view.alpha - 0.8) < 1e-6)
        #expect(ended == .start)
    }

    /// A classic transition that started without interaction and is cancelled while it runs turns
    /// around from where it is and ends at the start values (UIKit completes its tracked animations in
    /// reverse), rather than running on to the end with the cancelled flag set.
    @Test func aNonInteractiveStartCancelledWhileRunningTurnsAround() {
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        let animator = ClosureAnimator { ctx in
            let fromView = ctx.view(forKey: .from)!
            UIView.animate(withDuration: 1, animations: { fromView.alpha = 0 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let delegate = TestDelegate(animator: animator)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: false)
        delegate.interactor = interactor
        presented.dismiss(animated: true)
        world.advance(0.4)
        let shown = presented.view.layer.presentationState().opacity
        #expect(shown < 1 && shown > 0)
        interactor.cancel()
        world.advance(0.01)
        #expect(presented.view.layer.presentationState().opacity > shown - 0.05, "turned around, not running on")
        world.advance(2)
        #expect(interactor.context?.phase == .completed)
        #expect(interactor.context?.transitionWasCancelled == true)
        #expect(world.root.presentedViewController === presented)
        #expect(presented.view.alpha == 1)
    }

    /// A finished transition keeps the block's values: restoring is for runs back to the start only.
    @Test func aFinishedTransitionKeepsTheTargets() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "badge")
        world.root.view.addSubview(badge)
        presented.modalPresentationStyle = .overFullScreen
        let animator = ClosureAnimator { ctx in
            UIView.animate(withDuration: 1, animations: { badge.alpha = 0.25 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: false)
        delegate.interactor = interactor
        presented.dismiss(animated: true)
        world.clock.runPending()
        interactor.update(0.5)
        interactor.finish()
        world.advance(2)
        #expect(world.root.presentedViewController == nil)
        #expect(badge.alpha == 0.25)
    }

    /// A started animator nobody keeps a reference to lives until it ends, as in UIKit: a discarded
    /// `runningPropertyAnimator`, and an animator made and started inside `animateTransition`, whose
    /// completion is the one that completes the transition.
    @Test func anUnreferencedRunningAnimatorStillCompletes() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.window.addSubview(view)
        var ended: UIViewAnimatingPosition?
        weak var made: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0, animations: { view.alpha = 0 }, completion: { ended = $0 })
            made = animator
        }
        #expect(made != nil, "kept alive while it runs")
        world.advance(0.6)
        #expect(ended == .end && view.alpha == 0)
        #expect(made == nil, "let go once inactive")

        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        let animator = ClosureAnimator { ctx in
            let toView = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(toView)
            toView.alpha = 0
            let fade = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { toView.alpha = 1 }
            fade.addCompletion { position in ctx.completeTransition(position == .end) }
            fade.startAnimation()
        }
        let delegate = TestDelegate(animator: animator)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(world.root.presentedViewController === presented)
        #expect(presented.isBeingPresented == false && presented.view.alpha == 1)
    }
}
