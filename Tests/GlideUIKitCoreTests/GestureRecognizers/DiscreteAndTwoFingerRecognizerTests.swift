import Foundation
import Testing
@testable import GlideUIKitCore

/// Taps, long presses, edge pans, pinches and rotations against hand-made sequences.
@MainActor @Suite struct DiscreteAndTwoFingerRecognizerTests {
    // MARK: Tap

    @Test func aTapIsRecognizedAtTheLiftAndCancelsTheViewsTouch() {
        let w = TouchWorld()
        let (tap, rec) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        var seen: CGPoint?
        rec.onAction = { seen = $0.location(in: nil) }
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 130, y: 100), time: 0.05)
        s.ended(1, at: CGPoint(x: 130, y: 100), time: 0.1)
        w.play(s)
        #expect(rec.states == [.recognized])
        #expect(seen == CGPoint(x: 100, y: 100))  // the first tap's location
        #expect(w.view.log == ["began", "moved", "cancelled"])
        #expect(tap.state == .possible)  // reset once the event was handled
    }

    @Test func movingTooFarOrHoldingTooLongFailsATap() {
        let w = TouchWorld()
        let (_, rec) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 146, y: 100), time: 0.05)  // 46 > 45 pt
        s.ended(1, at: CGPoint(x: 146, y: 100), time: 0.1)
        s.began(2, at: CGPoint(x: 100, y: 400), time: 1)
        s.ended(2, at: CGPoint(x: 100, y: 400), time: 1.8)  // held 0.8 > 0.75 s
        w.play(s)
        #expect(rec.states.isEmpty)
        #expect(w.view.log == ["began", "moved", "ended", "began", "ended"])
    }

    @Test func aDoubleTapNeedsTheSecondTapWithinTheInterval() {
        let w = TouchWorld()
        let (tap, rec) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        tap.numberOfTapsRequired = 2
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        s.tap(id: 2, at: CGPoint(x: 104, y: 100), time: 0.35)  // 0.30 s after the lift
        s.tap(id: 3, at: CGPoint(x: 100, y: 500), time: 2)
        s.tap(id: 4, at: CGPoint(x: 100, y: 500), time: 2.45)  // 0.40 s: too late
        w.play(s)
        #expect(rec.states == [.recognized])
        #expect(tap.state == .possible)
    }

    @Test func tapCountsCountQuickTapsAtTheSamePlace() {
        let w = TouchWorld()
        var counts: [Int] = []
        final class CountingView: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach { onBegan?($0) } }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let view = CountingView(frame: w.window.bounds)
        view.onBegan = { counts.append($0.tapCount) }
        w.view.addSubview(view)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        s.tap(id: 2, at: CGPoint(x: 110, y: 100), time: 0.2)
        s.tap(id: 3, at: CGPoint(x: 110, y: 100), time: 0.4)
        s.tap(id: 4, at: CGPoint(x: 110, y: 100), time: 1.0)
        w.play(s)
        #expect(counts == [1, 2, 3, 1])
    }

    @Test func aTwoFingerTapNeedsTwoFingers() {
        let w = TouchWorld()
        let (tap, rec) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        tap.numberOfTouchesRequired = 2
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        s.began(2, at: CGPoint(x: 100, y: 100), time: 1)
        s.began(3, at: CGPoint(x: 200, y: 100), time: 1.02)
        s.ended(2, at: CGPoint(x: 100, y: 100), time: 1.08)
        s.ended(3, at: CGPoint(x: 200, y: 100), time: 1.1)
        w.play(s)
        #expect(rec.states == [.recognized])
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        let w = TouchWorld()
        let (single, singles) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        let (double, doubles) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        w.play(s)
        w.clock.advance(to: 0.39)
        #expect(singles.states.isEmpty && single.state == .possible)
        w.clock.advance(to: 0.41)  // the double tap fails 0.35 s after the lift: the single tap goes
        #expect(singles.states == [.recognized] && doubles.states.isEmpty)
        var two = TouchSequence()
        two.tap(id: 2, at: CGPoint(x: 100, y: 300), time: 1)
        two.tap(id: 3, at: CGPoint(x: 100, y: 300), time: 1.2)
        two.play(in: w.window, on: w.clock)
        w.clock.advance(to: 2)
        #expect(doubles.states == [.recognized])
        #expect(singles.states == [.recognized])  // the double tap recognized: the single one failed
    }

    @Test func delaysTouchesEndedHoldsTheViewsEndUntilTheRecognizerFails() {
        let w = TouchWorld()
        let (double, _) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        double.numberOfTapsRequired = 2
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        w.play(s)
        w.clock.advance(to: 0.39)
        #expect(w.view.log == ["began"])
        w.clock.advance(to: 0.41)
        #expect(w.view.log == ["began", "ended"])
        double.delaysTouchesEnded = false
        var again = TouchSequence()
        again.tap(id: 2, at: CGPoint(x: 300, y: 600), time: 1)
        again.play(in: w.window, on: w.clock)
        #expect(w.view.log == ["began", "ended", "began", "ended"])
    }

    @Test func delaysTouchesBeganHoldsTheViewsBeganUntilTheRecognizerFails() {
        let w = TouchWorld()
        let (tap, _) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        tap.delaysTouchesBegan = true
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)  // recognized: the view never hears of it
        s.began(2, at: CGPoint(x: 100, y: 300), time: 1)
        s.moved(2, to: CGPoint(x: 100, y: 360), time: 1.01)  // the tap fails: began, and a move to catch up
        s.moved(2, to: CGPoint(x: 100, y: 380), time: 1.02)
        s.ended(2, at: CGPoint(x: 100, y: 380), time: 1.03)
        w.play(s)
        #expect(w.view.log == ["began", "moved", "moved", "ended"])
    }

    // MARK: Long press

    @Test func aLongPressBeginsAfterHalfASecondAndEndsAtTheLift() {
        let w = TouchWorld()
        let (_, rec) = ActionRecorder.attach(UILongPressGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 109, y: 100), time: 0.3)  // within 10 pt
        w.play(s)
        w.clock.advance(to: 0.499)
        #expect(rec.states.isEmpty)
        w.clock.advance(to: 0.5)
        #expect(rec.states == [.began])
        #expect(w.view.log == ["began", "moved", "cancelled"])
        var rest = TouchSequence()
        rest.moved(1, to: CGPoint(x: 200, y: 100), time: 0.6)  // no limit once began
        rest.ended(1, at: CGPoint(x: 200, y: 100), time: 0.7)
        rest.play(in: w.window, on: w.clock)
        #expect(rec.states == [.began, .changed, .ended])
    }

    @Test func movingOrLiftingEarlyFailsALongPressAndACancelledTouchCancelsIt() {
        let w = TouchWorld()
        let (_, rec) = ActionRecorder.attach(UILongPressGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 111, y: 100), time: 0.1)  // 11 > 10 pt
        s.ended(1, at: CGPoint(x: 111, y: 100), time: 0.2)
        s.tap(id: 2, at: CGPoint(x: 100, y: 300), time: 1, duration: 0.3)
        s.began(3, at: CGPoint(x: 100, y: 500), time: 2)
        w.play(s)
        w.clock.advance(to: 3)
        #expect(rec.states == [.began])
        w.window.cancelAllTouches()
        #expect(rec.states == [.began, .cancelled])
    }

    @Test func aLongPressAfterATap() {
        let w = TouchWorld()
        let (press, rec) = ActionRecorder.attach(UILongPressGestureRecognizer.init(target:action:), to: w.view)
        press.numberOfTapsRequired = 1
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        s.began(2, at: CGPoint(x: 100, y: 100), time: 0.2)
        w.play(s)
        w.clock.advance(to: 0.71)
        #expect(rec.states == [.began])
    }

    // MARK: Edge pan

    @Test func anEdgePanBeginsOnlyFromWithinThirteenPointsOfItsEdgeMovingAway() {
        let w = TouchWorld()
        let (edge, rec) = ActionRecorder.attach(UIScreenEdgePanGestureRecognizer.init(target:action:), to: w.view)
        edge.edges = .left
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 14, y: 300), to: CGPoint(x: 200, y: 300), start: 0, duration: 0.1, steps: 5)
        s.drag(id: 2, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 8, y: 340), start: 1, duration: 0.1, steps: 4)
        w.play(s)
        #expect(rec.states.isEmpty)  // 14 pt from the edge; then along the edge
        var good = TouchSequence()
        good.began(3, at: CGPoint(x: 13, y: 300), time: 2)
        good.moved(3, to: CGPoint(x: 43, y: 305), time: 2.01)
        good.moved(3, to: CGPoint(x: 83, y: 305), time: 2.02)
        good.ended(3, at: CGPoint(x: 83, y: 305), time: 2.03)
        good.play(in: w.window, on: w.clock)
        #expect(rec.states == [.began, .changed, .ended])
        #expect(near(rec.translations[0], CGPoint(x: 20, y: 0)))
        #expect(near(rec.translations[1], CGPoint(x: 60, y: 0)))
        #expect(near(rec.velocities[1], CGPoint(x: 0.2 * 4000 + 0.8 * 3000, y: 0.8 * 500), 1e-6))
    }

    @Test func aRightEdgePanMovesLeft() {
        let w = TouchWorld()
        let (edge, rec) = ActionRecorder.attach(UIScreenEdgePanGestureRecognizer.init(target:action:), to: w.view)
        edge.edges = [.right]
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 395, y: 300), to: CGPoint(x: 420, y: 300), start: 0, duration: 0.1, steps: 5)
        s.drag(id: 2, from: CGPoint(x: 395, y: 300), to: CGPoint(x: 300, y: 300), start: 1, duration: 0.1, steps: 5)
        w.play(s)
        #expect(rec.states.first == .began && rec.states.last == .ended)
        #expect(rec.states.filter { $0 == .began }.count == 1)
    }

    // MARK: Pinch and rotation

    @Test func pinchScaleAndVelocity() {
        let w = TouchWorld()
        let (pinch, rec) = ActionRecorder.attach(UIPinchGestureRecognizer.init(target:action:), to: w.view)
        var scales: [CGFloat] = [], velocities: [CGFloat] = []
        rec.onAction = { _ in scales.append(pinch.scale); velocities.append(pinch.velocity) }
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 300), time: 0)
        s.began(2, at: CGPoint(x: 200, y: 300), time: 0)
        s.moved(2, to: CGPoint(x: 205, y: 300), time: 0.01)  // span 105: not yet
        s.moved(2, to: CGPoint(x: 215, y: 300), time: 0.02)  // 115: began
        s.moved(2, to: CGPoint(x: 250, y: 300), time: 0.03)
        s.ended(2, at: CGPoint(x: 250, y: 300), time: 0.04)
        s.ended(1, at: CGPoint(x: 100, y: 300), time: 0.04)
        w.play(s)
        #expect(rec.states == [.began, .changed, .ended])
        #expect(near(scales[0], 1.15) && near(scales[1], 1.5))
        #expect(near(velocities[0], 10, 1e-6) && near(velocities[1], 35, 1e-6))
    }

    @Test func pinchingInScalesBelowOneAndSettingTheScaleRebasesIt() {
        let w = TouchWorld()
        let (pinch, rec) = ActionRecorder.attach(UIPinchGestureRecognizer.init(target:action:), to: w.view)
        var scales: [CGFloat] = []
        rec.onAction = { _ in scales.append(pinch.scale); pinch.scale = 1 }
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 300), time: 0)
        s.began(2, at: CGPoint(x: 300, y: 300), time: 0)
        s.moved(2, to: CGPoint(x: 250, y: 300), time: 0.01)  // 150 / 200
        s.moved(2, to: CGPoint(x: 175, y: 300), time: 0.02)  // 75 / 150
        w.play(s)
        #expect(rec.states == [.began, .changed])
        #expect(near(scales[0], 0.75) && near(scales[1], 0.5))
        w.window.cancelAllTouches()
        #expect(rec.states == [.began, .changed, .cancelled])
    }

    @Test func rotationAngleAndVelocity() {
        let w = TouchWorld()
        let (rotation, rec) = ActionRecorder.attach(UIRotationGestureRecognizer.init(target:action:), to: w.view)
        var angles: [CGFloat] = [], velocities: [CGFloat] = []
        rec.onAction = { _ in angles.append(rotation.rotation); velocities.append(rotation.velocity) }
        func at(_ theta: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: 200 - 50 * cos(theta), y: 300 - 50 * sin(theta)), CGPoint(x: 200 + 50 * cos(theta), y: 300 + 50 * sin(theta)))
        }
        var s = TouchSequence()
        s.began(1, at: at(0).0, time: 0)
        s.began(2, at: at(0).1, time: 0)
        for (i, theta) in [CGFloat(0.05), 0.2, 0.5].enumerated() {
            let (a, b) = at(theta)
            s.moved(1, to: a, time: 0.01 * Double(i + 1))
            s.moved(2, to: b, time: 0.01 * Double(i + 1))
        }
        s.ended(1, at: at(0.5).0, time: 0.05)
        s.ended(2, at: at(0.5).1, time: 0.05)
        w.play(s)
        #expect(rec.states == [.began, .changed, .ended])
        #expect(near(angles[0], 0.2, 1e-9) && near(angles[1], 0.5, 1e-9))
        #expect(near(velocities[0], 15, 1e-6) && near(velocities[1], 30, 1e-6))
    }
}

