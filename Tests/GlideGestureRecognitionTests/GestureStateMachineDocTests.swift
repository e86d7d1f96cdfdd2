import Foundation
import GlideTestSupport
import Testing
@testable import GlideGestureRecognition

/// `docs/gesture-state-machine.md`, generated from the code: the states and events from their enums
/// (with their doc comments), the diagram and the transition matrix from
/// ``GestureStateMachine/transitions`` — the table the handlers are checked against in
/// `GestureStateMachineTableTests` — and the thresholds from ``GestureStateMachine/thresholds``.
///
/// `GLIDE_UPDATE_DOCS=1 swift test --filter GestureStateMachineDocTests` rewrites the file;
/// otherwise a committed file that differs from what the code generates fails.
@Suite struct GestureStateMachineDocTests {
    static let documentURL = Repository.root.appendingPathComponent("docs/gesture-state-machine.md")
    static let recognitionFolder = Repository.root.appendingPathComponent("Sources/GlideGestureRecognition/Recognition")

    @Test func theCommittedDiagramIsWhatTheCodeGenerates() throws {
        let generated = try GestureStateMachineDocument.markdown(sources: Self.recognitionFolder)
        try GeneratedDocument.compare(generated, with: Self.documentURL, regenerate: "GestureStateMachineDocTests")
    }

    /// The doc comments the document quotes are read from the sources; the names must be the
    /// enums' cases and the table's constants, all of them, in order.
    @Test func theSourcesNameEveryCaseAndEveryThreshold() throws {
        let folder = Self.recognitionFolder
        let states = try SwiftDocComments(file: folder.appendingPathComponent("GestureState.swift"))
        #expect(states.cases.map(\.name) == GestureState.allCases.map(\.rawValue))
        let events = try SwiftDocComments(file: folder.appendingPathComponent("GestureMachineEvent.swift"))
        #expect(events.cases.map(\.name) == GestureMachineEvent.allCases.map(\.rawValue))
        let thresholds = try SwiftDocComments(file: folder.appendingPathComponent("GestureThresholds.swift"))
        #expect(thresholds.staticLets.map(\.name) == GestureStateMachine.thresholds.map(\.name),
                "GestureStateMachine.thresholds must list every constant of GestureThresholds.swift")
        #expect(thresholds.staticLets.allSatisfy { !$0.doc.isEmpty })
        for t in GestureStateMachine.thresholds {
            #expect(t.name.hasSuffix(t.unit.nameSuffix), "\(t.name) is in \(t.unit.rawValue)")
        }
        #expect(states.cases.allSatisfy { !$0.doc.isEmpty } && events.cases.allSatisfy { !$0.doc.isEmpty })
    }

    @Test func theThresholdTableHoldsTheConstantsValues() {
        let values = Dictionary(uniqueKeysWithValues: GestureStateMachine.thresholds.map { ($0.name, $0.value) })
        #expect(values["holdTimeoutSeconds"] == GestureStateMachine.holdTimeoutSeconds)
        #expect(values["tapMoveThresholdMillimetres"] == GestureStateMachine.tapMoveThresholdMillimetres)
        #expect(values["defaultMaximumGestureFingers"] == Double(GestureStateMachine.defaultMaximumGestureFingers))
    }

    @Test func theDiagramDrawsEveryTransition() throws {
        let markdown = try GestureStateMachineDocument.markdown(sources: Self.recognitionFolder)
        let diagram = GestureStateMachineDocument.mermaid()
        #expect(markdown.contains("```mermaid\n" + diagram + "```\n"))
        #expect(diagram.hasPrefix("stateDiagram-v2\n"))
        // Every transition not drawn as a common exit appears on its edge's label.
        let common = GestureStateMachineDocument.commonExits()
        for t in GestureStateMachine.transitions where !common.contains(where: { $0.event == t.event }) {
            let edge = "    \(GestureStateMachineDocument.id(t.from)) --> \(GestureStateMachineDocument.id(t.to)) : "
            let line = diagram.split(separator: "\n").first { $0.hasPrefix(edge) }
            #expect(line?.contains(GestureStateMachineDocument.label(t)) == true, "\(t)")
        }
        // reset and suspend: one target from (nearly) every state.
        #expect(common.map(\.event) == [.reset, .suspend])
        #expect(common.map(\.to) == [.none, .suspended])
    }
}

/// The doc comments of a Swift file's enum cases and static constants, by name, in order.
struct SwiftDocComments {
    /// A declaration's name, its doc comment on one line (DocC's double backticks made single), and
    /// the declaration itself (for a function: its signature).
    struct Entry {
        let name: String
        let doc: String
        let declaration: String
    }

    /// Enum cases.
    private(set) var cases: [Entry] = []
    /// Public static constants.
    private(set) var staticLets: [Entry] = []
    /// Public static functions.
    private(set) var staticFuncs: [Entry] = []

    /// Reads `file`.

