import Foundation
import GlideTestSupport
import Testing
@testable import GlideGestureRecognition
@testable import GlideInput

/// `GestureStateMachine.recognize(_:)` and `GestureCollector` on event sources.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct GestureCollectorTests {
    /// Protocol-B events for frames of (time, [(slot, x mm, y mm)]) on `TestDevices.touchpad()`.
    final class SlotSource: InputEventSource {
        let device = TestDevices.touchpad()
        let resynchronizesAfterDrop = false
        private(set) var end: InputSourceEnd?
        private var events: [InputEvent] = []
        private var index = 0
        private let ending: InputSourceEnd

        init(_ frames: [(Double, [(Int, Double, Double)])], ending: InputSourceEnd = .finished) {
            self.ending = ending
            var down: Set<Int> = []
            for (t, touches) in frames {
                let us = Int64((t * 1_000_000).rounded())
                func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
                    events.append(InputEvent(timestampMicroseconds: us, type: type, code: code, value: value))
                }
                let now = Set(touches.map(\.0))
                for slot in down.subtracting(now).sorted() {
                    add(EventType.abs, EventCode.ABS_MT_SLOT, Int32(slot))
                    add(EventType.abs, EventCode.ABS_MT_TRACKING_ID, -1)
                }
                for (slot, x, y) in touches {
                    add(EventType.abs, EventCode.ABS_MT_SLOT, Int32(slot))
                    if !down.contains(slot) { add(EventType.abs, EventCode.ABS_MT_TRACKING_ID, Int32(100 + slot)) }
                    add(EventType.abs, EventCode.ABS_MT_POSITION_X, Int32((x * 10).rounded()))
                    add(EventType.abs, EventCode.ABS_MT_POSITION_Y, Int32((y * 10).rounded()))
                }
                let tools = [EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP, EventCode.BTN_TOOL_QUADTAP]
                if now.count != down.count {
                    if down.count > 0, down.count <= 4 { add(EventType.key, tools[down.count - 1], 0) }
                    if now.count > 0, now.count <= 4 { add(EventType.key, tools[now.count - 1], 1) }
                }
                add(EventType.syn, EventCode.SYN_REPORT, 0)
                down = now
            }
        }

        func nextEvent() throws -> InputEvent? {
            guard index < events.count else {
                end = ending
                return nil
            }
            index += 1
            return events[index - 1]
        }
    }

    /// A gesture is listed from when the recognizer decided it, and a period with more fingers than any
    /// gesture uses is listed on its own (issue 20, 3: a touchscreen's 9 contacts hid inside a "1 finger"
    /// drag's span). One finger rests, five come down for half a second, then one drags down.
    @Test func spansAreWhatTheRecognizerDecidedAndCrowdsAreListed() throws {
        var frames: [(Double, [(Int, Double, Double)])] = [(0, [(0, 50, 20)])]
        for i in 1...50 {
            let t = 0.3 + Double(i) * 0.01
            frames.append((t, (0..<5).map { ($0, 20 + Double($0) * 12, 30) }))
        }
        for i in 1...40 {
            frames.append((0.8 + Double(i) * 0.01, [(0, 50, 20 + Double(i))]))
        }
        frames.append((1.3, []))
        let source = SlotSource(frames)
        let collector = GestureCollector(device: source.device)
        while let e = try source.nextEvent() { collector.feed(e) }
        let gestures = collector.finish(end: source.end)
        let crowd = try #require(collector.crowded.first)
        #expect(collector.crowded.count == 1)
        #expect(crowd.mostFingers == 5 && crowd.gestureFingers == 4, "\(crowd)")
        #expect(abs(crowd.start - 0.31) < 1e-9 && abs(crowd.end - 0.81) < 1e-9, "\(crowd)")
        #expect(crowd.description == "0.31–0.81 s  up to 5 fingers (gestures use at most 4)")
        // The drag after the crowd is listed from its decision, not from the first touch of the trace.
        let drag = try #require(gestures.last { $0.fingers == 1 && $0.kind != .hold })
        #expect(drag.began >= 0.81 && drag.began > drag.start, "\(drag) began \(drag.began), first touch \(drag.start)")
        #expect(drag.description.hasPrefix(RecognizedGesture.seconds(drag.began) + "–"))
    }

    @Test func timersFireAtTheirDeadlinesBetweenFrames() throws {
        // Three still fingers, then a frame 320 ms later that lifts them: the hold began at 180 ms.
        let still = [(0, 30.0, 30.0), (1, 45.0, 28.0), (2, 60.0, 30.0)]
        var events: [GestureEvent] = []
        let source = SlotSource([(0, still), (0.32, [])])
        let collector = GestureCollector(device: source.device)
        collector.onEvent = { events.append($0) }
        while let e = try source.nextEvent() { collector.feed(e) }
        let gestures = collector.finish(end: source.end)
        #expect(events.map(\.phase) == [.began, .ended])
        #expect(events.first?.time == 0.18)
        #expect(gestures.count == 1)
        #expect(gestures.first?.kind == .hold)
        #expect(gestures.first?.fingers == 3)
    }

    @Test func anOpenGestureIsCancelledAtTheSourcesEnd() throws {
        let swipe = (0...10).map { i -> (Double, [(Int, Double, Double)]) in
            let t = Double(i) * 0.01
            return (t, [(0, 30 + 100 * t, 30), (1, 45 + 100 * t, 28), (2, 60 + 100 * t, 30)])
        }
        let removed = try GestureStateMachine.recognize(SlotSource(swipe, ending: .deviceRemoved))
        #expect(removed.count == 1)
        #expect(removed.first?.kind == .swipe)
        #expect(removed.first?.direction == .right)
        #expect(removed.first?.cancelled == true)
        #expect(removed.first?.cancelReason == .deviceRemoved)
        #expect(removed.first?.end == 0.1)

        let finished = try GestureStateMachine.recognize(SlotSource(swipe))
        #expect(finished.first?.cancelReason == .system)

        let lifted = try GestureStateMachine.recognize(SlotSource(swipe + [(0.11, [])]))
        #expect(lifted.first?.cancelled == false)
        #expect(lifted.first?.description == "0.04–0.11 s  swipe, 3 fingers, right")
    }

    @Test func recognizeReadsATraceFile() throws {
        let gestures = try GestureStateMachine.recognize(TraceReader.open(path: SharedTraces.path("ts-atmel-maxtouch-4finger-drag-down.evemu")))
        #expect(gestures.map(\.description) == ["0.181–0.567 s  drag, 4 fingers, down"])
    }

    /// A collector nobody listens to skips building `changed` events; the whole gestures and clicks are
    /// the same as with a listener, on every real recording, and a listener still gets every event.
    @Test func gesturesAreTheSameWithOrWithoutAListener() throws {
        var changed = 0
        for name in SharedTraces.all {
            let (heard, events) = try SharedTraces.recognize(name)
            changed += events.count { $0.phase == .changed }
            let source = try TraceReader.open(path: SharedTraces.path(name))
            let quiet = GestureCollector(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
            while let e = try source.nextEvent() { quiet.feed(e) }
            #expect(quiet.finish(end: source.end) == heard, "\(name)")
            // Driven directly afterwards, the recognizer reports changes again.
            #expect(quiet.recognizer.reportsChanges)
        }
        #expect(changed > 1000)
    }
}
