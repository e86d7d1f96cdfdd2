import Foundation
import GlideTestSupport
import Testing
@testable import GlideGestureRecognition
@testable import GlideInput
import GlideClock

/// The state machine against its table (``GestureStateMachine/transitions``): every (state, event)
/// pair driven through the handlers, the impossible ones reported as libinput reports a gesture
/// bug, and none of them met on real recordings or on random input.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct GestureStateMachineTableTests {
    /// A (state, event) pair, named for the test report.
    struct Pair: CustomTestStringConvertible, Sendable {
        let state: GestureState
        let event: GestureMachineEvent
        var testDescription: String { "event \(event.rawValue) in state \(state.rawValue)" }
    }

    /// Every pair the table has no transition for.
    static let impossiblePairs: [Pair] = GestureState.allCases.flatMap { state in
        GestureMachineEvent.allCases.compactMap { event in
            GestureStateMachine.transition(from: state, on: event) == nil ? Pair(state: state, event: event) : nil
        }
    }

    /// The lines a recognizer's debug builds write for impossible pairs.
    final class Log {
        var lines: [String] = []
    }

    /// A touchpad recognizer put in `state` as the machine would be there: a hold or a decided
    /// gesture has begun (its kind is the state's), the others have begun nothing; a hold timer runs.
    /// Its impossible-pair lines go to `log` (nil: standard error).
    static func recognizer(in state: GestureState, log: Log? = nil) -> GestureStateMachine {
        let r = GestureStateMachine(device: TestDevices.touchpad())
        if let log { r.impossiblePairLog = { log.lines.append($0) } }
        r.enter(state)
        if let kind = state.kind {
            r.started = true
            r.activeKind = kind
        }
        r.holdDeadline = 5
        return r
    }

    /// (phase, kind, cancel reason) of each event.
    static func summary(_ events: [GestureEvent]) -> [String] {
        events.map { "\($0.phase.rawValue) \($0.kind.rawValue)" + ($0.cancelReason.map { " \($0.rawValue)" } ?? "") }
    }

    /// What `transition` emits, in the same form.
    static func expectedSummary(_ transition: GestureTransition) -> [String] {
        let from = transition.from.kind?.rawValue ?? "-", to = transition.to.kind?.rawValue ?? "-"
        switch transition.output {
        case .nothing: return []
        case .began: return ["began \(to)"]
        case .tap: return ["began tap", "ended tap"]
        case .cancelled: return ["cancelled \(from) superseded"]
        case .cancelledThenBegan: return ["cancelled \(from) superseded", "began \(to)"]
        }
    }

    @Test func theTableHasOneTransitionPerPairAtMost() {
        var seen = Set<String>()
        for t in GestureStateMachine.transitions {
            #expect(seen.insert("\(t.from) \(t.event)").inserted, "two transitions for \(t.event) in \(t.from)")
        }
        // 13 states × 14 events: 54 transitions, 128 impossible pairs (a swipe not begun may still be a tap: issue 20).
        #expect(GestureStateMachine.transitions.count + Self.impossiblePairs.count == GestureState.allCases.count * GestureMachineEvent.allCases.count)
        #expect(GestureStateMachine.transitions.count == 54)
    }

    /// Every pair through the handlers: a pair in the table moves where the table says and emits
    /// what it says, reporting nothing; any other pair is reported.
    @Test(arguments: GestureState.allCases)
    func everyEventInAStateDoesWhatTheTableSays(_ state: GestureState) {
        for event in GestureMachineEvent.allCases {
            let log = Log()
            let r = Self.recognizer(in: state, log: log)
            var events: [GestureEvent] = []
            r.handle(event, at: 1, into: &events)
            if let t = GestureStateMachine.transition(from: state, on: event) {
                #expect(r.state == t.to, "\(t)")
                #expect(Self.summary(events) == Self.expectedSummary(t), "\(t)")
                #expect(r.impossiblePairs.isEmpty && log.lines.isEmpty, "\(t)")
            } else {
                #expect(r.state == state, "\(event) in \(state)")
                #expect(r.impossiblePairs.map { "\($0.event) in \($0.state)" } == ["\(event) in \(state)"])
            }
        }
    }

    /// Each impossible pair, driven through the recognizer's own `handle`: recorded once per pair
    /// with its time and count, in debug builds written once as `glide: gesture bug: event X in
    /// state Y`, and nothing changes — state, gesture, timers, events.
    @Test(arguments: impossiblePairs)
    func anImpossiblePairIsReportedAndChangesNothing(_ pair: Pair) throws {
        let log = Log()
        let r = Self.recognizer(in: pair.state, log: log)
        var events: [GestureEvent] = []
        r.handle(pair.event, at: 1.25, into: &events)
        let reported = try #require(r.impossiblePairs.first)
        #expect(r.impossiblePairs.count == 1)
        #expect(reported.state == pair.state && reported.event == pair.event)
        #expect(reported.firstTime == 1.25 && reported.occurrences == 1)
        #expect(reported.description == "gesture bug: event \(pair.event.rawValue) in state \(pair.state.rawValue)")
        #expect(r.state == pair.state)
        #expect(r.started == (pair.state.kind != nil))
        #expect(r.activeKind == pair.state.kind)
        #expect(r.nextDeadline == 5)
        #expect(events.isEmpty)
        // Again: counted, not listed twice, the first time kept.
        r.handle(pair.event, at: 2, into: &events)
        #expect(r.impossiblePairs.count == 1)
        #expect(r.impossiblePairs.first?.occurrences == 2)
        #expect(r.impossiblePairs.first?.firstTime == 1.25)
        #expect(r.state == pair.state && events.isEmpty)
        #if DEBUG
            #expect(log.lines == ["glide: gesture bug: event \(pair.event.rawValue) in state \(pair.state.rawValue)"])
        #else
            #expect(log.lines.isEmpty)
        #endif
    }

    @Test func distinctPairsAreListedInTheOrderMetAndAResetKeepsThem() {
        let log = Log()
        let r = Self.recognizer(in: .suspended, log: log)
        var events: [GestureEvent] = []
        r.handle(.tap, at: 1, into: &events)
        r.handle(.suspend, at: 2, into: &events)
        r.handle(.tap, at: 3, into: &events)
        r.reset()
        r.handle(.scroll, at: 4, into: &events)
        #expect(r.impossiblePairs.map(\.description) == [
            "gesture bug: event tap in state suspended", "gesture bug: event suspend in state suspended",
            "gesture bug: event scroll in state none",
        ])
        #expect(r.impossiblePairs.map(\.occurrences) == [2, 1, 1])
        #expect(events.isEmpty)
        #if DEBUG
            #expect(log.lines == r.impossiblePairs.map { "glide: \($0)" })
        #endif
    }

    // MARK: Never met on real input

    /// Every recording: the real ones in `../shared/traces/` and Glide's own in `Traces/`.
    static var recordings: [String] {
        SharedTraces.all.map { Repository.sharedTrace($0) }
            + ((try? FileManager.default.contentsOfDirectory(atPath: Repository.glideTraces.path)) ?? [])
            .filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".yaml") }.sorted().map { Repository.glideTrace($0) }
    }

    @Test(.enabled(if: !SharedTraces.all.isEmpty, "needs the real recordings in ../shared/traces/; skipping"))
    func noRecordingMeetsAnImpossiblePair() throws {
        let paths = Self.recordings
        #expect(paths.count >= SharedTraces.all.count + 10, "\(paths.count) recordings")
        var gestures = 0
        for path in paths {
            let source = try TraceReader.open(path: path)
            let collector = GestureCollector(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
            while let e = try source.nextEvent() { collector.feed(e) }
            gestures += collector.finish(end: source.end).count
            #expect(collector.recognizer.impossiblePairs.isEmpty, "\(path): \(collector.recognizer.impossiblePairs)")
        }
        #expect(gestures > paths.count, "the recordings make gestures")
    }

    /// A device for the random walk, named for the test report.
    struct Device: CustomTestStringConvertible, Sendable {
        let name: String
        let seed: UInt64
        let device: DeviceDescription
        var testDescription: String { name }
    }

    static let randomDevices: [Device] = [
        Device(name: "touchpad", seed: 1, device: TestDevices.touchpad()),
        Device(name: "two-slot touchpad", seed: 2, device: TestDevices.touchpad(slots: 2)),
        Device(name: "semi-mt touchpad", seed: 3, device: TestDevices.touchpad(semiMT: true, slots: 2)),
        Device(name: "touchpad, not a clickpad", seed: 4, device: TestDevices.touchpad(clickpad: false)),
        Device(name: "touchscreen", seed: 5, device: TestDevices.touchscreen()),
    ]

    /// Random touches on every kind of device — fingers landing, moving, resting past the timers,
    /// turning into palms, leaving the surface, lifting; more fingers than slots; dropped events,
    /// clicks and cancels — never lead the machine into an impossible pair.
    @Test(arguments: randomDevices)
    func randomTouchesMeetNoImpossiblePair(_ d: Device) {
        let name = d.name
        var rng = SplitMix64(seed: 0x6E57_0000 &+ d.seed)
        // The default rules; quick holds; and three-finger swipes off, at most three fingers, thumbs
        // always detected, no taps.
        let scripts = [
            Script(d.device), Script(d.device, GestureConfiguration(quickHold: true)),
            Script(d.device, GestureConfiguration(swipeFingerCounts: [4], maximumGestureFingers: 3, thumbDetection: .enabled, tapEnabled: false)),
        ]
        var kinds = Set<GestureKind>()
        for script in scripts {
            var t = 0.0
            var touches: [Touch] = []
            var nextID = 1
            for _ in 0..<6000 {
                let roll = rng.unit()
                if roll < 0.06, touches.count < 6 {
                    // A finger lands, sometimes near an edge.
                    let x = rng.unit() < 0.2 ? rng.uniform(0...3) : rng.uniform(5...95)
                    let y = rng.unit() < 0.2 ? rng.uniform(57...60) : rng.uniform(5...55)
                    touches.append(Touch(nextID, x, y))
                    nextID += 1
                } else if roll < 0.10, !touches.isEmpty {
                    touches.remove(at: Int(rng.next() % UInt64(touches.count)))
                } else if roll < 0.11, !touches.isEmpty {
                    touches[Int(rng.next() % UInt64(touches.count))].palm = true
                } else if roll < 0.115 {
                    touches.removeAll()
                }
                // Everyone moves together, apart, or alone; or rests.
                let style = rng.next() % 4
                let dx = rng.uniform(-2...2), dy = rng.uniform(-2...2)
                for i in touches.indices {
                    switch style {
                    case 0: touches[i].x += dx; touches[i].y += dy
                    case 1: touches[i].x += (touches[i].x - 50) * 0.05; touches[i].y += (touches[i].y - 30) * 0.05
                    case 2: if i == 0 { touches[i].x += dx * 3; touches[i].y += dy * 3 }
                    default: break
                    }
                    touches[i].x = min(max(touches[i].x, 0), 100)
                    touches[i].y = min(max(touches[i].y, 0), 60)
                    // Now and then a contact is reported off the surface.
                    if rng.unit() < 0.002 { touches[i].x = -5 }
                }
                t += rng.unit() < 0.05 ? rng.uniform(0.1...0.6) : 0.008
                let extra = rng.unit() < 0.05 ? Int(rng.next() % 3) : 0
                let special = rng.unit()
                if special < 0.003 {
                    script.cancel(at: t, reason: .system)
                } else if special < 0.006 {
                    script.advance(to: t)
                }
                script.frame(
                    t, touches, fingerCount: extra > 0 ? touches.filter { !$0.palm }.count + extra : nil,
                    buttons: special > 0.006 && special < 0.01 ? [EventCode.BTN_LEFT] : [],
                    followsDrop: special > 0.99)
            }
            kinds.formUnion(script.events.map(\.kind))
            #expect(script.recognizer.impossiblePairs.isEmpty, "\(name): \(script.recognizer.impossiblePairs)")
        }
        // The walk reaches gestures, not just resting fingers.
        #expect(kinds.count >= 3, "\(name): \(kinds)")
    }
}
