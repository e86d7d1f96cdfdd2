/// A malformed trace: where (file, line, column) and what the reader expected there.
///
/// Lines and columns count from 1; columns count bytes. The ``description`` reads
/// `file:line:column: expected ..., found "..."`, the form editors and compilers use.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given to the reader, or `<stdin>`.
    public var file: String
    /// The 1-based line number (0 when the problem is not tied to a line, e.g. an unreadable file).
    public var line: Int
    /// The 1-based byte column within the line (0 when not tied to a position).
    public var column: Int
    /// What the reader expected at that position, e.g. "a hexadecimal event type (1-4 digits)".
    public var expected: String
    /// A short excerpt of what was there instead, when there was something.
    public var found: String?

    /// Creates an error at `file:line:column`.
    public init(file: String, line: Int, column: Int, expected: String, found: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// `file:line:column: expected X, found "Y"` (`file: expected ...` when not tied to a line), on
    /// one line, with control characters escaped: a file's bytes quoted in an error can never act on
    /// the terminal (``Swift/String/escapingNonPrintable``).
    public var description: String {
        let file = file.escapingNonPrintable, expected = expected.escapingNonPrintable
        var s = line > 0 ? "\(file):\(line):\(column): expected \(expected)" : "\(file): expected \(expected)"
        if let found { s += ", found \"\(found.escapingNonPrintable)\"" }
        return s
    }
}

/// How a trace reader treats a malformed line.
public enum TraceReadingMode: Hashable, Sendable {
    /// Stop at the first malformed line: the read throws a ``TraceError``.
    case strict
    /// Skip malformed lines, count them (``TraceEventSource/skippedLineCount``) and report the first
    /// one through the warning handler, once.
    case lenient
}

/// Options shared by the trace readers.
public struct TraceReadOptions: Sendable {
    /// Strict (the default) or lenient.
    public var mode: TraceReadingMode
    /// Called once, with the first skipped line, in lenient mode. The library never prints.
    public var onWarning: (@Sendable (TraceError) -> Void)?

    /// Creates options; strict by default.
    public init(mode: TraceReadingMode = .strict, onWarning: (@Sendable (TraceError) -> Void)? = nil) {
        self.mode = mode
        self.onWarning = onWarning
    }

    /// Strict reading, no warning handler.
    public static let strict = TraceReadOptions()
    /// Lenient reading, no warning handler (read ``TraceEventSource/firstSkippedLine`` afterwards).
    public static let lenient = TraceReadOptions(mode: .lenient)
}

/// The file formats Glide reads and writes.
public enum TraceFormat: String, Hashable, Sendable {
    /// evemu-record's text format (`# EVEMU 1.3`, `N:`/`I:`/`P:`/`B:`/`A:` lines, `E:` events).
    case evemu
    /// `libinput record`'s YAML format, version 1.
    case libinputRecord = "libinput-record"
}

/// An ``InputEventSource`` read from a trace file: events are rebased so the first one is at 0.
public protocol TraceEventSource: InputEventSource {
    /// The format the trace was written in.
    var format: TraceFormat { get }
    /// The first event's original timestamp in microseconds (Unix epoch, 0, uptime, ...), once an
    /// event has been read; add it to an event's timestamp to get the recorded time back.
    var timestampOffsetMicroseconds: Int64? { get }
    /// The malformed lines skipped so far (lenient mode; always 0 in strict mode).
    var skippedLineCount: Int { get }
    /// The first malformed line skipped, if any (lenient mode).
    var firstSkippedLine: TraceError? { get }
}
