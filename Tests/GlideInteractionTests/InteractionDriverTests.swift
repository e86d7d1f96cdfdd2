import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import GlideUIKitCore
import Testing

@testable import GlideInteraction

/// The driver on hand-made gesture events: percent mapping, steps, interruptions and hand-off.
@MainActor
@Suite struct InteractionDriverTests {
    func cardDriver(_ configuration: InteractionConfiguration = InteractionConfiguration(), device: DeviceDescription = testTouchpad())
        -> (ManualClock, ReferenceScene, InteractionDriver, Box<[DriverRecord]>)
    {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        let driver = InteractionDriver(target: scene, device: device, configuration: configuration)
        let records = Box<[DriverRecord]>([])
        driver.onRecord = { records.value.append($0) }
        return (clock, scene, driver, records)
    }

    @Test func percentIsTranslationAlongTheAxisOverFortyMillimetres() {
        let (clock, scene, driver, records) = cardDriver()
        drive(driver, swipeEvents([(0, 0), (0.3, 0.7), (0.6, 0.2)]), clock: clock)
        let updates = records.value.compactMap { r -> Double? in if case let .update(_, p) = r { return p }; return nil }
        #expect(abs(updates.max()! - 0.7) < 1e-9)
        #expect(abs(updates.last! - 0.2) < 1e-9)
        // Released at 20 % moving back: the threshold cancels and nothing stays presented.
        #expect(driver.lastDecision?.finishes == false)
        #expect(!scene.isPresented)
        #expect(records.value.contains(.completed(time: records.value.last!.time, didComplete: false)))
    }

    @Test func leftGoesForwardAndRightGoesBack() {
        let (clock, scene, driver, _) = cardDriver()
        drive(driver, swipeEvents([(0, 0), (0.4, 0.8)]), clock: clock)
        #expect(scene.isPresented)
        #expect(driver.step == .forward)
        drive(driver, swipeEvents([(10, 0), (10.4, 0.8)], direction: .right), clock: clock)
        #expect(!scene.isPresented)
        #expect(driver.step == .back)
        #expect(driver.transitionCount == 2)
    }

    @Test func aGestureTheTargetCannotTakeIsIgnoredUntilItEnds() {
        let (clock, scene, driver, records) = cardDriver()
        // Nothing is presented: a swipe right (back) has nothing to dismiss.
        drive(driver, swipeEvents([(0, 0), (0.4, 0.8)], direction: .right), clock: clock)
        #expect(!scene.isPresented)
        #expect(driver.transitionCount == 0)
        guard case .ignored = records.value.first else {
            Issue.record("expected an ignored record, got \(records.value)")
            return
        }
        #expect(driver.state == .idle)
        // A vertical swipe moves across the horizontal binding's axis.
        drive(driver, swipeEvents([(5, 0), (5.4, 0.8)], direction: .up), clock: clock)
        #expect(driver.transitionCount == 0)
        // Other finger counts and kinds are not bound at all.
        drive(driver, swipeEvents([(8, 0), (8.4, 0.8)], fingers: 4), clock: clock)
        drive(driver, swipeEvents([(9, 0), (9.4, 0.8)], kind: .scroll, fingers: 2), clock: clock)
        #expect(driver.transitionCount == 0)
        #expect(driver.state == .idle)
    }

    @Test(arguments: EndPolicy.all)
    func anInterruptedGestureAlwaysCancels(policy: EndPolicy) {
        let (clock, scene, driver, records) = cardDriver(InteractionConfiguration(policy: policy))
        drive(driver, swipeEvents([(0, 0), (0.4, 0.95)], end: .cancelled), clock: clock)
        #expect(!scene.isPresented)
        #expect(records.value.contains { if case .interrupted(_, .fingerCountChanged) = $0 { return true }; return false })
        #expect(driver.interactor?.context?.transitionWasCancelled == true)
    }

    @Test func theDeviceGoingAwayCancelsTheTransition() {
        let (clock, scene, driver, _) = cardDriver()
        for e in swipeEvents([(0, 0), (0.4, 0.9)]).dropLast() {
            clock.advance(to: e.time)
            driver.handle(e)
        }
        driver.interrupt(at: clock.now, reason: .deviceRemoved)
        clock.advance(by: 3)
        #expect(!scene.isPresented)
        #expect(driver.interactor?.context?.phase == .completed)
    }

