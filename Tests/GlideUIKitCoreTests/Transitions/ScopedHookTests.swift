import Foundation
import Testing
@testable import GlideUIKitCore

/// Creation observers and the ambient clock are scoped: an observation ends when cancelled or
/// released, and `withCurrent` gives the previous clock back whatever its body does.
@MainActor @Suite struct ScopedHookTests {
    struct Failure: Error {}

    /// Presents and dismisses once in a fresh world: two contexts are created.
    func presentAndDismiss() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let delegate = TestDelegate(animator: SlideAnimator())
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        presented.dismiss(animated: true)
        world.advance(1)
    }

    @Test func observersAreCalledInRegistrationOrderUntilCancelled() {
        let count = TransitionContext.creationObserverCount
        var calls: [String] = []
        let first = TransitionContext.observeCreation { _ in calls.append("first") }
        let second = TransitionContext.observeCreation { _ in calls.append("second") }
        #expect(TransitionContext.creationObserverCount == count + 2)
        presentAndDismiss()
        #expect(calls == ["first", "second", "first", "second"])
        first.cancel()
        #expect(!first.isActive && second.isActive)
        presentAndDismiss()
        #expect(calls == ["first", "second", "first", "second", "second", "second"])
        second.cancel()
        second.cancel()
        presentAndDismiss()
        #expect(calls.count == 6)
        #expect(TransitionContext.creationObserverCount == count)
    }

    @Test func releasingTheObservationRemovesItsObserver() {
        let count = TransitionContext.creationObserverCount
        var calls = 0
        var observation: TransitionObservation? = TransitionContext.observeCreation { _ in calls += 1 }
        presentAndDismiss()
        #expect(calls == 2 && observation?.isActive == true)
        observation = nil
        #expect(TransitionContext.creationObserverCount == count)
        presentAndDismiss()
        #expect(calls == 2)
    }

    @Test func anObserverCancelledByAnEarlierOneIsNotCalled() {
        var calls: [String] = []
        var second: TransitionObservation?
        let first = TransitionContext.observeCreation { _ in
            calls.append("first")
            second?.cancel()
        }
        defer { first.cancel() }
        second = TransitionContext.observeCreation { _ in calls.append("second") }
        presentAndDismiss()
        #expect(calls == ["first", "first"])
    }

    @Test func withCurrentReturnsTheBodysValueAndRestoresTheClock() throws {
        let before = Clocks.current
        let clock = ManualClock(startingAt: 7)
        let now = clock.withCurrent { Clocks.current.now }
        #expect(now == 7 && Clocks.current === before)
        // Restored when the body throws, and when it made yet another clock current.
        #expect(throws: Failure.self) {
            try clock.withCurrent { () throws(Failure) in
                ManualClock().makeCurrent()
                throw Failure()
            }
        }
        #expect(Clocks.current === before)
        let inner = ManualClock()
        clock.withCurrent {
            inner.withCurrent { #expect(Clocks.current === inner) }
            #expect(Clocks.current === clock)
        }
        #expect(Clocks.current === before)
    }
}
