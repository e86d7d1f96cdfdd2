/// Opens a trace file of either format, recognizing it by its content, not its name.
///
/// ```swift
/// let trace = try TraceReader.open(path: "swipe.evemu")      // or "-" for standard input
/// while let event = try trace.nextEvent() { ... }
/// ```
public enum TraceReader {
    /// Recognizes a format from a file's first bytes: `# EVEMU`, `N:` or `E:` lines mean evemu;
    /// `version:`, `ndevices:`, `devices:`, `libinput:`, `system:`, `---` or `# libinput record` mean
    /// libinput-record YAML. Blank lines and other comments are passed over. Nil when neither matches.
    public static func detectFormat(_ prefix: some Collection<UInt8>) -> TraceFormat? {
        let text = String(decoding: prefix, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: TextFile.isLineEnd) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if line.isEmpty { continue }
            if line.hasPrefix("# EVEMU") { return .evemu }
            if line.hasPrefix("# libinput record") { return .libinputRecord }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("N:") || line.hasPrefix("E:") || line.hasPrefix("I:") { return .evemu }
            for key in ["version:", "ndevices:", "devices:", "libinput:", "system:", "---", "%YAML"] where line.hasPrefix(key) {
                return .libinputRecord
            }
            return nil
        }
        return nil
    }

    /// Opens `path` (`-` for standard input) as whichever format its content is.
    /// `device` selects a device of a multi-device libinput recording; evemu files hold one.
    public static func open(
        path: String, options: TraceReadOptions = .strict,
        device: LibinputRecordReader.DeviceSelector = .index(0)
    ) throws(TraceError) -> any TraceEventSource {
        try open(lineReader: LineReader.open(path: path), options: options, device: device)
    }

    /// Reads a trace of either format from an open descriptor (a pipe), which stays open.
    public static func open(
        fileDescriptor: Int32, name: String, options: TraceReadOptions = .strict,
        device: LibinputRecordReader.DeviceSelector = .index(0)
    ) throws(TraceError) -> any TraceEventSource {
        try open(lineReader: LineReader(fileDescriptor: fileDescriptor, name: name, closesDescriptor: false), options: options, device: device)
    }

    static func open(lineReader: LineReader, options: TraceReadOptions, device: LibinputRecordReader.DeviceSelector) throws(TraceError) -> any TraceEventSource {
        try lineReader.skipByteOrderMark()
        // Peek a little, then more, so a pipe fed by a live recorder is not waited on for long.
        var limit = 1024
        var prefix = try lineReader.peek(limit: limit)
        while detectFormat(prefix) == nil, prefix.count >= limit, limit < 64 * 1024 {
            limit *= 4
            prefix = try lineReader.peek(limit: limit)
        }
        switch detectFormat(prefix) {
        case .evemu:
            return try EvemuReader(lineReader: lineReader, options: options)
        case .libinputRecord:
            return try LibinputRecordReader(lineReader: lineReader, device: device, options: options)
        case nil:
            let first = String(excerptOf: prefix.prefix(while: { $0 != 0x0A }), limit: 24)
            throw TraceError(
                file: lineReader.name, line: 1, column: 1,
                expected: "an evemu recording (`# EVEMU 1.3` or `N: <name>`) or a libinput recording (`version: 1`)",
                found: prefix.isEmpty ? "an empty file" : first)
        }
    }
}
