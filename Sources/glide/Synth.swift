import ArgumentParser
import Foundation
import GlideCommandLine
import GlideInput

/// `glide synth SCRIPT -o FILE`: an evemu recording of a scripted gesture.
struct Synth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Write an evemu recording of a scripted gesture, as a real touchpad or touchscreen would send it.",
        discussion: """
            SCRIPT says what the fingers do; the recording holds what the device would send for \
            it: frames at the scan rate with jitter, smooth hand motion, a little sensor noise, \
            pressure, MSC_TIMESTAMP, only changed values, BTN_TOUCH/BTN_TOOL_* and ABS_X/ABS_Y as \
            the kernel sends them. The same script, device, seed and options always give the \
            same bytes.

            THE SCRIPT LANGUAGE
            Steps are separated by ';' or new lines; '#' starts a comment. Durations are
            written 300ms or 0.3s, percentages 70%.

              down N [at X% Y% | at EDGE [P%]] [stagger T]
                  N fingers touch, in a row like a hand (about 17 mm apart).
                  'at X% Y%': the hand's centre at that point (percent of the
                  surface's width and height). 'at right' (left, top, bottom): the
                  outermost finger 1.5 mm from that edge, P% along it (default 50%).
                  Without 'at', the whole gesture is centred on the surface.
                  'stagger T': the fingers land one after another, T apart.
              move DIR P% T
                  The fingers glide smoothly (starting and stopping at rest) in DIR
                  (left, right, up or down) until they are P% of the gesture distance
                  from where they touched down, taking T. P is a position, not a step:
                  'move left 70% 400ms; move left 20% 300ms' goes out to 70%, then
                  back to 20%.
              flick DIR P% T
                  As move, but accelerating all the way: the fingers reach P% at full
                  speed (twice the average). Follow it with 'lift' to let go while
                  moving.
              pause T
                  Nothing moves for T (the fingers rest on the surface).
              add [N]
                  N more fingers (default 1) touch beside the others, mid-gesture.
              lift [N | all] [stagger T]
                  N fingers (the last ones down first) or all of them (the default)
                  leave the surface; 'stagger T': one after another, T apart.
              drop [T]
                  The kernel's buffer overflows: the events of the next T (default
                  50ms) are lost, and the recording shows SYN_DROPPED followed by the
                  rest of an incomplete frame.
              vanish
                  The device disappears: the recording stops, fingers still down.
                  It must be the last step.
            A script ends with every finger lifted, or with vanish. A step lasts at most
            10 minutes, a script at most 2 minutes in all.

            The gesture distance (100%) is 40 mm on a touchpad and the surface's width \
            on a touchscreen, the distances Glide's interaction driver uses; --distance \
            changes it.

            EXAMPLES
              glide synth 'down 3; move left 70% 400ms; move left 20% 300ms; lift' \\
                  -o back.evemu
              glide synth 'down 3; flick left 25% 60ms; lift' -o flick.evemu
              glide synth 'down 3; move left 30% 200ms; add 1; move left 60% 200ms; lift' \\
                  -o added.evemu
              glide synth 'down 3; move left 40% 200ms; drop; move left 60% 150ms; lift' \\
                  -o dropped.evemu
              glide synth 'down 3; move left 50% 300ms; vanish' -o vanished.evemu
              glide synth --device touchscreen \\
                  'down 1 at right; move left 51% 700ms; pause 100ms; lift' -o edge.evemu
              glide synth --like t480.evemu 'down 4; move right 60% 300ms; lift' -o -
              glide synth @swipe.script -o swipe.evemu   # script from a file (@- stdin)
            """
    )

    @Argument(help: ArgumentHelp("The gesture script, or @FILE to read it from a file (@- for standard input).", valueName: "script"))
    var script: String

    @Option(help: ArgumentHelp("The device: touchpad (a 100 × 56 mm clickpad, 5 slots) or touchscreen (13.3\", 294 × 165 mm, 10 slots).", valueName: "touchpad|touchscreen"))
    var device: String?

    @Option(help: ArgumentHelp("Use the device of this recording (evemu or libinput record) instead of a preset.", valueName: "trace"))
    var like: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The scan rate in Hz (80 to 140).", valueName: "hz"))
    var rate: Double = 120

    @Option(parsing: .unconditional, help: ArgumentHelp("The random seed, 0 to 2^64 - 1: the same seed gives the same file.", valueName: "n"), transform: OptionRange.seed)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("What 100% is, in millimetres, above 0 and at most 1000 (default: 40 on touchpads, the width on touchscreens).", valueName: "mm"))
    var distance: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Positional noise (standard deviation) in millimetres, 0 (none) to 2.", valueName: "mm"))
    var noise: Double = 0.05

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The evemu file to write, or - for standard output.", valueName: "file"))
    var output: String

    func validate() throws {
        if device != nil && like != nil { throw ValidationError("Give either --device or --like, not both.") }
        if let device, SyntheticDevice.preset(named: device) == nil {
            throw ValidationError("Unknown device '\(device)': use touchpad or touchscreen (or --like TRACE).")
        }
        // The synthesizer's own ranges, checked here so that a value out of range is a usage error (exit 2).
        try OptionRange.check(rate, in: GestureSynthesizer.Options.rateRange, "--rate", "Hz, as real touch devices scan")
        try OptionRange.check(noise, in: GestureSynthesizer.Options.noiseRange, "--noise", "mm")
        if let distance, !(distance > 0 && distance <= 1000) {
            throw ValidationError("--distance \(distance): must be above 0 and at most 1000 mm")
        }
    }

    func run() throws {
        let (text, name) = try readScript()
        let parsed: GestureScript
        do {
            parsed = try GestureScript(text, name: name)
        } catch {
            fail(Self.explain(error, in: text))
        }

        let description: DeviceDescription
        let deviceArgument: String
        if let like {
            do {
                description = try SyntheticDevice.like(trace: like)
            } catch {
                fail("\(error)")
            }
            deviceArgument = "--like " + (like as NSString).lastPathComponent
        } else {
            let preset = (device ?? "touchpad").lowercased()
            description = SyntheticDevice.preset(named: preset)!
            deviceArgument = "--device " + preset
        }
        let synthesizer: GestureSynthesizer
        do {
            synthesizer = try GestureSynthesizer(
                device: description,
                options: .init(seed: seed, rate: rate, distanceMillimetres: distance, noiseMillimetres: noise))
        } catch {
            fail("\(error)")
        }
        // Synthesize first, so a script that does not fit leaves no half-written file.
        let events: [InputEvent]
        do {
            events = try synthesizer.events(for: parsed)
        } catch {
            fail(Self.explain(error, in: text))
        }
        do {
            let out = try TraceOutput(path: output)
            try synthesizer.writeEvemu(parsed, to: out, deviceArgument: deviceArgument)
            try out.sync()
        } catch {
            fail("\(error)")
        }
        let frames = events.filter(\.isSynReport).count
        let seconds = Double(events.last?.timestampMicroseconds ?? 0) / 1_000_000
        let drops = events.filter { $0.type == EventType.syn && $0.code == EventCode.SYN_DROPPED }.count
        var summary = "Wrote \(events.count) events in \(frames) frames over \(String(format: "%.3f", seconds)) s "
            + "(\"\(description.name)\", 100% = \(String(format: "%g", synthesizer.distanceMillimetres)) mm) to \(output == "-" ? "standard output" : output)."
        if drops > 0 { summary += " It includes \(drops) SYN_DROPPED." }
        if parsed.steps.last.map({ if case .vanish = $0.action { return true } else { return false } }) == true {
            summary += " It stops mid-gesture: the device vanishes."
        }
        printError(summary)
    }

    /// The script's text and the name errors give it. A file's bytes must be UTF-8 (text that is not is told at
    /// its first bad byte, never read as replacement characters); a byte-order mark at the start is skipped.
    private func readScript() throws -> (String, String) {
        // Dropped here too, so that an error's quoted line is the line GestureScript read.
        guard script.hasPrefix("@") else { return (TextFile.droppingByteOrderMark(script), "<script>") }
        let path = String(script.dropFirst())
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                fail("cannot read the script \(path): \(String(cString: strerror(errno)))")
            }
            data = contents
        }
        let name = path == "-" ? "<stdin>" : path
        switch TextFile.decode([UInt8](data)) {
        case .success(let text): return (text, name)
        case .failure(let bad): fail("\(name):\(bad.line):\(bad.column): \(bad.expected)")
        }
    }

    /// The error, then the script line with a caret under the column: escaped (a control character
    /// shows as `\e`, `\u{7}`), and a long line cut to the 60 characters around the column.
    static func explain(_ error: GestureScriptError, in text: String) -> String {
        var message = "\(error)"
        // Lines as the script's reader counts them.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: TextFile.isLineEnd)
        if error.line >= 1, error.line <= lines.count, !lines[error.line - 1].allSatisfy(\.isWhitespace) {
            let line = lines[error.line - 1]
            let prefix = String(decoding: line.utf8.prefix(max(0, error.column - 1)), as: UTF8.self)
            let rest = String(decoding: line.utf8.dropFirst(max(0, error.column - 1)), as: UTF8.self)
            var before = prefix.escapingNonPrintable, after = rest.escapingNonPrintable
            if before.count > 20 { before = "…" + before.suffix(19) }
            if after.count > 40 { after = after.prefix(39) + "…" }
            let indent = String(before.map { $0 == "\t" ? "\t" : " " })
            message += "\n  \(before)\(after)\n  \(indent)^"
        }
        return message
    }
}