    init(file: URL) throws {
        var doc: [String] = []
        for raw in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("///") {
                doc.append(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                continue
            }
            let text = doc.joined(separator: " ").replacingOccurrences(of: "``", with: "`")
            doc = []
            let words = line.split(whereSeparator: { " (:=".contains($0) }).map(String.init)
            guard let keyword = words.firstIndex(where: { ["case", "let", "func"].contains($0) }), keyword + 1 < words.count else { continue }
            var declaration = line
            if let f = line.range(of: "func ") { declaration = String(line[f.upperBound...]) }
            if let brace = declaration.range(of: " {") { declaration = String(declaration[..<brace.lowerBound]) }
            let entry = Entry(name: words[keyword + 1], doc: text, declaration: declaration)
            // The constants and functions are public; the table and its types are not.
            switch words[keyword] {
            case "case" where !line.contains("return"): cases.append(entry)
            case "let" where words.contains("static") && words.contains("public"): staticLets.append(entry)
            case "func" where words.contains("static") && words.contains("public"): staticFuncs.append(entry)
            default: break
            }
        }
    }
}

/// Builds `docs/gesture-state-machine.md`.
enum GestureStateMachineDocument {
    /// The Mermaid id of a state (a prefix keeps ids clear of Mermaid's keywords).
    static func id(_ state: GestureState) -> String { "s_\(state.rawValue)" }

    /// What a transition emits, as the diagram and the matrix mark it.
    static func mark(_ output: GestureTransition.Output) -> String {
        switch output {
        case .nothing: return ""
        case .began: return " +began"
        case .tap: return " +tap"
        case .cancelled: return " +cancelled"
        case .cancelledThenBegan: return " +cancelled+began"
        }
    }

    /// An edge's text for one transition: the event, and what the machine emits.
    static func label(_ t: GestureTransition) -> String { t.event.rawValue + mark(t.output) }

    /// Events that lead to one state, emitting nothing, from every state but at most that one:
    /// drawn once as a note rather than as an edge from every state.
    static func commonExits() -> [(event: GestureMachineEvent, to: GestureState, from: [GestureState])] {
        GestureMachineEvent.allCases.compactMap { event in
            let ts = GestureStateMachine.transitions.filter { $0.event == event }
            guard let to = ts.first?.to, ts.allSatisfy({ $0.to == to && $0.output == .nothing }) else { return nil }
            let from = GestureState.allCases.filter { s in ts.contains { $0.from == s } }
            guard from.count >= GestureState.allCases.count - 1, GestureState.allCases.allSatisfy({ from.contains($0) || $0 == to }) else {
                return nil
            }
            return (event, to, from)
        }
    }

