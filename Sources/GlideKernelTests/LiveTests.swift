#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GlideInput

/// `glide play` and `glide live`, both through the real kernel: a synthesized recording is played
/// into a uinput device, and `glide live --lines` reading that device's node drives a transition
/// to the outcome the recording was made for.
extension KernelSuite {
    /// One recording and what `glide live` must do with it.
    struct LiveCase {
        /// A file in the repository's Traces/ (copied to ``KernelSuite/glideTraces`` in the VM).
        var file: String
        /// The policy to run with.
        var policy: String
        /// finish or cancel.
        var decision: String
        /// completeTransition's argument.
        var completed: Bool
        /// The fewest `update` lines expected (a 60 ms flick moves a transition only a few times).
        var minimumUpdates = 10
        /// `glide play --speed`. The threshold decides by position alone, so those recordings play at
        /// half speed: debug glide under software emulation on a busy host can fall more than the
        /// kernel's per-client buffer (8 packets) behind and see SYN_DROPPED, which is a correct
        /// answer (the gesture is interrupted) but not the one this test is about. Live latency is
        /// measured on real CPUs by `glide bench soak`.
        var speed = 1.0
    }

    /// Plays `file` with `glide play` while `glide live --handlers --count 1 --transition transition`
    /// reads the device: the scene window's own recognizer and handler start and decide the transition.
    func playDrivesLiveHandlers(file: String, transition: String, operation: String, decision: String, completed: Bool) throws {
        let name = "glide-kernel-live-handlers"
        let (status, lines, stderrText, node) = try playIntoLive(file: file, deviceName: name, speed: 0.5) { node in
            [glide, "live", node, "--handlers", "--count", "1", "--stats", "--transition", transition]
        }
        try expect(status == 0, "glide live --handlers exited \(String(describing: status)): \(lines.suffix(5)) \(stderrText)")
        try expect(lines.first?.hasPrefix("device \(node) \"\(name)\"") == true, "first line: \(lines.first ?? "<none>")")
        try expect(lines.contains { $0.hasPrefix("began \(operation) ") && $0.hasSuffix(" interactive") }, "no interactive \(operation): \(lines.prefix(4))")
        let updates = lines.filter { $0.hasPrefix("update ") }.count
        try expect(updates >= 10, "only \(updates) updates")
        guard let verdict = lines.first(where: { $0.hasPrefix("finish ") || $0.hasPrefix("cancel ") }) else {
            throw TestFailure("the handler decided nothing: \(lines.suffix(6))")
        }
        try expect(verdict.hasPrefix(decision + " "), "expected the handler to \(decision), got: \(verdict)")
        try expect(lines.contains { $0.hasPrefix("completed \(completed)") }, "expected completed \(completed): \(lines.suffix(4))")
        try expect(stderrText.contains("p99"), "no latency statistics: \(stderrText)")
        let stats = stderrText.split(separator: "\n").first { $0.contains("handed over") }.map(String.init) ?? ""
        say("     \(file) → \(transition)'s handler: \(updates) updates, \(verdict.prefix(32))…; \(stats.trimmingCharacters(in: .whitespaces))")
    }

