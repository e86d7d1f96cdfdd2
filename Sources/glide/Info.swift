import ArgumentParser
import Foundation
import GlideCommandLine
import GlideGestureRecognition
import GlideInput

/// `glide info TRACE`: what a recording holds.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Describe a recorded trace: the device, event and frame counts, duration, most fingers, gestures.",
        discussion: """
            TRACE is an evemu recording (evemu-record, `# EVEMU 1.3`, including old files without \
            the header) or a `libinput record` YAML file; the format is recognized from the content, \
            not the file name. Use `-` to read standard input, e.g.:

              glide info swipe.evemu
              glide info --json touchpad.yaml
              evemu-record /dev/input/event5 | glide info -
              glide info --device /dev/input/event7 multi-device.yaml

            Frames are counted at each SYN_REPORT. Fingers are the contacts on the surface, or the \
            BTN_TOOL_* count when a pad reports more fingers than it has slots. The duration runs \
            from the first event to the last; timestamps are rebased to the first event.

            Gestures are what Glide's recognizer makes of the frames: kind (pointer, scroll, swipe, \
            pinch, rotate, hold, tap, drag, edgeSwipe), fingers, direction (left, right, up, down with \
            y growing downward; in or out for pinches) as it began, which is what a --binding matches \
            ("up (ended down)" when the fingers turned back), start and end in seconds, and whether \
            the gesture was cancelled (a gesture still open when the trace ends is cancelled).

            Clicks are listed apart from gestures: each press of the pad's button with the fingers \
            down and the button libinput's clickfinger method makes of it on a clickpad (1 finger \
            left, 2 right, 3 middle), or the physical button pressed; JSON: clicks: [{start, end, \
            fingers, button, clickpad}].

            A malformed line stops the read with `file:line:column: expected ...` and exit status 1; \
            with --lenient, malformed lines are skipped and counted instead.
            """
    )

    @Argument(help: ArgumentHelp("The trace to describe, or - for standard input.", valueName: "trace"))
    var trace: String

    @Flag(help: "Print JSON: {device: {name, kind, slots, sizeMM: [w, h], ...}, events, frames, durationSeconds, maxFingers, protocol, gestures: [{kind, fingers, direction, startDirection, start, began, end, cancelled}], crowded: [{start, end, fingers}], ...}.")
    var json = false

    @Flag(help: "Skip malformed lines (counted and reported once) instead of stopping at the first.")
    var lenient = false

    @Option(help: ArgumentHelp("For multi-device libinput recordings: the device's index (0, 1, ...) or node (/dev/input/event7).", valueName: "index|node"))
    var device: String = "0"

    func run() throws {
        let selector: LibinputRecordReader.DeviceSelector = Int(device).map { .index($0) } ?? .node(device)
        let warned = WarningOnce()
        let options = TraceReadOptions(mode: lenient ? .lenient : .strict) { error in
            warned.report("glide info: warning: skipping malformed lines; first: \(error)")
        }
        let summary: TraceSummary
        let gestures: [RecognizedGesture]
        let clicks: [RecognizedClick]
        let crowded: [CrowdedSpan]
        do {
            let source = try TraceReader.open(path: trace, options: options, device: selector)
            let collector = GestureCollector(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
            summary = try TraceSummary.read(source) { collector.process($0) }
            gestures = collector.finish(end: source.end, at: summary.durationSeconds)
            clicks = collector.clicks
            crowded = collector.crowded
        } catch let error as TraceError {
            printError(voice.errorLine("\(error)"))
            throw ExitCode(1)
        } catch {
            printError(voice.errorLine("\(trace.escapingNonPrintable): \(describe(error))"))
            throw ExitCode(1)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(InfoJSON(
                summary: summary, gestures: gestures.map(GestureJSON.init), clicks: clicks.map(ClickJSON.init), crowded: crowded.map(CrowdedJSON.init)))
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(Self.human(summary, trace: trace))
            print(Self.human(gestures))
            if !crowded.isEmpty {
                print((["  too many fingers for a gesture: \(crowded.count)"] + crowded.map { "    \($0)" }).joined(separator: "\n"))
            }
            if !clicks.isEmpty { print(Self.human(clicks)) }
        }
    }

    /// The gestures section of the text output.
    static func human(_ gestures: [RecognizedGesture]) -> String {
        guard !gestures.isEmpty else { return "  gestures:  none" }
        var lines = ["  gestures:  \(gestures.count)"]
        for g in gestures { lines.append("    \(g)") }
        return lines.joined(separator: "\n")
    }

    /// The clicks section: each press with its fingers and button.
    static func human(_ clicks: [RecognizedClick]) -> String {
        (["  clicks:    \(clicks.count)"] + clicks.map { "    \($0)" }).joined(separator: "\n")
    }

    static func human(_ s: TraceSummary, trace: String) -> String {
        let d = s.device
        let size = "\(formatNumber(d.sizeMM[0])) × \(formatNumber(d.sizeMM[1])) mm" + (d.sizeIsGuess ? " (no resolution: libinput's guess)" : "")
        var traits: [String] = []
        if d.clickpad { traits.append("clickpad") }
        if d.semiMT { traits.append("semi-multitouch") }
        let protocolText = s.protocol == "none" ? "single touch" : "multitouch protocol \(s.protocol)"
        var lines = [
            "\(trace == "-" ? "<stdin>" : trace.escapingNonPrintable) (\(s.format))",
            // A name read from a file is shown with its control characters escaped (never sent to the terminal).
            "  device:    \(d.name.escapingNonPrintable) [\(d.id)]\(d.node.map { " at \($0.escapingNonPrintable)" } ?? "")",
            "  kind:      \(d.kind)\(traits.isEmpty ? "" : ", " + traits.joined(separator: ", ")), \(protocolText), \(d.slots) slots",
            "  size:      \(size)",
            "  events:    \(s.events) in \(s.frames) frames over \(String(format: "%.3f", s.durationSeconds)) s",
            "  fingers:   at most \(s.maxFingers) at once, \(s.contacts) contacts in all",
        ]
        if s.droppedFrames > 0 { lines.append("  dropped:   \(s.droppedFrames) SYN_DROPPED") }
        if s.skippedLines > 0 { lines.append("  skipped:   \(s.skippedLines) malformed lines") }
        return lines.joined(separator: "\n")
    }
}

