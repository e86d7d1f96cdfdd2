import Foundation
import Testing
@testable import GlideGestureRecognition
@testable import GlideInput

/// The recognizer on hand-made frames at explicit times: every threshold on both sides.
@Suite struct GestureStateMachineTests {
    // MARK: One finger on a touchpad

    @Test func pointerStartsPastTheTapMoveThreshold() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 50, 30)])
        s.frame(0.05, [Touch(1, 51.2, 30)])  // 1.2 mm < 1.3 mm
        #expect(s.state == .unknown)
        #expect(s.events.isEmpty)
        s.frame(0.06, [Touch(1, 51.4, 30)])  // 1.4 mm
        #expect(s.summary == ["began pointer 1"])
        #expect(s.state == .pointerMotion)
        #expect(abs(s.events[0].translation.x - 1.4) < 1e-9)
        s.frame(0.07, [Touch(1, 52, 30)])
        #expect(s.events.last?.phase == .changed)
        #expect(abs((s.events.last?.delta.x ?? 0) - 0.6) < 1e-9)
        s.lift(0.08)
        #expect(s.summary == ["began pointer 1", "ended pointer 1"])
        #expect(s.events.last?.direction == .right)
        #expect(s.state == .none)
    }

    @Test func nothingIsDecidedWhileFingersArrive() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 50, 30)])
        s.frame(0.02, [Touch(1, 52, 30)])  // 2 mm, but only 20 ms after touching down
        #expect(s.events.isEmpty)
        s.frame(0.039, [Touch(1, 52.5, 30)])
        #expect(s.events.isEmpty)
        s.frame(0.04, [Touch(1, 53, 30)])
        #expect(s.summary == ["began pointer 1"])
    }

    // MARK: Two fingers

    @Test func scrollNeedsMinimumMoveOnBothTouches() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 40, 20), Touch(2, 40, 40)])  // 20 mm apart vertically: outside the swipe box
        s.frame(0.05, [Touch(1, 40, 21.4), Touch(2, 40, 41.4)])  // 1.4 mm < min_move 1.5 mm
        #expect(s.state == .unknown)
        s.frame(0.06, [Touch(1, 40, 21.6), Touch(2, 40, 41.6)])
        #expect(s.summary == ["began scroll 2"])
        #expect(s.events[0].direction == .down)
        #expect(abs(s.events[0].translation.y - 1.6) < 1e-9)
    }

    @Test func undecidedBelowOneMillimetreAndTheSwipeBoxFallback() {
        // Inside the 40 × 7 mm box, 1.2 mm of motion decides only after 150 ms.
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 40, 30), Touch(2, 60, 32)])
        s.frame(0.1, [Touch(1, 41.2, 30), Touch(2, 61.2, 32)])
        s.frame(0.15, [Touch(1, 41.2, 30), Touch(2, 61.2, 32)])
        #expect(s.state == .unknown)
        s.frame(0.151, [Touch(1, 41.2, 30), Touch(2, 61.2, 32)])
        #expect(s.summary == ["began scroll 2"])
        #expect(s.events[0].direction == .right)

        // Less than 1 mm: undecided however long it takes.
        let still = Script(TestDevices.touchpad())
        still.frame(0, [Touch(1, 40, 30), Touch(2, 60, 32)])
        still.frame(0.2, [Touch(1, 40.9, 30), Touch(2, 60.9, 32)])
        #expect(still.state == .unknown)
        #expect(still.events.isEmpty)

        // Outside the box (10 mm apart vertically, or 41 mm horizontally) the fallback does not apply.
        let apart = Script(TestDevices.touchpad())
        apart.frame(0, [Touch(1, 40, 30), Touch(2, 60, 40)])
        apart.frame(0.2, [Touch(1, 41.2, 30), Touch(2, 61.2, 40)])
        #expect(apart.state == .unknown)
        let wide = Script(TestDevices.touchpad())
        wide.frame(0, [Touch(1, 20, 30), Touch(2, 61, 32)])
        wide.frame(0.2, [Touch(1, 21.2, 30), Touch(2, 62.2, 32)])
        #expect(wide.state == .unknown)
        let narrow = Script(TestDevices.touchpad())
        narrow.frame(0, [Touch(1, 20, 30), Touch(2, 59, 36.9)])
        narrow.frame(0.2, [Touch(1, 21.2, 30), Touch(2, 60.2, 36.9)])
        #expect(narrow.state == .scroll)
    }

    @Test func oneTouchPastMaximumMoveWithThumbDetectionOff() {
        // The upper finger still, the lower touch moving: one-finger scrolling.
        let config = GestureConfiguration(thumbDetection: .disabled)
        let s = Script(TestDevices.touchpad(), config)
        s.frame(0, [Touch(1, 40, 20), Touch(2, 60, 40)])
        s.frame(0.05, [Touch(1, 40, 20), Touch(2, 63.9, 40)])  // 3.9 mm < max_move 4 mm
        #expect(s.state == .unknown)
        s.frame(0.06, [Touch(1, 40, 20), Touch(2, 64.1, 40)])
        #expect(s.summary == ["began scroll 2"])
    }

    @Test func aStillLowerTouchUnderAMovingFingerIsAThumb() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 40, 20), Touch(2, 60, 40)])
        s.frame(0.05, [Touch(1, 43.9, 20), Touch(2, 60, 40)])  // 3.9 mm: undecided
        #expect(s.state == .unknown)
        s.frame(0.06, [Touch(1, 44.1, 20), Touch(2, 60, 40)])  // 4.1 mm: touch 2 is a thumb
        #expect(s.state == .none)
        #expect(s.events.isEmpty)
        // The finger goes on alone: one finger, the pointer.
        s.frames(from: 0.07, to: 0.2) { t in [Touch(1, 44.1 + (t - 0.06) * 100, 20), Touch(2, 60, 40)] }
        #expect(s.summary == ["began pointer 1"])
    }

    @Test func fingersMovingApartOrTogetherPinch() {
        let out = Script(TestDevices.touchpad())
        out.frame(0, [Touch(1, 40, 30), Touch(2, 60, 30)])
        out.frame(0.05, [Touch(1, 38.6, 30), Touch(2, 61.4, 30)])  // 1.4 mm each
        #expect(out.state == .unknown)
        out.frame(0.06, [Touch(1, 38, 30), Touch(2, 62, 30)])
        #expect(out.summary == ["began pinch 2"])
        #expect(abs(out.events[0].scale - 1.2) < 1e-9)
        #expect(out.events[0].direction == .out)

        let inward = Script(TestDevices.touchpad())
        inward.frame(0, [Touch(1, 40, 30), Touch(2, 60, 30)])
        inward.frames(from: 0.01, to: 0.1) { t in [Touch(1, 40 + t * 40, 30), Touch(2, 60 - t * 40, 30)] }
        inward.lift(0.11)
        #expect(inward.summary == ["began pinch 2", "ended pinch 2"])
        #expect(inward.events.last?.direction == .in)
        #expect(abs((inward.events.last?.scale ?? 0) - 0.6) < 1e-9)
    }

    @Test func fingersTurningRotateClockwisePositive() {
        // 30 mm apart, turning 2.5° per frame clockwise (y grows downward) around (50, 30).
        let s = Script(TestDevices.touchpad())
        func at(_ degrees: Double) -> [Touch] {
            let a = degrees * Double.pi / 180
            return [Touch(1, 50 - 15 * cos(a), 30 - 15 * sin(a)), Touch(2, 50 + 15 * cos(a), 30 + 15 * sin(a))]
        }
        for i in 0...4 { s.frame(Double(i) * 0.01, at(Double(i) * 2.5)) }
        s.lift(0.05)
        #expect(s.summary == ["began rotate 2", "ended rotate 2"])
        #expect(abs((s.events.last?.rotation ?? 0) - 10) < 1e-6)
        #expect(abs((s.events.last?.scale ?? 0) - 1) < 1e-9)
        #expect(s.events.last?.direction == nil)
    }

    @Test func aScrollTurnsIntoAPinchOnlyWithinThePinchWindow() {
        func run(divergeAt t: Double) -> Script {
            let s = Script(TestDevices.touchpad())
            s.frame(0, [Touch(1, 30, 30), Touch(2, 70, 30)])  // 40 mm apart: outside the box
            s.frame(0.05, [Touch(1, 30, 31.6), Touch(2, 70, 31.6)])
            s.frame(t, [Touch(1, 28, 31.6), Touch(2, 72, 31.6)])
            return s
        }
        #expect(run(divergeAt: 0.29).summary == ["began scroll 2", "cancelled scroll 2 superseded", "began pinch 2"])
        #expect(run(divergeAt: 0.31).summary == ["began scroll 2"])
        // Each touch must have moved the disambiguation distance (1.5 mm) for the pinch.
        let short = Script(TestDevices.touchpad())
        short.frame(0, [Touch(1, 30, 30), Touch(2, 70, 30)])
        short.frame(0.05, [Touch(1, 30, 31.6), Touch(2, 70, 31.6)])
        short.frame(0.1, [Touch(1, 29.4, 30.3), Touch(2, 72, 31.6)])  // touch 1 moved 0.67 mm in all
        #expect(short.summary == ["began scroll 2"])
    }

    // MARK: Swipes

    @Test func swipeThresholdsGrowWithTheFingerCount() {
        let three = [(30.0, 30.0), (45.0, 28.0), (60.0, 30.0)]
        let s = Script(TestDevices.touchpad())
        s.frame(0, three.enumerated().map { Touch($0.offset, $0.element.0, $0.element.1) })
        s.frame(0.05, three.enumerated().map { Touch($0.offset, $0.element.0 + 1.9, $0.element.1) })  // < 2.0 mm
        #expect(s.state == .unknown)
        s.frame(0.06, three.enumerated().map { Touch($0.offset, $0.element.0 + 2.1, $0.element.1) })
        #expect(s.summary == ["began swipe 3"])
        #expect(s.events[0].direction == .right)

        let four = three + [(75.0, 31.0)]
        let f = Script(TestDevices.touchpad())
        f.frame(0, four.enumerated().map { Touch($0.offset, $0.element.0, $0.element.1) })
        f.frame(0.05, four.enumerated().map { Touch($0.offset, $0.element.0, $0.element.1 - 2.4) })  // < 2.5 mm
        #expect(f.state == .unknown)
        f.frame(0.06, four.enumerated().map { Touch($0.offset, $0.element.0, $0.element.1 - 2.6) })
        #expect(f.summary == ["began swipe 4"])
        #expect(f.events[0].direction == .up)
        #expect(GestureStateMachine.minimumMoveMillimetres(fingers: 4) == 2.5)
        #expect(GestureStateMachine.maximumMoveMillimetres(fingers: 4) == 8.0)
    }

    /// Three fingers moving right at 100 mm/s from x = 30, 45, 60.
    static func swipe(_ t: Double, fingers ids: [Int] = [1, 2, 3], extra: Touch? = nil) -> [Touch] {
        let base: [Int: (Double, Double)] = [1: (30, 30), 2: (45, 28), 3: (60, 30), 4: (75, 31)]
        var touches = ids.map { Touch($0, base[$0]!.0 + 100 * t, base[$0]!.1) }
        if let extra { touches.append(extra) }
        return touches
    }

    @Test func aFingerCountChangeCancelsOnlyAfterTheDebounce() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.19) { Self.swipe($0) }
        #expect(s.summary == ["began swipe 3"])
        // A fourth finger for 50 ms: ignored.
        s.frames(from: 0.2, to: 0.25) { Self.swipe($0, fingers: [1, 2, 3, 4]) }
        s.frames(from: 0.26, to: 0.29) { Self.swipe($0) }
        #expect(s.summary == ["began swipe 3"])
        // A fourth finger that stays: no motion while pending, cancelled 100 ms later, then a new swipe.
        s.frame(0.3, Self.swipe(0.3, fingers: [1, 2, 3, 4]))
        #expect(s.recognizer.nextDeadline == 0.4)
        let count = s.events.count
        s.frames(from: 0.31, to: 0.39) { Self.swipe($0, fingers: [1, 2, 3, 4]) }
        #expect(s.events.count == count)
        s.advance(to: 0.3999)
        #expect(s.events.count == count)
        s.advance(to: 0.4)
        #expect(s.summary == ["began swipe 3", "cancelled swipe 3 fingerCountChanged"])
        #expect(s.events.last?.time == 0.4)
        #expect(s.state == .unknown)  // the four fingers are tracked from the switch on
        s.frames(from: 0.41, to: 0.5) { Self.swipe($0, fingers: [1, 2, 3, 4]) }
        s.lift(0.51)
        #expect(s.summary == [
            "began swipe 3", "cancelled swipe 3 fingerCountChanged", "began swipe 4", "ended swipe 4",
        ])
    }

    @Test func liftingTogetherEndsLiftingOneAtATimeCancels() {
        let together = Script(TestDevices.touchpad())
        together.frames(from: 0, to: 0.2) { Self.swipe($0) }
        together.frame(0.24, Self.swipe(0.2, fingers: [1, 2]))
        together.frame(0.28, Self.swipe(0.2, fingers: [1]))
        together.lift(0.32)  // 80 ms from the first lift to the last
        #expect(together.summary == ["began swipe 3", "ended swipe 3"])
        #expect(together.events.last?.time == 0.32)

        let apart = Script(TestDevices.touchpad())
        apart.frames(from: 0, to: 0.2) { Self.swipe($0) }
        apart.frame(0.24, Self.swipe(0.2, fingers: [1, 2]))
        apart.frame(0.36, Self.swipe(0.2, fingers: [1]))  // 120 ms later: the debounce ran out at 0.34
        apart.lift(0.48)
        #expect(apart.summary == ["began swipe 3", "cancelled swipe 3 fingerCountChanged"])
        #expect(abs((apart.milestones.last?.time ?? 0) - 0.34) < 1e-9)
    }

    @Test func aSwipeWithAnUnconfiguredFingerCountIsIgnored() {
        let s = Script(TestDevices.touchpad(), GestureConfiguration(swipeFingerCounts: [3]))
        s.frames(from: 0, to: 0.2) { Self.swipe($0, fingers: [1, 2, 3, 4]) }
        s.lift(0.21)
        #expect(s.events.isEmpty)
    }

    @Test func fiveFingersMakeNothing() {
        let pad = Script(TestDevices.touchpad())
        let base = [(20.0, 30.0), (35.0, 27.0), (50.0, 26.0), (65.0, 28.0), (80.0, 40.0)]
        pad.frames(from: 0, to: 0.6) { t in base.enumerated().map { Touch($0.offset, $0.element.0 + 80 * t, $0.element.1) } }
        #expect(pad.state == .ignored)
        pad.lift(0.61)
        #expect(pad.events.isEmpty)

        let screen = Script(TestDevices.touchscreen())
        screen.frames(from: 0, to: 0.6) { t in base.enumerated().map { Touch($0.offset, $0.element.0, $0.element.1 - 30 * t) } }
        screen.lift(0.61)
        #expect(screen.events.isEmpty)

        let allowed = Script(TestDevices.touchscreen(), GestureConfiguration(maximumGestureFingers: 5))
        allowed.frames(from: 0, to: 0.3) { t in base.enumerated().map { Touch($0.offset, $0.element.0, $0.element.1 - 30 * t) } }
        allowed.lift(0.31)
        #expect(allowed.summary == ["began drag 5", "ended drag 5"])
    }

    @Test func moreFingersThanSlotsSwipeOnceTheyMove() {
        // A two-slot pad reporting a third finger only through BTN_TOOL_TRIPLETAP.
        let s = Script(TestDevices.touchpad(slots: 2))
        s.frame(0, [Touch(1, 40, 30), Touch(2, 55, 30)], fingerCount: 3)
        s.frame(0.05, [Touch(1, 41.9, 30), Touch(2, 56.9, 30)], fingerCount: 3)  // centroid 1.9 mm < min_move(3)
        #expect(s.state == .swipe)
        #expect(s.events.isEmpty)
        s.frame(0.06, [Touch(1, 42.1, 30), Touch(2, 57.1, 30)], fingerCount: 3)
        #expect(s.summary == ["began swipe 3"])
    }

    @Test func semiMultitouchTwoFingersOnlyScrollAndDoNotHold() {
        let s = Script(TestDevices.touchpad(clickpad: false, semiMT: true, slots: 2))
        s.frame(0, [Touch(1, 40, 30), Touch(2, 60, 30)])
        #expect(s.recognizer.nextDeadline == nil)  // no hold on semi-multitouch pads
        s.frame(0.05, [Touch(1, 40, 30), Touch(2, 62.9, 30)])  // centroid 1.45 mm
        #expect(s.state == .unknown)
        s.frame(0.06, [Touch(1, 40, 30), Touch(2, 63.2, 30)])  // the box grows: a pinch elsewhere, a scroll here
        #expect(s.summary == ["began scroll 2"])
    }

    @Test func aContactOutsideTheAxisRangeIsAFingerWithoutAPosition() {
        // Old Synaptics pads park a second contact just outside the range: two fingers, and only
        // the other one's motion counts (as on a semi-multitouch pad, they scroll).
        let s = Script(TestDevices.touchpad(clickpad: false))
        s.frames(from: 0, to: 0.1) { t in [Touch(1, -1, 30 + 40 * t), Touch(2, 50 + 100 * t, 30)] }
        s.lift(0.11)
        #expect(s.summary == ["began scroll 2", "ended scroll 2"])
        #expect(s.events.last?.direction == .right)

        let alone = Script(TestDevices.touchpad(clickpad: false))
        alone.frames(from: 0, to: 0.5) { t in [Touch(1, -1, 10 + 60 * t)] }
        alone.lift(0.51)
        #expect(alone.events.isEmpty)
    }

    // MARK: Palms and thumbs

    @Test func palmsNeverCountAndAPalmMemberCancels() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.1) { t in [Touch(1, 40, 20 + 50 * t), Touch(2, 40, 40 + 50 * t), Touch(9, 70, 50, palm: true)] }
        s.lift(0.11)
        #expect(s.summary == ["began scroll 2", "ended scroll 2"])

        let m = Script(TestDevices.touchpad())
        m.frames(from: 0, to: 0.1) { Self.swipe($0) }
        m.frame(0.11, [Touch(1, 41, 30), Touch(2, 56, 28), Touch(3, 71, 30, palm: true)])
        #expect(m.summary == ["began swipe 3", "cancelled swipe 3 thumbOrPalm"])
        #expect(m.events.last?.time == 0.11)
    }

    @Test func aRestingThumbInTheBottomZoneIsNoFinger() {
        // The thumb rests 4 mm from the bottom edge (70 mm pad); two fingers land and scroll.
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.19) { _ in [Touch(9, 50, 66)] }
        s.frames(from: 0.2, to: 0.4) { t in [Touch(9, 50, 66), Touch(1, 40 + 100 * (t - 0.2), 20), Touch(2, 60 + 100 * (t - 0.2), 22)] }
        s.lift(0.41)
        #expect(s.summary == ["began scroll 2", "ended scroll 2"])

        // A thumb landing during a scroll changes nothing.
        let during = Script(TestDevices.touchpad())
        during.frames(from: 0, to: 0.2) { t in [Touch(1, 40 + 100 * t, 20), Touch(2, 60 + 100 * t, 22)] }
        during.frames(from: 0.21, to: 0.5) { t in [Touch(1, 40 + 100 * t, 20), Touch(2, 60 + 100 * t, 22), Touch(9, 50, 66)] }
        during.lift(0.51)
        #expect(during.summary == ["began scroll 2", "ended scroll 2"])

        // Moving with the others it is a finger, even in the zone: three fingers swipe.
        let moving = Script(TestDevices.touchpad())
        moving.frames(from: 0, to: 0.2) { t in [Touch(1, 30 + 100 * t, 55), Touch(2, 45 + 100 * t, 58), Touch(3, 60 + 100 * t, 66)] }
        #expect(moving.summary == ["began swipe 3"])

        // Resting above the zone it is a finger: the count changes.
        let above = Script(TestDevices.touchpad())
        above.frames(from: 0, to: 0.2) { t in [Touch(1, 40 + 100 * t, 20), Touch(2, 60 + 100 * t, 22)] }
        above.frames(from: 0.21, to: 0.5) { t in [Touch(1, 40 + 100 * t, 20), Touch(2, 60 + 100 * t, 22), Touch(9, 50, 60)] }
        #expect(above.summary.prefix(2) == ["began scroll 2", "cancelled scroll 2 fingerCountChanged"])
    }

    // MARK: Holds

    @Test func threeStillFingersHoldAtTheTimeout() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, Self.swipe(0))
        #expect(s.recognizer.nextDeadline == GestureStateMachine.holdTimeoutSeconds)
        s.advance(to: 0.1799)
        #expect(s.events.isEmpty)
        s.advance(to: 0.18)
        #expect(s.summary == ["began hold 3"])
        #expect(s.events[0].time == 0.18)
        #expect(s.events[0].startTime == 0)
        #expect(s.recognizer.nextDeadline == nil)
        s.frame(0.5, Self.swipe(0))
        s.lift(0.6)
        #expect(s.summary == ["began hold 3", "ended hold 3"])
    }

    @Test func holdNeedsFingersWithinHalfAMillimetre() {
        let still = Script(TestDevices.touchpad())
        still.frame(0, Self.swipe(0))
        still.frame(0.1, Self.swipe(0.004))  // 0.4 mm
        still.advance(to: 0.2)
        #expect(still.summary == ["began hold 3"])

        let moved = Script(TestDevices.touchpad())
        moved.frame(0, Self.swipe(0))
        moved.frame(0.1, Self.swipe(0.005))  // 0.5 mm
        moved.advance(to: 0.2)
        #expect(moved.events.isEmpty)
        #expect(moved.recognizer.nextDeadline == nil)
    }

    @Test func holdTimeoutsByFingerCount() {
        let one = Script(TestDevices.touchpad())
        one.frame(0, [Touch(1, 50, 30)])
        #expect(one.recognizer.nextDeadline == GestureStateMachine.oneOrTwoFingerHoldTimeoutSeconds)
        one.advance(to: 0.3999)
        #expect(one.events.isEmpty)
        one.advance(to: 0.4)
        #expect(one.summary == ["began hold 1"])

        let quick = Script(TestDevices.touchpad(), GestureConfiguration(quickHold: true))
        quick.frame(0, [Touch(1, 40, 30), Touch(2, 60, 30)])
        #expect(quick.recognizer.nextDeadline == GestureStateMachine.quickHoldTimeoutSeconds)

        let disabled = Script(TestDevices.touchpad(), GestureConfiguration(holdEnabled: false))
        disabled.frame(0, Self.swipe(0))
        #expect(disabled.recognizer.nextDeadline == nil)
    }

    @Test func aHoldThatMovesEndsCancelled() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, Self.swipe(0))
        s.advance(to: 0.2)
        s.frames(from: 0.3, to: 0.4) { Self.swipe($0 - 0.3) }
        #expect(s.summary == ["began hold 3", "cancelled hold 3 superseded", "began swipe 3"])

        // One finger: slight motion keeps the hold, half a millimetre ends it and moves the pointer.
        let one = Script(TestDevices.touchpad())
        one.frame(0, [Touch(1, 50, 30)])
        one.advance(to: 0.4)
        one.frame(0.45, [Touch(1, 50.3, 30)])
        #expect(one.state == .holdAndMotion)
        #expect(one.summary == ["began hold 1"])
        one.frame(0.46, [Touch(1, 50.6, 30)])
        #expect(one.summary == ["began hold 1", "cancelled hold 1 superseded", "began pointer 1"])
    }

    // MARK: Cancels

    @Test func droppedEventsCancelUntilEveryFingerLifts() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.1) { Self.swipe($0) }
        s.frame(0.11, Self.swipe(0.11), followsDrop: true)
        #expect(s.summary == ["began swipe 3", "cancelled swipe 3 eventsDropped"])
        #expect(s.state == .suspended)
        s.frames(from: 0.12, to: 0.3) { Self.swipe($0) }
        s.lift(0.31)
        #expect(s.summary.count == 2)
        s.frames(from: 0.5, to: 0.6) { t in [Touch(1, 40, 20 + 50 * (t - 0.5)), Touch(2, 40, 40 + 50 * (t - 0.5))] }
        #expect(s.summary.last == "began scroll 2")
    }

    @Test func cancelAtReason() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.1) { t in [Touch(1, 40, 20 + 50 * t), Touch(2, 40, 40 + 50 * t)] }
        s.cancel(at: 0.15, reason: .deviceRemoved)
        #expect(s.summary == ["began scroll 2", "cancelled scroll 2 deviceRemoved"])
        #expect(s.events.last?.time == 0.15)
        s.frames(from: 0.16, to: 0.3) { t in [Touch(1, 40, 20 + 50 * t), Touch(2, 40, 40 + 50 * t)] }
        #expect(s.summary.count == 2)

        let idle = Script(TestDevices.touchpad())
        idle.cancel(at: 1, reason: .system)
        #expect(idle.events.isEmpty)
        #expect(idle.state == .none)
    }

    @Test func aClickpadButtonPressedByFingersCancels() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.1) { Self.swipe($0) }
        s.frame(0.11, Self.swipe(0.11), buttons: [EventCode.BTN_LEFT])
        #expect(s.summary == ["began swipe 3", "cancelled swipe 3 buttonPressed"])
        s.frames(from: 0.12, to: 0.2) { Self.swipe($0) }
        #expect(s.summary.count == 2)

        // Separate buttons (not a clickpad) do not interrupt.
        let pad = Script(TestDevices.touchpad(clickpad: false))
        pad.frames(from: 0, to: 0.1) { Self.swipe($0) }
        pad.frame(0.11, Self.swipe(0.11), buttons: [EventCode.BTN_LEFT])
        #expect(pad.summary == ["began swipe 3"])
    }

    // MARK: Taps

    @Test func aQuickTouchWithoutMotionTaps() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 50, 30)])
        s.frame(0.05, [Touch(1, 51.2, 30)])  // 1.2 mm: still a tap
        s.lift(0.1)
        #expect(s.summary == ["began tap 1", "ended tap 1"])
        #expect(s.events[0].startTime == 0)
        #expect(s.events[1].time == 0.1)

        let moved = Script(TestDevices.touchpad())
        moved.frame(0, [Touch(1, 50, 30)])
        moved.frame(0.05, [Touch(1, 51.4, 30)])  // 1.4 mm: the pointer
        moved.lift(0.1)
        #expect(moved.summary == ["began pointer 1", "ended pointer 1"])
    }

    @Test func tapTimeoutCountsALiftAtTheLastFrameTheFingerWasSeen() {
        let inTime = Script(TestDevices.touchpad())
        inTime.frame(0, [Touch(1, 50, 30)])
        inTime.frame(0.18, [Touch(1, 50, 30)])
        inTime.lift(0.19)
        #expect(inTime.summary == ["began tap 1", "ended tap 1"])

        let late = Script(TestDevices.touchpad())
        late.frame(0, [Touch(1, 50, 30)])
        late.frame(0.181, [Touch(1, 50, 30)])
        late.lift(0.19)
        #expect(late.events.isEmpty)
    }

    @Test func multiFingerTapsCountTheMostFingers() {
        let s = Script(TestDevices.touchpad())
        s.frame(0, [Touch(1, 40, 30)])
        s.frame(0.02, [Touch(1, 40, 30), Touch(2, 60, 31)])
        s.frame(0.1, [Touch(1, 40, 30), Touch(2, 60, 31)])
        s.frame(0.13, [Touch(2, 60, 31)])
        s.lift(0.16)
        #expect(s.summary == ["began tap 2", "ended tap 2"])

        // Motion reported while the second finger arrives (pads merge close fingers) is forgiven.
        let merged = Script(TestDevices.touchpad())
        merged.frame(0, [Touch(1, 40, 30)])
        merged.frame(0.01, [Touch(1, 40, 32)])
        merged.frame(0.03, [Touch(1, 40, 30), Touch(2, 60, 31)])
        merged.lift(0.1)
        #expect(merged.summary == ["began tap 2", "ended tap 2"])

        let screen = Script(TestDevices.touchscreen())
        screen.frame(0, [Touch(1, 30, 30), Touch(2, 45, 30), Touch(3, 60, 30)])
        screen.lift(0.1)
        #expect(screen.summary == ["began tap 3", "ended tap 3"])

        let disabled = Script(TestDevices.touchpad(), GestureConfiguration(tapEnabled: false))
        disabled.frame(0, [Touch(1, 50, 30)])
        disabled.lift(0.1)
        #expect(disabled.events.isEmpty)
    }

    // MARK: Touchscreens

    @Test func edgeSwipesFromEachEdge() {
        // A 100 × 60 mm screen, edge zone 3 mm, one finger moving 100 mm/s away from the edge.
        let cases: [(SurfaceEdge, (Double, Double), (Double, Double))] = [
            (.left, (1, 30), (1, 0)), (.right, (99, 30), (-1, 0)), (.top, (50, 1), (0, 1)), (.bottom, (50, 59), (0, -1)),
        ]
        for (edge, start, direction) in cases {
            let s = Script(TestDevices.touchscreen())
            s.frames(from: 0, to: 0.1) { t in [Touch(1, start.0 + direction.0 * 100 * t, start.1 + direction.1 * 100 * t)] }
            s.lift(0.11)
            #expect(s.summary == ["began edgeSwipe 1", "ended edgeSwipe 1"], "\(edge)")
            #expect(s.events.last?.edge == edge)
            #expect(s.events.last?.direction == edge.inwardDirection)
        }
        // Beginning 4 mm from the edge, or moving along it: a drag.
        let outside = Script(TestDevices.touchscreen())
        outside.frames(from: 0, to: 0.1) { t in [Touch(1, 4 + 100 * t, 30)] }
        #expect(outside.summary == ["began drag 1"])
        let along = Script(TestDevices.touchscreen())
        along.frames(from: 0, to: 0.1) { t in [Touch(1, 1, 30 + 100 * t)] }
        #expect(along.summary == ["began drag 1"])
        #expect(along.events[0].edge == nil)
    }

    @Test func touchscreenDragsWithAnyFingerCountAndPinches() {
        let three = Script(TestDevices.touchscreen())
        three.frames(from: 0, to: 0.1) { t in [Touch(1, 30, 20 + 80 * t), Touch(2, 45, 18 + 80 * t), Touch(3, 60, 21 + 80 * t)] }
        three.lift(0.11)
        #expect(three.summary == ["began drag 3", "ended drag 3"])
        #expect(three.events.last?.direction == .down)

        // One finger anchored, the other moving away: a pinch.
        let pinch = Script(TestDevices.touchscreen())
        pinch.frames(from: 0, to: 0.1) { t in [Touch(1, 30, 30), Touch(2, 50 + 50 * t, 30)] }
        pinch.lift(0.11)
        #expect(pinch.summary == ["began pinch 2", "ended pinch 2"])
        #expect(pinch.events.last?.direction == .out)
    }

    // MARK: Event contents

    @Test func deltasAddUpToTheTranslationAndVelocityFollowsTheFingers() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.2) { t in [Touch(1, 40, 20 + 100 * t), Touch(2, 40, 40 + 100 * t)] }
        s.lift(0.21)
        var sum = SurfaceVector.zero
        for e in s.events { sum += e.delta }
        let last = s.events.last!
        #expect(abs(sum.y - last.translation.y) < 1e-9)
        #expect(abs(last.translation.y - 20) < 1e-9)
        #expect(s.events.allSatisfy { $0.startTime == 0 })
        let changed = s.events.filter { $0.phase == .changed }.last!
        #expect(abs(changed.velocity.y - 100) < 1e-6)
        #expect(abs(last.velocity.y - 100) < 1e-6)  // lifted 10 ms after the last sample
        #expect(changed.centroid == SurfaceVector(x: 40, y: 30 + 100 * changed.time))
    }

    @Test func resetForgetsEverything() {
        let s = Script(TestDevices.touchpad())
        s.frames(from: 0, to: 0.1) { Self.swipe($0) }
        s.recognizer.reset()
        #expect(s.state == .none)
        #expect(s.recognizer.nextDeadline == nil)
        s.clear()
        s.lift(0.2)
        #expect(s.events.isEmpty)
    }
}
