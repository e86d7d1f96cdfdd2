/// A gesture script that cannot be run: where (script, line, column) and what was expected there.
///
/// Shaped like ``TraceError``: lines and columns count from 1 (columns count bytes), and the
/// ``description`` reads `script:line:column: expected ..., found "..."`.
public struct GestureScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's name: a file name, or `<script>` for text given on the command line.
    public var script: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based byte column within the line.
    public var column: Int
    /// What was expected at that position, e.g. "a direction (left, right, up or down)".
    public var expected: String
    /// What was there instead, when there was something.
    public var found: String?

    /// Creates an error at `script:line:column`.
    public init(script: String, line: Int, column: Int, expected: String, found: String? = nil) {
        self.script = script
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// `script:line:column: expected X, found "Y"`.
    public var description: String {
        var s = "\(script):\(line):\(column): expected \(expected)"
        if let found { s += ", found \"\(found)\"" }
        return s
    }
}

/// A device or option the synthesizer cannot work with.
public enum SynthesisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The device is not a protocol-B touch device with position axes (the reason says what it lacks).
    case unsupportedDevice(name: String, reason: String)
    /// An option is out of range (the text names the option and its range).
    case invalidOption(String)

    public var description: String {
        switch self {
        case .unsupportedDevice(let name, let reason):
            return "cannot synthesize gestures on \"\(name)\": \(reason)"
        case .invalidOption(let text):
            return text
        }
    }
}
