#if canImport(Glibc)
import Glibc
#endif
import GlideEvdev
import GlideInput

extension KernelSuite {
    /// `glide synth` writes a 3-finger swipe; `glide play` sends it into the kernel through uinput;
    /// `EvdevDevice`, on the node found by the name given with `--device-name`, reads it back. The
    /// frames assembled from the device must equal the frames assembled from the file (contacts,
    /// positions, finger counts, order; not timestamps), and the played pace must follow the file's.
    /// Then, as user nobody, `glide play` must say in one sentence why it cannot create a device.
    func playSynthesized() throws {
        let file = "/tmp/glide-synth-swipe.evemu"
        let script = "down 3; move left 70% 400ms; move left 20% 300ms; lift"
        let synth = try Child([glide, "synth", script, "--seed", "21", "-o", file], stderr: "/tmp/glide-synth.err")
        try expect(synth.wait() == 0, "glide synth exited \(String(describing: synth.exitCode)): \(readWholeFile("/tmp/glide-synth.err") ?? "")")

        let name = "Glide kernel-test synthesized pad"
        let before = eventNodes()
        let player = try Child(
            [glide, "play", file, "--device-name", name, "--start-delay", "1.5", "--linger", "0.3"],
            stdout: "/tmp/glide-play.out", stderr: "/tmp/glide-play.err")
        defer { player.stop() }
        // Found by name, as a test harness that did not start the player would.
        var node: String?
        let appeared = waitUntil(.seconds(10)) {
            node = eventNodes().subtracting(before).sorted().first { (try? EvdevDevice.describe(path: $0))?.name == name }
            return node != nil || player.hasExited
        }
        guard appeared, let node else {
            throw TestFailure("no device named \"\(name)\" appeared (glide play: \(readWholeFile("/tmp/glide-play.err") ?? ""))")
        }
        let opened = ContinuousClock.now
        let reader = try EvdevDevice(path: node)
        var live: [InputEvent] = []
        let deadline = ContinuousClock.now + .seconds(20)
        while reader.end == nil, ContinuousClock.now < deadline {
            if let event = try reader.nextEvent(timeout: .milliseconds(100)) { live.append(event) }
        }
        let readFor = milliseconds(since: opened)
        try expect(reader.end == .deviceRemoved, "the device was not removed after playing (end: \(String(describing: reader.end)))")
        try expect(player.wait() == 0, "glide play exited \(String(describing: player.exitCode)): \(readWholeFile("/tmp/glide-play.err") ?? "")")
        try expect(readWholeFile("/tmp/glide-play.out") == node + "\n", "glide play printed \(readWholeFile("/tmp/glide-play.out") ?? "nothing"), not \(node)")
        let said = readWholeFile("/tmp/glide-play.err") ?? ""
        try expect(said.hasPrefix("Played ") && said.contains("removed the device"), "glide play said: \(said)")

        // The description, under the new name.
        let recorded = try EvemuFile(path: file)
        var expected = recorded.description
        expected.name = name
        try checkDescription(reader.device, expected)

        // Event for event: the synthesized stream is already what the kernel lets through.
        let fileSource = try TraceReader.open(path: file)
        var fileEvents: [InputEvent] = []
        while let event = try fileSource.nextEvent() { fileEvents.append(event) }
        try compareStreams(live, fileEvents)

        // Frame for frame.
        let fileFrames = try TouchFrameAssembler.frames(from: SynthesizedEventSource(device: fileSource.device, events: fileEvents))
        let assembler = TouchFrameAssembler(device: reader.device, resynchronizesAfterDrop: true)
        let liveFrames = live.compactMap { assembler.process($0) }
        try expect(liveFrames.count == fileFrames.count && fileFrames.count > 50, "\(liveFrames.count) frames read, \(fileFrames.count) in the file")
        for (i, (a, b)) in zip(liveFrames, fileFrames).enumerated() {
            func shape(_ f: TouchFrame) -> String {
                let contacts = f.contacts.map { "\($0.id)@\($0.slot ?? -1):\($0.x),\($0.y),p\($0.pressure ?? -1)" }.joined(separator: " ")
                return "\(f.fingerCount)f tool\(f.toolFingerCount ?? -1) touch\(f.isTouching ?? false) [\(contacts)] +\(f.began) -\(f.ended.map(\.id)) msc\(f.mscTimestamp ?? 0)"
            }
            try expect(shape(a) == shape(b), "frame \(i) differs: read \(shape(a)), file \(shape(b))")
        }
        try expect(fileFrames.map(\.fingerCount).max() == 3 && fileFrames.last?.fingerCount == 0, "finger counts")
        let travel = (fileFrames.map { f in f.contacts.map(\.xMillimetres).reduce(0, +) / Double(max(1, f.contacts.count)) }.dropLast().min() ?? 0)
            - fileFrames[0].contacts.map(\.xMillimetres).reduce(0, +) / 3
        try expect(Swift.abs(travel + 28) < 0.5, "the swipe travels \(travel) mm, not 70% of 40 mm")

        // The pace: each frame's time since the first, played against recorded.
        let t0Live = liveFrames[0].timestampMicroseconds, t0File = fileFrames[0].timestampMicroseconds
        let errors = zip(liveFrames, fileFrames).map { Double(($0.timestampMicroseconds - t0Live) - ($1.timestampMicroseconds - t0File)) / 1000 }
        let worst = errors.map { Swift.abs($0) }.max() ?? 0
        let sorted = errors.map { Swift.abs($0) }.sorted()
        let median = sorted[sorted.count / 2]
        let fileSpan = Double(fileFrames.last!.timestampMicroseconds - t0File) / 1000
        let liveSpan = Double(liveFrames.last!.timestampMicroseconds - t0Live) / 1000
        try expect(worst < 250, "playback strayed \(worst) ms from the recorded pace")
        say("     \(live.count) events, \(liveFrames.count) frames equal to the file's; recorded \(String(format: "%.1f", fileSpan)) ms, "
            + "played \(String(format: "%.1f", liveSpan)) ms; frame timing off by median \(String(format: "%.2f", median)) ms, "
            + "worst \(String(format: "%.2f", worst)) ms; read for \(readFor) ms (1.5 s start delay, 0.3 s linger)")

        // Ctrl-C while waiting to start: the device goes at once, and the exit is clean.
        let interrupted = try Child(
            [glide, "play", file, "--device-name", name + " 2", "--start-delay", "30"],
            stdout: "/tmp/glide-play2.out", stderr: "/tmp/glide-play2.err")
        defer { interrupted.stop() }
        try expect(waitUntil(.seconds(10)) { (readWholeFile("/tmp/glide-play2.out") ?? "").hasSuffix("\n") || interrupted.hasExited },
            "the second player printed no node: \(readWholeFile("/tmp/glide-play2.err") ?? "")")
        let node2 = String((readWholeFile("/tmp/glide-play2.out") ?? "").dropLast())
        try expect(eventNodes().contains(node2), "\(node2) is not there")
        let signalled = ContinuousClock.now
        interrupted.signal(SIGINT)
        // Generous: under an emulated CPU on a loaded host, tearing the device down once took longer than 3 s (the time it
        // took is printed below).
        try expect(interrupted.wait(timeout: .seconds(10)) == 0, "glide play after SIGINT exited \(String(describing: interrupted.exitCode)) within 10 s")
        let stopMs = milliseconds(since: signalled)
        try expect(waitUntil(.seconds(2)) { !eventNodes().contains(node2) }, "\(node2) is still there after SIGINT")
        try expect((readWholeFile("/tmp/glide-play2.err") ?? "").hasPrefix("Stopped after 0 of"), "after SIGINT: \(readWholeFile("/tmp/glide-play2.err") ?? "")")
        say("     SIGINT during the start delay: exit 0 and \(node2) removed after \(stopMs) ms")

        // Without write access to /dev/uinput: one sentence, exit 1, no crash.
        let nobody = try Child([selfPath, "as-user", "65534", "65534", glide, "play", file], stdout: "/tmp/nobody-play.out", stderr: "/tmp/nobody-play.err")
        try expect(nobody.wait() == 1, "glide play as nobody exited \(String(describing: nobody.exitCode))")
        let message = readWholeFile("/tmp/nobody-play.err") ?? ""
        try expect(message.hasPrefix("glide play: error: /dev/uinput is not writable by this user") && message.contains("'input' group")
            && message.contains("udev rule") && message.split(separator: "\n").count == 1 && !message.contains("Fatal error"),
            "glide play as nobody said: \(message)")
        try expect((readWholeFile("/tmp/nobody-play.out") ?? "").isEmpty, "glide play as nobody printed a node")
    }
}
