import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCheck
import GlideCatalog
import GlideExamples
import GlideInteraction
import GlideInput
import GlideUIKitCore

/// `glide bench soak`: millions of frames through the live code path, with resident memory watched.
struct SoakBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Push millions of synthesized frames through the live code path and report memory.",
        discussion: """
            A synthesized touchpad plays, again and again, a three-finger swipe left that presents \
            the transition and, once it has completed, a swipe right that dismisses it. The events \
            go through LiveSession - the same loop 'glide live' runs on a device - on a simulated \
            clock that moves to each event's time, so ten million frames take minutes, not a day. \
            Resident memory (RSS) is read from /proc/self/statm at every checkpoint; after warm-up \
            it must stay flat.
            """
    )

    @Option(parsing: .unconditional, help: "Frames to push through, 1 to 1000000000.")
    var frames = 10_000_000

    @Option(parsing: .unconditional, help: "Frames between memory checkpoints, 1 to --frames.")
    var every = 1_000_000

    @Option(name: .shortAndLong, help: "The reference transition.")
    var transition = "card"

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Flag(help: "Touches into the card scene's window, where its pan handler drives (touchscreen drags up that it cancels).")
    var handlers = false

    func validate() throws {
        try OptionRange.check(frames, in: 1...1_000_000_000, "--frames")
        try OptionRange.check(every, in: 1...frames, "--every")
        guard ReferenceTransition(rawValue: transition) != nil else { throw ValidationError(unknownName("transition", transition, in: ReferenceTransition.allCases.map(\.rawValue))) }
    }

    /// Present, wait for the completion, dismiss, wait: one cycle of the soak.
    static let script = "down 3; move left 70% 300ms; lift; pause 1.5s; down 3; move right 70% 300ms; lift; pause 1.5s"
    /// `--handlers`: a one-finger drag up over the card list, 10 % of the synthetic screen's width
    /// (29 mm, 140 points over its height: 35 % of the card handler's 400), which the handler cancels.
    static let handlerScript = "down 1 at 50% 60%; move up 10% 300ms; lift; pause 1.5s"

    func run() throws {
        let device = handlers ? SyntheticDevice.touchscreen : SyntheticDevice.touchpad
        let events = try GestureSynthesizer(device: device).events(for: GestureScript(handlers ? Self.handlerScript : Self.script, name: "soak"))
        let reference = ReferenceTransition(rawValue: transition)!
        let report = try MainActor.assumeIsolated { try soak(events: events, reference: reference) }
        print(report)
    }

    @MainActor
    private func soak(events: [InputEvent], reference: ReferenceTransition) throws -> String {
        let clock = ManualClock().makeCurrent()
        let scene = reference.makeScene(clock: clock)
        // The script ends with a pause the events cannot show: the next copy starts 1.5 s after the last lift.
        let period = Double(events.last!.timestampMicroseconds) / 1e6 + 1.5
        let device = handlers ? SyntheticDevice.touchscreen : SyntheticDevice.touchpad
        let source = RepeatingEventSource(device: device, events: events, periodSeconds: period, frameLimit: frames, clock: clock)
        let session = handlers ? LiveSession(source: source, window: scene.window, clock: clock) : LiveSession(source: source, target: scene, clock: clock)
        var checkpoints: [(frames: Int, transitions: Int, rss: Int, seconds: Double)] = []
        var transitions = 0
        if handlers { session.onHandlerTransitionEvent = { _, e in if case .hierarchyUpdated = e.kind { transitions += 1 } } }
        let start = MonotonicClock.nanosecondsNow()
        let every = self.every
        let total = frames
        // On a terminal a bar shows how far the soak is (checked every 4096 frames, drawn ten times a second).
        let bar = ProgressBar(label: "soak")
        defer { bar.finish() }
        session.pipeline.onFrame = { _ in
            let n = source.frameCount
            if n & 4095 == 0 { bar.update(n, of: total) }
            if n % every == 0 {
                checkpoints.append((n, transitions, Self.residentBytes(), Double(MonotonicClock.nanosecondsNow() - start) / 1e9))
            }
        }
        let end = try session.run { record in
            if case .completed = record { transitions += 1 }
        }
        let elapsed = Double(MonotonicClock.nanosecondsNow() - start) / 1e9
        let finalRSS = Self.residentBytes()
        let warm = checkpoints.first?.rss ?? finalRSS
        let peak = max(finalRSS, checkpoints.map(\.rss).max() ?? 0)
        let growth = finalRSS - warm
        let latency = session.applyLatency
        func mb(_ b: Int) -> String { String(format: "%.1f MB", Double(b) / 1_048_576) }
        func us(_ ns: Int64?) -> String { ns.map { String(format: "%.1f µs", Double($0) / 1000) } ?? "–" }
        if json {
            return """
                {"frames": \(source.frameCount), "events": \(session.eventCount), "transitions": \(transitions), "seconds": \(elapsed), \
                "rssAfterWarmUpBytes": \(warm), "rssFinalBytes": \(finalRSS), "rssPeakBytes": \(peak), "growthBytes": \(growth), \
                "applyLatencyP50Nanoseconds": \(latency.percentile(0.5) ?? 0), "applyLatencyP99Nanoseconds": \(latency.percentile(0.99) ?? 0), \
                "end": "\(end)"}
                """
        }
        var lines = ["soak: \(source.frameCount) frames (\(session.eventCount) events), \(transitions) transitions completed, \(String(format: "%.1f", elapsed)) s, \(Int(Double(source.frameCount) / elapsed)) frames/s"]
        lines.append("      frames   transitions        RSS   elapsed")
        for c in checkpoints {
            lines.append(String(format: "%12d  %12d  %9@  %7.1f s", c.frames, c.transitions, mb(c.rss) as NSString, c.seconds))
        }
        lines.append("RSS after warm-up (first checkpoint) \(mb(warm)), at the end \(mb(finalRSS)), peak \(mb(peak)): growth \(String(format: "%+.1f", Double(growth) / 1024)) KB")
        lines.append("SYN_REPORT handed over → percent applied (live code path, no kernel): p50 \(us(latency.percentile(0.5))), p99 \(us(latency.percentile(0.99))), max \(us(latency.maximum)) over the last \(min(latency.count, latency.capacity)) of \(latency.count) frames")
        return lines.joined(separator: "\n")
    }

    /// Resident set size from /proc/self/statm, in bytes.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