    /// Plays `c.file` with `glide play` while `glide live --lines --count 1` reads the device.
    func playDrivesLive(_ c: LiveCase) throws {
        let name = "glide-kernel-live"
        // The same file replayed first: live through the kernel must decide as the replay does
        // (and glide's code is paged in before the timed run, which software emulation makes slow).
        let replayOut = "/tmp/replay-\(c.file).out"
        let replay = try Child([glide, "replay", glideTraces + "/" + c.file, "--transition", "card", "--policy", c.policy],
            stdout: replayOut, stderr: "/tmp/replay.err")
        try expect(replay.wait(timeout: .seconds(60)) == 0, "glide replay failed: \(readWholeFile("/tmp/replay.err") ?? "")")
        let replayDecision = (readWholeFile(replayOut) ?? "").split(separator: "\n")
            .first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("decision:") }.map(String.init) ?? ""
        try expect(replayDecision.contains("decision:     \(c.decision),"), "glide replay decided: \(replayDecision)")
        let (status, lines, stderrText, node) = try playIntoLive(file: c.file, deviceName: name, speed: c.speed) { node in
            [glide, "live", node, "--lines", "--count", "1", "--stats", "--policy", c.policy, "--transition", "card"]
        }
        try expect(status == 0, "glide live exited \(String(describing: status)): \(lines.suffix(5)) \(stderrText)")
        try expect(lines.first?.hasPrefix("device \(node) \"\(name)\" touchpad") == true, "first line: \(lines.first ?? "<none>")")
        try expect(lines.contains { $0.hasPrefix("gesture began swipe fingers=3") }, "no 3-finger swipe: \(lines.prefix(6))")
        try expect(lines.contains { $0.hasPrefix("began forward") }, "no transition began: \(lines.prefix(8))")
        let updates = lines.filter { $0.hasPrefix("update ") }.count
        try expect(updates >= c.minimumUpdates, "only \(updates) updates")
        guard let decision = lines.first(where: { $0.hasPrefix("finish ") || $0.hasPrefix("cancel ") || $0.hasPrefix("interrupted ") }) else {
            throw TestFailure("no decision: \(lines.suffix(6))")
        }
        try expect(decision.hasPrefix(c.decision + " "), "expected \(c.decision), got: \(decision)")
        try expect(lines.contains { $0.hasPrefix("completed \(c.completed)") }, "expected completed \(c.completed): \(lines.suffix(4))")
        try expect(lines.last == "end transitionLimit", "last line: \(lines.last ?? "")")
        try expect(stderrText.contains("p99"), "no latency statistics: \(stderrText)")
        let stats = stderrText.split(separator: "\n").first { $0.contains("handed over") }.map(String.init) ?? ""
        say("     \(c.file): \(updates) updates, \(decision.prefix(40))…; \(stats.trimmingCharacters(in: .whitespaces))")
    }

    /// Starts `glide play file` (waiting, its start delay long), then the `glide live` command `live`
    /// makes for the device's node; playing starts (SIGUSR1) once glide live says it opened the device,
    /// not after a guessed delay, which a slow start (software emulation, a loaded host) would outlast.
    /// Returns glide live's exit status, its output lines, its standard error and the node.
    func playIntoLive(file: String, deviceName: String, speed: Double, live makeLive: (String) -> [String])
        throws -> (status: Int32?, lines: [String], stderr: String, node: String) {
        let playOut = "/tmp/play-\(file).out", liveOut = "/tmp/live-\(file).out"
        let player = try Child(
            [glide, "play", glideTraces + "/" + file, "--device-name", deviceName, "--start-delay", "60", "--linger", "1", "--speed", String(speed)],
            stdout: playOut, stderr: "/tmp/play.err")
        defer { player.stop() }
        var node = ""
        try expect(waitUntil(.seconds(10)) {
            node = (readWholeFile(playOut) ?? "").split(separator: "\n").first { $0.hasPrefix("/dev/input/event") }.map(String.init) ?? ""
            return !node.isEmpty || player.hasExited
        } && !node.isEmpty, "glide play printed no node: \(readWholeFile(playOut) ?? "") \(readWholeFile("/tmp/play.err") ?? "")")
        let live = try Child(makeLive(node), stdout: liveOut, stderr: "/tmp/live.err")
        defer { live.stop() }
        try expect(waitUntil(.seconds(30)) { (readWholeFile(liveOut) ?? "").hasPrefix("device ") || live.hasExited },
            "glide live did not open \(node): \(readWholeFile("/tmp/live.err") ?? "")")
        player.signal(SIGUSR1)
        try expect(player.wait(timeout: .seconds(20)) == 0, "glide play failed: \(readWholeFile("/tmp/play.err") ?? "")")
        let status = live.wait(timeout: .seconds(15))
        let lines = (readWholeFile(liveOut) ?? "").split(separator: "\n").map(String.init)
        return (status, lines, readWholeFile("/tmp/live.err") ?? "", node)
    }
}
