import Foundation
import Testing
@testable import GlideUIKitCore

/// "During an animation, user interactions are temporarily disabled for all views involved in the animation" unless
/// the options include `.allowUserInteraction` (Apple's `isUserInteractionEnabled` documentation); a property
/// animator lets touches through unless its `isUserInteractionEnabled` is false.
@MainActor @Suite struct AnimatedViewHitTestingTests {
    private func scene() -> (World, UIView, UIView) {
        let world = World()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.addSubview(badge)
        world.root.view.addSubview(card)
        return (world, card, badge)
    }

    @Test func aBlockAnimationHidesItsViewsFromHitTestingUntilItEnds() {
        let (world, card, badge) = scene()
        UIView.animate(withDuration: 0.5) { card.alpha = 0.5 }
        world.advance(0.1)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === world.root.view)
        #expect(world.window.hitTest(CGPoint(x: 115, y: 115), with: nil) === world.root.view)  // the card's subview too
        world.advance(0.5)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === card)
        #expect(world.window.hitTest(CGPoint(x: 115, y: 115), with: nil) === badge)
    }

    @Test func allowUserInteractionKeepsTheViewsHittable() {
        let (world, card, _) = scene()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.allowUserInteraction], animations: { card.alpha = 0.5 })
        world.advance(0.1)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === card)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: { card.center.y += 10 })
        world.advance(0.1)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === card)
    }

    @Test func onlyTheAnimatedViewsAreSkipped() {
        let (world, card, badge) = scene()
        UIView.animate(withDuration: 0.5) { badge.alpha = 0.5 }
        world.advance(0.1)
        #expect(world.window.hitTest(CGPoint(x: 115, y: 115), with: nil) === card)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === card)
    }

    @Test func aPropertyAnimatorLetsTouchesThroughUnlessToldNot() {
        let (world, card, _) = scene()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { card.alpha = 0.5 }
        animator.startAnimation()
        world.advance(0.1)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === card)
        world.advance(1)
        let blocking = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { card.alpha = 1 }
        blocking.isUserInteractionEnabled = false
        blocking.startAnimation()
        world.advance(0.1)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === world.root.view)
        blocking.stopAnimation(true)
        #expect(world.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === card)
        #expect(blocking.misuse.isEmpty)
    }

    @Test func aTapOnAViewBeingAnimatedGoesToTheViewBehind() {
        let (world, card, _) = scene()
        let (_, cardTaps) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: card)
        let (_, rootTaps) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: world.root.view)
        UIView.animate(withDuration: 0.5) { card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        var taps = TouchSequence()
        taps.tap(id: 1, at: CGPoint(x: 250, y: 250), time: world.clock.now + 0.1)
        taps.play(in: world.window, on: world.clock)
        #expect(cardTaps.states.isEmpty)
        #expect(rootTaps.states == [.ended])
    }
}
