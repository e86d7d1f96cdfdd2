// libyaml, which Yams is built on. Its parser emits a flat stream of events without building
// anything, so a pass over it costs time and memory linear in the document.
internal import CYaml

/// A pass over a libinput recording's YAML events before Yams composes the tree, refusing what no
/// libinput recording holds and what would make composing or walking the tree explode:
///
/// - anchors (`&a`) and aliases (`*a`): `libinput record` never writes them, and aliases nested in
///   aliases ("billion laughs") make a few hundred bytes stand for millions of nodes;
/// - collections nested deeper than ``InputLimits/maximumYAMLDepth`` (the composer recurses);
/// - a key twice in one mapping (YAML forbids it; Yams would say so in several lines);
/// - keys that are not scalars.
///
/// Syntax errors come out here too, as one `file:line:column` line each.
enum YAMLPrescan {
    static func check(_ text: inout String, file: String) throws(TraceError) {
        var failure: TraceError?
        text.withUTF8 { bytes in
            failure = scan(bytes, file: file)
        }
        if let failure { throw failure }
    }

    static let nestingLimit = "collections nested at most \(InputLimits.maximumYAMLDepth) deep (a libinput recording needs 5)"

    /// An open collection. The keys live beside the stack, not in it: a dictionary held in an enum's
    /// payload is copied whole when it is taken out to be changed, which made a mapping of n keys cost n²
    /// (a 3 MB recording with 100,000 `absinfo` entries took over 10 s to be refused).
    private struct Frame {
        /// Whether it is a mapping (else a sequence).
        var isMapping: Bool
        /// A mapping's: whether its next node is a key.
        var expectsKey: Bool
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> TraceError? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return TraceError(file: file, line: 0, column: 0, expected: "memory for the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        yaml_parser_set_input_string(&parser, base, bytes.count)
        var stack: [Frame] = []
        /// The keys seen in each open mapping (one entry per frame, empty for sequences), with their lines.
        var keys: [[String: Int]] = []
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                return syntaxError(parser, bytes, file: file)
            }
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            func error(_ expected: String, found: String? = nil) -> TraceError {
                TraceError(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1, expected: expected, found: found)
            }
            let type = event.type
            if type == YAML_STREAM_END_EVENT { return nil }
            if type == YAML_ALIAS_EVENT {
                return error("no aliases (`*name`): libinput recordings have none", found: "*" + string(event.data.alias.anchor))
            }
            let anchor: UnsafeMutablePointer<yaml_char_t>? =
                type == YAML_SCALAR_EVENT ? event.data.scalar.anchor
                : type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor
                : type == YAML_MAPPING_START_EVENT ? event.data.mapping_start.anchor : nil
            if let anchor {
                return error("no anchors (`&name`): libinput recordings have none", found: "&" + string(anchor))
            }
            switch type {
            case YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                // A node: a key or a value of the enclosing mapping, or an item of a sequence.
                if let top = stack.last, top.isMapping {
                    let last = stack.count - 1
                    if top.expectsKey {
                        guard type == YAML_SCALAR_EVENT else { return error("a plain key (libinput recordings have no complex keys)") }
                        let key = string(event.data.scalar.value, length: event.data.scalar.length)
                        if let first = keys[last][key] {
                            return error("each key once in a mapping, found `\(key)` again (first on line \(first))")
                        }
                        keys[last][key] = Int(mark.line) + 1  // in place: no copy
                    }
                    stack[last].expectsKey.toggle()
                }
                if type == YAML_SEQUENCE_START_EVENT || type == YAML_MAPPING_START_EVENT {
                    guard stack.count < InputLimits.maximumYAMLDepth else {
                        return error(nestingLimit)
                    }
                    stack.append(Frame(isMapping: type == YAML_MAPPING_START_EVENT, expectsKey: true))
                    keys.append([:])
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                _ = stack.popLast()
                _ = keys.popLast()
            default:
                break
            }
        }
    }

    private static func string(_ p: UnsafeMutablePointer<yaml_char_t>?, length: Int? = nil) -> String {
        guard let p else { return "" }
        let n = length ?? strlen(p)
        return String(excerptOf: UnsafeBufferPointer(start: p, count: n), limit: 64)
    }

    private static func strlen(_ p: UnsafeMutablePointer<yaml_char_t>) -> Int {
        var n = 0
        while p[n] != 0 { n += 1 }
        return n
    }

    /// libyaml's error as one line: its problem, where (a reader error has only a byte offset,
    /// turned into a line and column here), and its context.
    private static func syntaxError(_ parser: yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>, file: String) -> TraceError {
        let problem = parser.problem.map { String(cString: $0) } ?? "a YAML error"
        let context = parser.context.map { String(cString: $0) }
        var line: Int, column: Int
        if parser.error == YAML_READER_ERROR {
            let offset = min(parser.problem_offset, bytes.count)
            line = 1
            var lineStart = 0
            for i in 0..<offset where bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            }
            column = offset - lineStart + 1
        } else {
            line = Int(parser.problem_mark.line) + 1
            column = Int(parser.problem_mark.column) + 1
        }
        if problem.hasPrefix("Maximum nesting level") {
            // libyaml's own limit, met while its scanner reads ahead of the depth check above.
            return TraceError(file: file, line: line, column: column, expected: nestingLimit)
        }
        let expected = parser.error == YAML_READER_ERROR ? "printable UTF-8 YAML" : "valid YAML"
        return TraceError(file: file, line: line, column: column, expected: expected, found: problem + (context.map { " (\($0))" } ?? ""))
    }
}