    @Test func aTouchscreenEdgeSwipeMapsTheScreenWidth() {
        let (clock, scene, driver, records) = cardDriver(device: testTouchscreen())
        // 290 mm wide: 0.6 of the width from the right edge, moving left.
        drive(driver, swipeEvents([(0, 0), (0.5, 0.6)], kind: .edgeSwipe, fingers: 1, distance: 290, edge: .right), clock: clock)
        #expect(scene.isPresented)
        let updates = records.value.compactMap { r -> Double? in if case let .update(_, p) = r { return p }; return nil }
        #expect(abs(updates.last! - 0.6) < 1e-9)
        #expect(driver.distanceMillimetres(along: .left) == 290)
    }

    @Test func theClassicHandOffCompletesAtTheFingersSpeed() {
        // A fast flick: released at 60 % moving 4 /s; the card presents in 0.5 s, so speed = max(0.4, 0.5·4) = 2
        // and the completion takes (1 − 0.6)·0.5 / 2 = 0.1 s.
        let (clock, _, driver, records) = cardDriver()
        let events = swipeEvents([(0, 0), (0.15, 0.6)])
        for e in events {
            clock.advance(to: e.time)
            driver.handle(e)
        }
        let interactor = driver.interactor!
        let duration = interactor.duration
        let decision = driver.lastDecision!
        #expect(decision.finishes)
        #expect(abs(decision.completionSpeed - max(0.4, duration * 4)) < 1e-9)
        #expect(Double(interactor.completionSpeed) == decision.completionSpeed)
        let released = clock.now
        while interactor.context?.phase != .completed { clock.advance(by: 1.0 / 120) }
        let took = clock.now - released
        #expect(abs(took - 0.4 * duration / decision.completionSpeed) <= 1.0 / 120 + 1e-9)
        #expect(records.value.contains { if case .completed(_, true) = $0 { return true }; return false })
    }

    @Test func theInterruptibleHandOffStartsASpringAtTheFingersVelocity() {
        let clock = ManualClock().makeCurrent()
        let target = InterruptibleTarget(clock: clock)
        let driver = InteractionDriver(target: target, device: testTouchpad())
        let events = swipeEvents([(0, 0), (0.2, 0.5)])  // 2.5 /s at release, 50 % left
        for e in events {
            clock.advance(to: e.time)
            driver.handle(e)
        }
        #expect(driver.interactor?.driveMode == .interruptible)
        let spring = driver.interactor?.timingCurve as? UISpringTimingParameters
        #expect(spring != nil)
        // Toward the end: v / remaining = 2.5 / 0.5 = 5 remaining distances per second.
        #expect(abs((spring?.initialVelocity.dx ?? 0) - 5) < 1e-9)
        #expect(driver.lastDecision?.finishes == true)
        clock.advance(by: 2)
        #expect(target.presented.presentingViewController != nil)
        #expect(driver.interactor?.context?.phase == .completed)
    }

    @Test func aNewGestureDuringTheCompletionIsIgnored() {
        let (clock, scene, driver, _) = cardDriver()
        let first = swipeEvents([(0, 0), (0.2, 0.3)])
        for e in first {
            clock.advance(to: e.time)
            driver.handle(e)
        }
        // Released at 30 %: cancelling. A swipe right immediately after cannot dismiss or present.
        let second = swipeEvents([(0.21, 0), (0.3, 0.5)], direction: .right)
        for e in second {
            clock.advance(to: e.time)
            driver.handle(e)
        }
        clock.advance(by: 3)
        #expect(driver.transitionCount == 1)
        #expect(!scene.isPresented)
    }

    @Test func bindingsAndPoliciesParseFromTheirNames() {
        #expect(GestureBinding(parsing: "swipe:3,4:up") == GestureBinding(kind: .swipe, fingerCounts: [3, 4], forwardDirection: .up))
        #expect(GestureBinding(parsing: "edgeSwipe::left") == .touchscreenEdgeSwipe)
        #expect(GestureBinding(parsing: "swipe:x") == nil)
        #expect(GestureBinding(parsing: "wiggle") == nil)
        #expect(EndPolicy(name: "threshold") == .threshold(0.5))
        #expect(EndPolicy(name: "threshold(0.3)") == .threshold(0.3))
        #expect(EndPolicy(name: "uikitPop") == .uikitPop)
        #expect(EndPolicy(name: "adwaita") == .adwaita)
        #expect(EndPolicy(name: "threshold(2)") == nil)
        for policy in EndPolicy.all { #expect(EndPolicy(name: policy.name) == policy) }
    }
}

/// A reference type around a value, for closures that record.
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