/// Prints a warning to standard error the first time only.
final class WarningOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    func report(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        done = true
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// The JSON output: the summary's keys, unchanged, plus `gestures`.
struct InfoJSON: Encodable {
    var summary: TraceSummary
    var gestures: [GestureJSON]
    var clicks: [ClickJSON]
    var crowded: [CrowdedJSON]

    private enum Keys: String, CodingKey { case gestures, clicks, crowded }

    func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(gestures, forKey: .gestures)
        try container.encode(clicks, forKey: .clicks)
        try container.encode(crowded, forKey: .crowded)
    }
}

/// A time in the JSON output: seconds rounded to the microsecond, as the recordings give them.
func microseconds(_ seconds: Double) -> Double {
    (seconds * 1_000_000).rounded() / 1_000_000
}

/// A period with more fingers down than any gesture uses: `{start, end, fingers}`.
struct CrowdedJSON: Encodable {
    var start: Double
    var end: Double
    var fingers: Int

    init(_ c: CrowdedSpan) {
        start = microseconds(c.start)
        end = microseconds(c.end)
        fingers = c.mostFingers
    }
}

/// One click in the JSON output: `{start, end, fingers, button, clickpad}`, button left/right/middle/none.
struct ClickJSON: Encodable {
    var start: Double
    var end: Double
    var fingers: Int
    var button: String
    var clickpad: Bool

    init(_ c: RecognizedClick) {
        start = microseconds(c.start)
        end = microseconds(c.end)
        fingers = c.fingers
        button = c.button.rawValue
        clickpad = c.clickpad
    }
}

/// One gesture in the JSON output; `direction` (over the whole gesture) and `startDirection` (when it
/// began: what a binding matches) only where one applies.
struct GestureJSON: Encodable {
    var kind: String
    var fingers: Int
    var direction: String?
    var startDirection: String?
    var start: Double
    var began: Double
    var end: Double
    var cancelled: Bool

    init(_ g: RecognizedGesture) {
        kind = g.kind.rawValue
        fingers = g.fingers
        direction = g.direction?.rawValue
        startDirection = g.startDirection?.rawValue
        start = microseconds(g.start)
        began = microseconds(g.began)
        end = microseconds(g.end)
        cancelled = g.cancelled
    }
}
