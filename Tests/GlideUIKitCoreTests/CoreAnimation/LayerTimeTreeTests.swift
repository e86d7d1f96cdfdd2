import Foundation
import Testing
@testable import GlideUIKitCore

/// Animations that live in the layer tree without being a sublayer's property animation still follow the
/// tree's time: a mask's explicit animations (the mask's `superlayer` is nil, yet Core Animation times it
/// in the masked layer's tree) and the whole-view transitions of `UIView.transition(with:…)` and
/// `transition(from:to:…)` (UIKit adds a `CATransition` to the layer). A percent-driven transition freezes
/// and scrubs its container's time, so both must wait for the finger, as every other animation there does.
@MainActor @Suite struct LayerTimeTreeTests {
    @Test func aMasksAnimationsFollowTheMaskedLayersTime() {
        let world = World()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        world.window.addSubview(container)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        let mask = CAShapeLayer()
        card.layer.mask = mask
        container.layer.speed = 0
        container.layer.timeOffset = 0
        let log = AnimationLog(clock: world.clock)
        let reveal = CABasicAnimation(keyPath: "opacity")
        reveal.fromValue = 0
        reveal.toValue = 1
        reveal.duration = 1
        reveal.delegate = log
        mask.add(reveal, forKey: "reveal")
        world.advance(5)
        #expect(log.entries == ["start 0.0"], "frozen with the masked layer's container: not stopped")
        container.layer.timeOffset = 0.4
        #expect(mask.presentationState().opacity.isClose(to: 0.4), "scrubbed with the container")
        container.layer.speed = 1
        world.advance(0)
        #expect(log.entries == ["start 0.0", "stop true 5.0"], "local time 5.4 is past the end")
    }

    @Test func aMaskSetAfterItsAnimationIsRetimed() {
        let world = World()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        world.window.addSubview(container)
        container.layer.speed = 0
        let log = AnimationLog(clock: world.clock)
        let mask = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        fade.delegate = log
        mask.add(fade, forKey: "fade")
        container.layer.mask = mask
        world.advance(3)
        #expect(log.entries.allSatisfy { !$0.hasPrefix("stop") }, "\(log.entries)")
        container.layer.mask = nil
        world.advance(0)
        #expect(log.entries.last?.hasPrefix("stop true") == true, "unmasked, it runs on media time again")
    }

    @Test func viewTransitionsFollowTheLayersTime() {
        let world = World()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        world.window.addSubview(container)
        let a = UIView(), b = UIView(), card = UIView()
        container.addSubview(a)
        container.addSubview(card)
        container.layer.speed = 0
        var ends: [String] = []
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionCrossDissolve) { ends.append("from-to \($0)") }
        UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: nil) { ends.append("with \($0)") }
        #expect(a.superview == nil && b.superview === container, "the hierarchy changes at once")
        world.advance(2)
        #expect(ends.isEmpty, "frozen: the transitions wait")
        #expect(container.layer.animationKeys() == ["transition"] && card.layer.animationKeys() == ["transition"])
        // Resume where it was frozen: local time 0 now.
        container.layer.beginTime = world.clock.now
        container.layer.speed = 1
        world.advance(0.49)
        #expect(ends.isEmpty)
        world.advance(0.01)
        #expect(ends.sorted() == ["from-to true", "with true"])
        // Removed early, a view transition ends unfinished, as a CATransition removed from its layer.
        UIView.transition(with: card, duration: 1, options: .transitionCurlUp, animations: nil) { ends.append("removed \($0)") }
        card.layer.removeAllAnimations()
        world.advance(0)
        #expect(ends.last == "removed false")
    }

    @Test func aPercentDrivenTransitionHoldsAMaskRevealAndAViewTransition() {
        for animator in [MaskRevealAnimator(), FlipInAnimator()] as [any UIViewControllerAnimatedTransitioning & Completing] {
            let world = World()
            let presented = UIViewController(name: "presented")
            let interactor = UIPercentDrivenInteractiveTransition()
            let delegate = TestDelegate(animator: animator, interactor: interactor)
            presented.transitioningDelegate = delegate
            presented.modalPresentationStyle = .fullScreen
            world.root.present(presented, animated: true)
            world.clock.runPending()
            interactor.update(0.5)
            world.advance(0.2)
            #expect(animator.completions.isEmpty, "\(type(of: animator)): held by the finger")
            interactor.finish()
            world.advance(0.4)
            #expect(animator.completions.isEmpty, "\(type(of: animator)): the remaining half (0.5 s) is still running")
            // At 0.75 s the media time has not reached the animation's end in the container's local time (1 s),
            // as it always has on iOS (seconds since boot): the release of the container's time ends it.
            world.advance(0.15)
            #expect(animator.completions == [true] && presented.presentingViewController === world.root, "\(type(of: animator))")
            presented.dismiss(animated: true)
            world.clock.runPending()
            interactor.update(0.3)
            world.advance(3)
            #expect(animator.completions == [true], "\(type(of: animator)): held by the finger longer than its 1 s")
            interactor.cancel()
            world.advance(0.35)
            #expect(animator.completions == [true, false] && presented.presentingViewController === world.root, "\(type(of: animator))")
            _ = delegate
        }
    }
}

@MainActor
protocol Completing: AnyObject {
    var completions: [Bool] { get }
}

/// Reveals the presented view through a growing circular mask (a `CAShapeLayer` path animation) and completes
/// from `animationDidStop`, as circle-reveal transitions do.
@MainActor
final class MaskRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate, Completing {
    var context: (any UIViewControllerContextTransitioning)?
    var completions: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        context = ctx
        let moving = ctx.view(forKey: .to) ?? ctx.view(forKey: .from)!
        if let toView = ctx.view(forKey: .to) { ctx.containerView.addSubview(toView) }
        let small = CGPath(ellipseIn: CGRect(x: 190, y: 390, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: -500, y: -500, width: 1400, height: 1800), transform: nil)
        let mask = CAShapeLayer()
        mask.path = large
        moving.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small
        grow.toValue = large
        grow.duration = 1
        grow.delegate = self
        mask.add(grow, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        (context.view(forKey: .to) ?? context.view(forKey: .from))?.layer.mask = nil
        completions.append(!context.transitionWasCancelled)
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// Flips the presented view in with `UIView.transition(with:…)` and completes in its completion.
@MainActor
final class FlipInAnimator: NSObject, UIViewControllerAnimatedTransitioning, Completing {
    var completions: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let moving = ctx.view(forKey: .to) ?? ctx.view(forKey: .from)!
        if let toView = ctx.view(forKey: .to) { ctx.containerView.addSubview(toView) }
        UIView.transition(with: moving, duration: 1, options: .transitionFlipFromRight, animations: nil) { _ in
            self.completions.append(!ctx.transitionWasCancelled)
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}
