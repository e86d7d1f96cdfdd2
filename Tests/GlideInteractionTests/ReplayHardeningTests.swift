import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import GlideTestSupport
import GlideUIKitCore
import Testing

@testable import GlideGestureRecognition
@testable import GlideInteraction

/// Time in replays (issue 13): idle time costs nothing, and no time can trap the clock.
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct ReplayHardeningTests {
    static let swipe = "touchpad-3f-swipe-left-70-back-20.evemu"

    /// The recording's events, then the same gesture again `gapSeconds` later (in evemu text).
    static func twice(gapSeconds: Int) throws -> String {
        let text = try String(contentsOfFile: Repository.glideTrace(swipe), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var shifted: [String] = []
        for line in lines where line.hasPrefix("E: ") {
            // The recording starts in slot 0 without saying so (the kernel sends only changes): say it.
            if shifted.isEmpty { shifted.append("E: \(gapSeconds).000000 0003 002f 0") }
            let fields = line.dropFirst(3).split(separator: " ", maxSplits: 1)
            let time = fields[0].split(separator: ".")
            shifted.append("E: \(Int(time[0])! + gapSeconds).\(time[1]) \(fields[1])")
        }
        return text + (text.hasSuffix("\n") ? "" : "\n") + shifted.joined(separator: "\n") + "\n"
    }

    func replay(_ text: String, recordsTimeline: Bool = true) throws -> ReplayTimeline {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-gap-\(UUID().uuidString).evemu").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var options = ReplaySession.Options()
        options.recordsTimeline = recordsTimeline
        let session = ReplaySession(source: try TraceReader.open(path: path), target: scene, clock: clock,
                                    configuration: InteractionConfiguration(policy: .threshold(0.5)), options: options)
        if !recordsTimeline { session.onDisplayFrame = { _ in } }
        return try session.run()
    }

    /// A year between two gestures stepped 120 Hz display frames through the whole gap (3.8 billion
    /// of them): frames are now computed only while a transition is in flight, so the second gesture
    /// costs exactly what the first did.
    @Test func aYearBetweenTwoGesturesComputesNoFramesInBetween() throws {
        let once = try replay(try String(contentsOfFile: Repository.glideTrace(Self.swipe), encoding: .utf8))
        let year = 365 * 24 * 3600
        let twice = try replay(try Self.twice(gapSeconds: year))
        #expect(twice.summary.transitions.count == 2)
        #expect(twice.summary.transitions.map(\.decision) == [once.summary.transitions[0].decision, once.summary.transitions[0].decision])
        #expect(twice.displayFrames.count == 2 * once.displayFrames.count)
        // Every display frame is one where something animates (or the one after that shows where it stopped).
        let inGap = twice.displayFrames.filter { $0.t > 2 && $0.t < Double(year) }
        #expect(inGap.isEmpty)
        // The same with only a display-frame observer (no timeline): the replay ends.
        _ = try replay(try Self.twice(gapSeconds: year), recordsTimeline: false)
    }

    /// A year-long pause with the fingers down in the middle of the swipe: the transition is
    /// interactive and frozen, so after the pause's first second no frame is computed until the
    /// fingers move again; the gesture still ends as it would have.
    @Test func aYearLongPauseMidGestureComputesOneSecondOfFrozenFrames() throws {
        let text = try String(contentsOfFile: Repository.glideTrace(Self.swipe), encoding: .utf8)
        let year = 365 * 24 * 3600
        var paused: [String] = []
        var after = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("E: ") else { paused.append(String(line)); continue }
            let fields = line.dropFirst(3).split(separator: " ", maxSplits: 1)
            let time = fields[0].split(separator: ".")
            // From the first frame after 0.3 s on, everything happens a year later.
            if !after, Double(fields[0])! > 0.3, line.contains("0000 0000 0000") == false { after = true }
            paused.append(after ? "E: \(Int(time[0])! + year).\(time[1]) \(fields[1])" : String(line))
        }
        let once = try replay(text)
        let t = try replay(paused.joined(separator: "\n"))
        #expect(t.summary.transitions.count == 1)
        #expect(t.summary.transitions.first?.decision == once.summary.transitions.first?.decision)
        #expect(t.summary.transitions.first?.percentAtRelease == once.summary.transitions.first?.percentAtRelease)
        let frozen = t.displayFrames.filter { $0.t > 0.3 && $0.t < Double(year) }
        #expect(frozen.count <= 121 && frozen.count >= 119, "\(frozen.count)")
        #expect(Set(frozen.dropFirst().map(\.percent)).count == 1)
    }

    /// The furthest a libinput recording's fields reach (UInt32 seconds: 136 years) replays too.
    @Test func aCenturyLongGapReplays() throws {
        let t = try replay(try Self.twice(gapSeconds: 4_294_967_295 - 1))
        #expect(t.summary.transitions.count == 2)
        #expect(t.summary.durationSeconds > 4.29e9)
    }

    /// 2^63 ns crashed `nanoseconds(_:)` (Double → Int64): beyond 2^62 ns it clamps, as infinity does.
    @Test func nanosecondsNeverTraps() {
        #expect(nanoseconds(0.25) == 250_000_000)
        #expect(nanoseconds(9_223_372_036.854775807) == Int64.max / 4)
        #expect(nanoseconds(1e300) == Int64.max / 4)
        #expect(nanoseconds(-1e300) == -(Int64.max / 4))
        #expect(nanoseconds(.infinity) == Int64.max / 4)
        let clock = ManualClock()
        clock.advance(by: 1e30)
        #expect(clock.nowNanoseconds == Int64.max / 4)
    }
}

/// One recognizer, one answer (issue 13): `glide info` and `glide replay` list the same gestures,
/// with the same starts and ends, on every real recording.
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct InfoReplayAgreementTests {
    @Test(arguments: [
        "apple-bcm5974-multifinger-protoA-2010.evemu", "synaptics-hp8470p-2finger-scroll-horizontal.evemu",
        "ts-ntrig-2finger-touch-release-protoA.evemu", "synaptics-tm3276-t480-4finger-hold.evemu",
        "cypress-ps2-3finger-press.evemu", "alps-glidepoint-2finger-tap.evemu",
    ])
    func infoAndReplayAgree(name: String) throws {
        let path = Repository.sharedTrace(name)
        let info = try GestureStateMachine.recognize(try TraceReader.open(path: path))
        let clock = ManualClock().makeCurrent()
        let timeline = try ReplaySession(source: try TraceReader.open(path: path), target: ReferenceTransition.card.makeScene(clock: clock), clock: clock).run()
        let replayed = timeline.summary.gestures
        #expect(replayed.count == info.count, "\(replayed) vs \(info)")
        for (r, i) in zip(replayed, info) {
            #expect(r.kind == i.kind.rawValue && r.fingers == i.fingers)
            #expect(abs(r.start - i.start) < 1e-6 && abs(r.end - i.end) < 1e-6, "\(r) vs \(i)")
            // Nothing ends after the recording does.
            #expect(r.end <= timeline.summary.durationSeconds + 1e-6)
        }
    }

    /// hp8470p: a scroll that begins when a second finger joins a pointer starts then, not at 0 s.
    @Test func laterGesturesStartWhenTheyBegin() throws {
        let gestures = try GestureStateMachine.recognize(try TraceReader.open(path: Repository.sharedTrace("synaptics-hp8470p-2finger-scroll-horizontal.evemu")))
        #expect(gestures.count == 6)
        for (earlier, later) in zip(gestures, gestures.dropFirst()) {
            #expect(later.start > earlier.start, "\(later) starts no later than \(earlier)")
        }
    }
}