/// What a touch carries and where later taps may land.
@MainActor @Suite struct TouchPropertyTests {
    @Test func aTouchCarriesTheDevicesPressureSizeTypeAndTimes() {
        let w = TouchWorld()
        var seen: [UITouch] = []
        final class Keeping: UIView {
            var onTouch: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach { onTouch?($0) } }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach { onTouch?($0) } }
        }
        let view = Keeping(frame: w.window.bounds)
        view.onTouch = { seen.append($0) }
        w.view.addSubview(view)
        w.clock.advance(to: 1)
        w.window.injectTouches([InjectedTouch(id: 7, phase: .began, location: CGPoint(x: 10, y: 20), force: 0.5,
                                              maximumPossibleForce: 6.67, majorRadius: 20.5, majorRadiusTolerance: 5.1)])
        w.window.injectTouches([InjectedTouch(id: 7, phase: .moved, location: CGPoint(x: 30, y: 20), force: 1.5,
                                              maximumPossibleForce: 6.67, majorRadius: 22, majorRadiusTolerance: 5.1)], at: 1.5)
        let touch = seen[0]
        #expect(seen.count == 2 && seen[1] === touch)  // one object for the touch's whole life
        #expect(touch.phase == .moved && touch.timestamp == 1.5)
        #expect(touch.force == 1.5 && touch.maximumPossibleForce == 6.67)
        #expect(touch.majorRadius == 22 && touch.majorRadiusTolerance == 5.1)
        #expect(touch.type == .direct && touch.tapCount == 1)
        #expect(touch.view === view && touch.window === w.window)
        #expect(touch.location(in: nil) == CGPoint(x: 30, y: 20) && touch.previousLocation(in: nil) == CGPoint(x: 10, y: 20))
        #expect(touch.gestureRecognizers?.isEmpty == true)
    }

    @Test func aSecondTapFarFromTheFirstIsNotADoubleTap() {
        let w = TouchWorld()
        let (tap, rec) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: w.view)
        tap.numberOfTapsRequired = 2
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: 0)
        s.tap(id: 2, at: CGPoint(x: 146, y: 100), time: 0.2)  // 46 > 45 pt away
        s.tap(id: 3, at: CGPoint(x: 100, y: 500), time: 1)
        s.tap(id: 4, at: CGPoint(x: 144, y: 500), time: 1.2)  // 44 pt: a double tap
        w.play(s)
        #expect(rec.states == [.recognized])
    }
}

/// Multi-finger presses measure each finger's movement from where it touched down.
@MainActor @Suite struct MultiFingerPressTests {
    @Test func aTwoFingerLongPressToleratesFingersFarApart() {
        let w = TouchWorld()
        let (press, rec) = ActionRecorder.attach(UILongPressGestureRecognizer.init(target:action:), to: w.view)
        press.numberOfTouchesRequired = 2
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 300), time: 0)
        s.began(2, at: CGPoint(x: 300, y: 300), time: 0.05)
        s.moved(1, to: CGPoint(x: 105, y: 300), time: 0.2)
        w.play(s)
        w.clock.advance(to: 0.54)
        #expect(rec.states.isEmpty)  // the timer starts when the second finger lands
        w.clock.advance(to: 0.55)
        #expect(rec.states == [.began])
        #expect(press.location(in: nil) == CGPoint(x: 202.5, y: 300))
    }
}
