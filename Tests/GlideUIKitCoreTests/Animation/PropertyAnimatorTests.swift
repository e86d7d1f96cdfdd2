import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct PropertyAnimatorTests {
    @Test func statesFollowStartPauseAndEnd() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        #expect(animator.state == .inactive && view.alpha == 1)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.alpha == 0)
        world.advance(0.4)
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.fractionComplete.isClose(to: 0.4))
        world.advance(5)
        #expect(animator.fractionComplete.isClose(to: 0.4))
        animator.startAnimation()
        world.advance(0.6)
        #expect(positions == [.end] && animator.state == .inactive)
    }

    /// An animator a shared manager keeps for the app's life (WispKit/Wisp's `WispManager.shared`, the seventh bug
    /// sample's h01), made while one check scene's clock was current and started in a later scene with its own clock:
    /// it runs on the clock current when it starts, and ends there, as on iOS's one clock. Started again on a third
    /// clock once it ended, it moves there too.
    @Test func aKeptAnimatorRunsOnTheClockCurrentWhenItStarts() {
        let first = ManualClock(), second = ManualClock(), third = ManualClock()
        let animator = first.withCurrent { UIViewPropertyAnimator(duration: 0.3, curve: .linear) }
        let view = UIView()
        var ends: [UIViewAnimatingPosition] = []
        second.withCurrent {
            animator.addAnimations { view.alpha = 0 }
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            _ = second.runUntilIdle()
        }
        #expect(ends == [.end] && animator.state == .inactive && second.now >= 0.3)
        third.withCurrent {
            animator.addAnimations { view.alpha = 1 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.startAnimation()
            third.advance(by: 0.2)
        }
        #expect(animator.state == .inactive && view.alpha == 1, "0.15 s left of 0.3 on the third clock")
    }

    /// UIKit's `UITimingCurveProvider` is an `@objc` protocol, so real code compares an animator's parameters by identity
    /// and keeps them weakly.
    @Test func timingParametersAreObjectsComparedByIdentity() {
        _ = World()
        let spring = UISpringTimingParameters(dampingRatio: 0.8)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        #expect(animator.timingParameters === spring)
        #expect(animator.timingParameters !== UISpringTimingParameters(dampingRatio: 0.8), "equal values, another object")
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.timingCurve = spring
        #expect(interaction.timingCurve === animator.timingParameters)
        var parameters: UICubicTimingParameters? = UICubicTimingParameters(animationCurve: .easeOut)
        weak let held: (any UITimingCurveProvider)? = parameters
        #expect(held === parameters)
        parameters = nil
        #expect(held == nil, "a weak reference lets the parameters go")
    }

    @Test func scrubbingIsLinearByDefaultAndFollowsTheCurveOtherwise() {
        _ = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.5))
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let eased = 1 - UICubicTimingParameters(animationCurve: .easeIn).progress(atTimeFraction: 0.5)
        #expect(view.layer.presentationState().opacity.isClose(to: eased))
    }

    @Test func reversedToTheStartRestoresModelValues() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 100, y: 5) }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.3
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.advance(0.299)
        #expect(positions.isEmpty)
        world.advance(0.002)
        #expect(positions == [.start])
        #expect(view.center == CGPoint(x: 5, y: 5))
    }

    @Test func continueAnimationUsesDurationFactorOfTheOriginalDuration() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
        var doneAt: Double?
        animator.addCompletion { _ in doneAt = world.clock.now }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.25)
        world.advance(5)
        #expect(doneAt == 0.5)
    }

    @Test func pausesOnCompletionStaysActiveWithoutCompletion() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        world.advance(2)
        #expect(!called && animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        world.advance(2)
        #expect(animator.fractionComplete == 0)
    }

    @Test func stopWithoutFinishingKeepsCurrentValuesAndFinishAtPositions() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var called = false
        a.addCompletion { _ in called = true }
        a.startAnimation()
        world.advance(0.25)
        a.stopAnimation(true)
        #expect(a.state == .inactive && view.alpha.isClose(to: 0.75) && !view.layer.hasAnimations)
        world.advance(2)
        #expect(!called)

        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var position: UIViewAnimatingPosition?
        b.addCompletion { position = $0 }
        b.startAnimation()
        world.advance(0.5)
        b.stopAnimation(false)
        #expect(b.state == .stopped)
        b.finishAnimation(at: .start)
        #expect(position == .start && view.alpha.isClose(to: 0.75) && b.state == .inactive)
        b.finishAnimation(at: .end)
        #expect(b.misuse.count == 1)
    }

    @Test func addAnimationsWithDelayFactorStartsLater() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        world.advance(0.25)
        #expect(view.layer.presentationState().opacity == 1)
        world.advance(0.5)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.5))
    }

    @Test func springAnimatorSettlesAtDuration() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.8) { view.center = CGPoint(x: 105, y: 5) }
        var done = false
        animator.addCompletion { _ in done = true }
        animator.startAnimation()
        world.advance(0.69)
        #expect(!done && abs(view.layer.presentationState().position.x - 105) < 0.2)
        world.advance(0.02)
        #expect(done)
    }

    /// UIKit continues only an active animator: on one never started, `continueAnimation` does nothing, its blocks
    /// do not run and stay kept (MediaViewer#113 started its animator before retrying, #111 captured `self` weakly
    /// in its block, both for a quick flick that reached `continueAnimation` first).
    @Test func continuingAnInactiveAnimatorDoesNothing() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.window.addSubview(view)
        var ran = false
        let animator = UIViewPropertyAnimator(duration: 0.25, dampingRatio: 1) { ran = true; view.alpha = 0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        world.advance(1)
        #expect(!ran && animator.state == .inactive && view.alpha == 1)
        #expect(animator.misuse == ["continueAnimation on an inactive animator: nothing happens"])
        animator.startAnimation()
        world.advance(1)
        #expect(ran && view.alpha == 0)
    }
}