    /// The `stateDiagram-v2` source: every state, and an edge for every (from, to) with the
    /// transitions' labels; the common exits in a note.
    static func mermaid() -> String {
        let common = commonExits()
        var lines = ["stateDiagram-v2"]
        for state in GestureState.allCases {
            lines.append("    state \"\(state.rawValue)\" as \(id(state))")
        }
        lines.append("    [*] --> \(id(.none))")
        var edges: [(from: GestureState, to: GestureState, labels: [String])] = []
        for t in GestureStateMachine.transitions where !common.contains(where: { $0.event == t.event }) {
            if let i = edges.firstIndex(where: { $0.from == t.from && $0.to == t.to }) {
                edges[i].labels.append(label(t))
            } else {
                edges.append((t.from, t.to, [label(t)]))
            }
        }
        for e in edges {
            lines.append("    \(id(e.from)) --> \(id(e.to)) : \(e.labels.joined(separator: ", "))")
        }
        if !common.isEmpty {
            let text = common.map { exit in
                let all = exit.from.count == GestureState.allCases.count
                return "\(exit.event.rawValue) → \(exit.to.rawValue) from every state" + (all ? "" : " but \(exit.to.rawValue)")
            }
            lines.append("    note right of \(id(.none))")
            lines += text.map { "        \($0)" }
            lines.append("    end note")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value in its unit, as the table prints it.
    static func format(_ threshold: GestureThreshold) -> String {
        let v = threshold.value
        switch threshold.unit {
        case .fingers: return "\(Int(v))"
        case .seconds: return "\(v) s (\(Int((v * 1000).rounded())) ms)"
        case .ratio: return "\(v)"
        case .millimetres, .millimetresPerSecond: return "\(v) \(threshold.unit.rawValue)"
        }
    }

    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// The whole document.
    static func markdown(sources folder: URL) throws -> String {
        let stateDocs = try SwiftDocComments(file: folder.appendingPathComponent("GestureState.swift")).cases
        let eventDocs = try SwiftDocComments(file: folder.appendingPathComponent("GestureMachineEvent.swift")).cases
        let thresholdSource = try SwiftDocComments(file: folder.appendingPathComponent("GestureThresholds.swift"))
        func doc(_ entries: [SwiftDocComments.Entry], _ name: String) -> String {
            cell(entries.first { $0.name == name }?.doc ?? "")
        }
        let states = GestureState.allCases, events = GestureMachineEvent.allCases
        let transitions = GestureStateMachine.transitions
        let impossibleCount = states.count * events.count - transitions.count
        var md: [String] = []
        md += [
            "# The gesture state machine",
            "",
            "<!-- Generated from the code by Tests/GlideGestureRecognitionTests/GestureStateMachineDocTests.swift; do not edit.",
            "     GLIDE_UPDATE_DOCS=1 swift test --filter GestureStateMachineDocTests rewrites it. -->",
            "",
            "`GestureStateMachine` (`Sources/GlideGestureRecognition/Recognition/`) turns touch frames into gestures with an explicit",
            "state machine modelled on libinput's touchpad gesture code",
            "([`src/evdev-mt-touchpad-gestures.c`](https://gitlab.freedesktop.org/libinput/libinput/-/blob/main/src/evdev-mt-touchpad-gestures.c)),",
            "extended to touchscreens, taps and resting thumbs. The recognizer decides what the fingers do and sends itself",
            "a named event (`GestureMachineEvent`); one handler per state (`GestureStateMachine+States.swift`, libinput's",
            "`tp_gesture_handle_event_on_state_*`) applies it. The transitions below are `GestureStateMachine.transitions`,",
            "the table those handlers are tested against pair by pair.",
            "",
            "Of the \(states.count) states × \(events.count) events = \(states.count * events.count) pairs, \(transitions.count) are transitions;",
            "the other \(impossibleCount) are impossible: the recognizer never sends that event in that state. If it does (a bug in",
            "the recognizer, whatever the input), the state stays as it was, nothing is emitted, the pair is recorded in",
            "`GestureStateMachine.impossiblePairs` (once per pair, with its first time and a count), and debug builds print",
            "`glide: gesture bug: event X in state Y` to standard error the first time — as libinput's `log_gesture_bug` logs",
            "\"invalid gesture event … in state …\" and carries on. No real recording meets one (`GestureStateMachineTableTests`).",
            "",
            "## Diagram",
            "",
            "An edge's label is the event, then what the machine emits: `+began` (the new gesture begins), `+tap` (a tap's",
            "`began` and `ended`), `+cancelled` (the gesture in progress ends cancelled, reason `superseded`). Gestures that",
            "end because every finger lifted, or are cancelled by a finger-count change, dropped events, a clickpad button, a",
            "thumb or palm, or `cancel(at:reason:)`, end before the `reset` that follows.",
            "",
            "```mermaid",
        ]
        md.append(mermaid() + "```")
        md += ["", "## States", "", "| State | Reports | Meaning |", "|---|---|---|"]
        for s in states {
            md.append("| `\(s.rawValue)` | \(s.kind.map { "`\($0.rawValue)`" } ?? "—") | \(doc(stateDocs, s.rawValue)) |")
        }
        md += ["", "## Events", "", "| Event | Meaning |", "|---|---|"]
        for e in events {
            md.append("| `\(e.rawValue)` | \(doc(eventDocs, e.rawValue)) |")
        }
        md += [
            "", "## Transitions", "",
            "The state each event leads to; `+began`, `+tap`, `+cancelled` and `+cancelled+began` mark what is emitted;",
            "`✗` is an impossible pair, reported as a gesture bug.", "",
            "| State \\ event | " + events.map { "`\($0.rawValue)`" }.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: events.count),
        ]
        for s in states {
            let cells = events.map { e -> String in
                guard let t = GestureStateMachine.transition(from: s, on: e) else { return "✗" }
                return "`\(t.to.rawValue)`\(mark(t.output))"
            }
            md.append("| `\(s.rawValue)` | " + cells.joined(separator: " | ") + " |")
        }
        md += ["", "## Impossible pairs", "", "| State | Events it never receives |", "|---|---|"]
        for s in states {
            let never = events.filter { GestureStateMachine.transition(from: s, on: $0) == nil }
            md.append("| `\(s.rawValue)` | " + (never.isEmpty ? "—" : never.map { "`\($0.rawValue)`" }.joined(separator: ", ")) + " |")
        }
        md += [
            "", "## Thresholds", "",
            "Every constant in `GestureThresholds.swift`, with its unit (`GestureStateMachine.thresholds`). Seconds are on the",
            "frames' clock; millimetres on the surface.", "",
            "| Constant | Value | Meaning |", "|---|---|---|",
        ]
        for t in GestureStateMachine.thresholds {
            md.append("| `\(t.name)` | \(format(t)) | \(doc(thresholdSource.staticLets, t.name)) |")
        }
        md += ["", "Derived from them:", ""]
        for f in thresholdSource.staticFuncs {
            md.append("- `\(f.declaration)`: \(f.doc)")
        }
        return md.joined(separator: "\n") + "\n"
    }
}
