/// Reads an evemu recording (evemu-record's text format, file formats 1.0 to 1.3) as a stream of events.
///
/// The reader parses the device description when it is created and then delivers the `E:` events
/// one by one, reading the file in 1 MiB `read(2)` chunks: memory stays constant whatever the
/// file's length, and standard input or a pipe works as well as a file (`-` is standard input).
///
/// What it accepts, beyond what evemu-record writes today:
/// - no `# EVEMU` header (old files), comments and blank lines anywhere;
/// - `A:` lines with 5 fields (formats ≤ 1.1, no resolution) or 6;
/// - `P:`, `B:`, `A:`, `L:`, `S:` lines in any order after `I:`, each with an optional `# ...` tail;
/// - `E:` lines with or without a trailing `# ...` comment, values written `-001` or `-1`;
/// - timestamps from the Unix epoch, from 0 or from boot: events are rebased so the first one is at 0
///   (``timestampOffsetMicroseconds`` keeps the original). As in libevemu, the part after the dot is
///   the integer number of microseconds (`%06u`: at most six digits).
///
/// What it rejects (strict mode throws a ``TraceError``; lenient mode skips the line and counts it):
/// malformed description or event lines, unknown event types, codes above the type's maximum,
/// values outside `Int32`, timestamps that go backwards or lie more than 2^62 ns after the first
/// event's, axes no real device can have (see ``InputLimits``: max < min, a negative resolution,
/// more than 1024 slots), more `P:` or `B:` lines than evemu's masks hold, and lines that are
/// neither comments nor evemu lines. `N:` takes the rest of its line, `#` included, as evemu does.
/// A name is kept to its first 256 bytes. Nothing in a description can make the reader allocate
/// more than about 100 KB beyond its 1 MiB line buffer.
public final class EvemuReader: TraceEventSource {
    /// The device described by the file's header.
    public let device: DeviceDescription
    /// Always false: a trace cannot re-synchronize after `SYN_DROPPED`.
    public let resynchronizesAfterDrop = false
    /// Always ``TraceFormat/evemu``.
    public let format = TraceFormat.evemu
    /// The `# EVEMU major.minor` version on the first line, or nil for files without one.
    public let fileVersion: (major: Int, minor: Int)?
    /// The file's comment lines before `N:` (evemu-record's `# Kernel:`, `# DMI:` header among them), without the `#`.
    public let headerComments: [String]
    /// Why the stream ended, once it has.
    public var end: InputSourceEnd? { st.pointee.end }
    /// The first event's original timestamp, in microseconds.
    public var timestampOffsetMicroseconds: Int64? { st.pointee.hasOffset ? st.pointee.offset : nil }
    /// Malformed lines skipped (lenient mode).
    public var skippedLineCount: Int { st.pointee.skippedLineCount }
    /// The first malformed line skipped (lenient mode).
    public var firstSkippedLine: TraceError? { st.pointee.firstSkippedLine }
    /// The number of events delivered so far.
    public var eventCount: Int { st.pointee.eventCount }
    /// The line number of the last line read.
    public var lineNumber: Int { lines.lineNumber }
    /// Bytes consumed from the input so far.
    public var bytesRead: Int64 { lines.bytesRead }

    let lines: LineReader
    private let options: TraceReadOptions
    /// Mutable state behind a pointer: the per-event path then needs no dynamic exclusivity checks.
    struct State {
        var end: InputSourceEnd?
        var hasOffset = false
        var offset: Int64 = 0
        var skippedLineCount = 0
        var firstSkippedLine: TraceError?
        var eventCount = 0
        var pendingLine: LineReader.Line?
        var lastRawTimestamp: Int64 = .min
    }

    let st: UnsafeMutablePointer<State>
    /// Per event type: the largest code (-1 for a type without codes, -2 for an unknown type).
    let typeMaxima: UnsafeMutablePointer<Int32>
    /// Per byte: its hexadecimal value, 0xff for a byte that is not a hexadecimal digit.
    let hexValues: UnsafeMutablePointer<UInt8>

    /// Opens and reads the description of the evemu file at `path` (`-` for standard input).
    public convenience init(path: String, options: TraceReadOptions = .strict) throws(TraceError) {
        try self.init(lineReader: LineReader.open(path: path), options: options)
    }

    /// Reads an evemu recording from an open file descriptor (a pipe, a socket, a file), which the
    /// reader does not close. `name` is what error messages call it.
    public convenience init(fileDescriptor: Int32, name: String, options: TraceReadOptions = .strict) throws(TraceError) {
        try self.init(lineReader: LineReader(fileDescriptor: fileDescriptor, name: name, closesDescriptor: false), options: options)
    }

    /// Whether well-formed event lines are scanned in place (always, except in the tests that
    /// compare the fast path with the full parser).
    let scansInPlace: Bool

    init(lineReader: LineReader, options: TraceReadOptions, scansInPlace: Bool = true) throws(TraceError) {
        lines = lineReader
        self.options = options
        self.scansInPlace = scansInPlace
        var header = HeaderParser(fileName: lineReader.name)
        var skipped = 0
        var firstSkipped: TraceError?
        var pending: LineReader.Line?
        while let line = try lineReader.nextLine() {
            if line.count == 0 { continue }
            let cursor = ByteCursor(line.start, count: line.count)
            if line.start[0] == 0x23 {  // '#'
                header.comment(cursor, isFirstLine: header.linesSeen == 0)
                header.linesSeen += 1
                continue
            }
            header.linesSeen += 1
            do throws(LineFailure) {
                if line.isTruncated { throw LineFailure(ByteCursor(line.start, count: 0), expected: "a line shorter than 1 MiB") }
                guard try header.parse(cursor) else {
                    pending = line
                    break
                }
            } catch {
                let traceError = TraceError(
                    file: lineReader.name, line: lineReader.lineNumber, column: error.offset + 1,
                    expected: error.expected, found: error.found)
                // A missing name or id cannot be skipped: there would be no device.
                guard options.mode == .lenient, header.hasID else { throw traceError }
                skipped += 1
                if firstSkipped == nil {
                    firstSkipped = traceError
                    options.onWarning?(traceError)
                }
            }
        }
        guard header.hasID else {
            let what = header.hasName ? "an `I: bustype vendor product version` line" : "an `N: <device name>` line"
            if let line = pending {
                throw TraceError(
                    file: lineReader.name, line: lineReader.lineNumber, column: 1, expected: what,
                    found: ByteCursor(line.start, count: line.count).excerpt())
            }
            throw TraceError(file: lineReader.name, line: lineReader.lineNumber + 1, column: 1, expected: what, found: "end of file")
        }
        device = header.description()
        fileVersion = header.version
        headerComments = header.comments
        st = .allocate(capacity: 1)
        st.initialize(to: State(skippedLineCount: skipped, firstSkippedLine: firstSkipped, pendingLine: pending))
        typeMaxima = Self.makeTypeMaxima()
        hexValues = Self.makeHexValues()
    }

    /// Per byte: its value as a hexadecimal digit (either case), 0xff for any other byte.
    static func makeHexValues() -> UnsafeMutablePointer<UInt8> {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = ByteCursor.hexValue(UInt8(byte)).map(UInt8.init) ?? 0xff }
        return table
    }

    static func makeTypeMaxima() -> UnsafeMutablePointer<Int32> {
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: Int(EventType.max) + 1)
        for type in 0...EventType.max {
            table[Int(type)] = EventNames.maxCode(type: type).map(Int32.init) ?? (EventNames.typeName(type) != nil ? 0xffff : -2)
        }
        return table
    }

    deinit {
        typeMaxima.deallocate()
        hexValues.deallocate()
        st.deinitialize(count: 1)
        st.deallocate()
    }

    /// The next event, its timestamp rebased to the first event; nil at the end of the file.
    public func nextEvent() throws -> InputEvent? {
        try next()
    }

    /// ``nextEvent()`` with the error's type spelled out.
    @inline(__always)
    public func next() throws(TraceError) -> InputEvent? {
        // Well-formed lines already buffered: scanned in place (EvemuReader+FastPath.swift).
        if scansInPlace, st.pointee.end == nil, st.pointee.pendingLine == nil, let event = nextBufferedEvent() { return event }
        return try nextLineByLine()
    }

    /// Anything the fast path left: line by line with the full parser (which says what is wrong),
    /// reading more input when the buffered lines are used up.
    @inline(never)
    func nextLineByLine() throws(TraceError) -> InputEvent? {
        if st.pointee.end != nil { return nil }
        while true {
            let line: LineReader.Line
            if let p = st.pointee.pendingLine {
                line = p
                st.pointee.pendingLine = nil
            } else if let l = try lines.nextLine() {
                line = l
            } else {
                st.pointee.end = .finished
                return nil
            }
            if line.count == 0 || line.start[0] == 0x23 { continue }
            do throws(LineFailure) {
                if line.isTruncated { throw LineFailure(ByteCursor(line.start, count: 0), expected: "a line shorter than 1 MiB") }
                let (raw, type, code, value) = try Self.parseEvent(ByteCursor(line.start, count: line.count), typeMaxima: typeMaxima)
                if raw < st.pointee.lastRawTimestamp {
                    var c = ByteCursor(line.start, count: line.count)
                    c.index = 3
                    throw LineFailure(c, expected: "a timestamp no earlier than the previous event's")
                }
                if st.pointee.hasOffset, raw &- st.pointee.offset > InputLimits.maximumTraceMicroseconds {
                    var c = ByteCursor(line.start, count: line.count)
                    c.index = 3
                    throw LineFailure(c, expected: Self.representableTimestamp)
                }
                st.pointee.lastRawTimestamp = raw
                if !st.pointee.hasOffset {
                    st.pointee.hasOffset = true
                    st.pointee.offset = raw
                }
                st.pointee.eventCount += 1
                return InputEvent(timestampMicroseconds: raw &- st.pointee.offset, type: type, code: code, value: value)
            } catch {
                let traceError = TraceError(
                    file: lines.name, line: lines.lineNumber, column: error.offset + 1,
                    expected: error.expected, found: error.found)
                guard options.mode == .lenient else {
                    st.pointee.end = .finished
                    throw traceError
                }
                st.pointee.skippedLineCount += 1
                if st.pointee.firstSkippedLine == nil {
                    st.pointee.firstSkippedLine = traceError
                    options.onWarning?(traceError)
                }
            }
        }
    }

    /// What a timestamp too far after the first event is told (``InputLimits/maximumTraceMicroseconds``).
    static let representableTimestamp =
        "a timestamp at most 2^62 ns (146 years) after the first event's, which Glide's nanosecond clock can represent"

    /// Parses `E: sec.usec type code value [# comment]`.
    @inline(__always)
    static func parseEvent(_ line: ByteCursor, typeMaxima: UnsafePointer<Int32>) throws(LineFailure) -> (Int64, UInt16, UInt16, Int32) {
        var c = line
        guard c.starts(0x45, 0x3A) else {  // "E:"
            throw LineFailure(c, expected: "an `E: seconds.microseconds type code value` event line")
        }
        c.index = 2
        c.skipBlanks()
        guard let sec = c.unsigned(maxDigits: 12) else {
            throw LineFailure(c, expected: "the event's seconds (decimal digits)")
        }
        guard !c.atEnd, c.current == 0x2E else { throw LineFailure(c, expected: "`.` between seconds and microseconds") }
        c.index += 1
        guard let usec = c.unsigned(maxDigits: 6) else {
            throw LineFailure(c, expected: "the event's microseconds (1-6 decimal digits)")
        }
        let typeBlanks = c.skipBlanks()
        let typeStart = c.index
        guard typeBlanks > 0, let type = c.hex(maxDigits: 4), c.atFieldEnd else {
            c.index = typeStart
            throw LineFailure(c, expected: "a hexadecimal event type (1-4 digits) after a blank")
        }
        let typeMax = type <= UInt32(EventType.max) ? typeMaxima[Int(type)] : -2
        guard typeMax != -2 else {
            c.index -= 1
            throw LineFailure(c, expected: "a known event type (EV_SYN 0000 ... EV_FF_STATUS 0017)")
        }
        let typeEnd = c.index
        let codeBlanks = c.skipBlanks()
        let codeStart = c.index
        guard codeBlanks > 0, let code = c.hex(maxDigits: 4), c.atFieldEnd else {
            c.index = codeStart
            throw LineFailure(c, expected: "a hexadecimal event code (1-4 digits) after a blank")
        }
        guard Int32(code) <= typeMax else {
            c.index = typeEnd + 1
            throw LineFailure(c, expected: "an event code no larger than \(EventNames.typeName(UInt16(type)) ?? "the type")'s maximum 0x\(String(typeMax, radix: 16))")
        }
        let blanks = c.skipBlanks()
        let valueStart = c.index
        guard blanks > 0, let value = c.int32(), c.atFieldEnd else {
            c.index = valueStart
            throw LineFailure(c, expected: "a decimal event value within Int32 after a blank")
        }
        guard c.atTail() else { throw LineFailure(c, expected: "the end of the line or a `# comment`") }
        return (Int64(sec) &* 1_000_000 &+ Int64(usec), UInt16(type), UInt16(code), value)
    }
}

/// The evemu description lines, accumulated.
struct HeaderParser {
    let fileName: String
    var linesSeen = 0
    var version: (major: Int, minor: Int)?
    var comments: [String] = []
    var commentBytes = 0
    var hasName = false
    var hasID = false
    var name = ""
    var ids: [UInt16] = [0, 0, 0, 0]
    var propertyBytes: [UInt8] = []
    var masks: [UInt16: [UInt8]] = [:]
    var axes: [UInt16: AxisInfo] = [:]

    mutating func comment(_ line: ByteCursor, isFirstLine: Bool) {
        guard !hasName else { return }
        var text = String(decoding: UnsafeBufferPointer(start: line.base + 1, count: line.count - 1), as: UTF8.self)
        if text.hasPrefix(" ") { text.removeFirst() }
        if isFirstLine, text.hasPrefix("EVEMU ") {
            let parts = text.dropFirst(6).split(separator: ".")
            if parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1].prefix { $0.isNumber }) {
                version = (major, minor)
                return
            }
        }
        // Kept up to a budget; the rest are read and dropped (InputLimits.maximumHeaderCommentBytes).
        guard commentBytes + text.utf8.count <= InputLimits.maximumHeaderCommentBytes else { return }
        commentBytes += text.utf8.count
        comments.append(text)
    }

    /// Parses one description line; false when the line is not part of the description (the events begin).
    mutating func parse(_ line: ByteCursor) throws(LineFailure) -> Bool {
        var c = line
        guard line.count >= 2, line.base[1] == 0x3A else {  // "X:"
            if !hasName { throw LineFailure(c, expected: "an `N: <device name>` line") }
            if !hasID { throw LineFailure(c, expected: "an `I: bustype vendor product version` line") }
            return false
        }
        let kind = line.base[0]
        if !hasName {
            guard kind == 0x4E else { throw LineFailure(c, expected: "an `N: <device name>` line") }
            c.index = 2
            c.skipBlanks()
            guard !c.atEnd else { throw LineFailure(c, expected: "a device name after `N:`") }
            // At most libevdev's 256 bytes (`MAX_NAME`, what EVIOCGNAME gives a live device's name).
            let length = Swift.min(c.count - c.index, InputLimits.maximumNameBytes)
            name = String(decoding: UnsafeBufferPointer(start: c.base + c.index, count: length), as: UTF8.self)
            hasName = true
            return true
        }
        if !hasID {
            guard kind == 0x49 else { throw LineFailure(c, expected: "an `I: bustype vendor product version` line") }
            c.index = 2
            for i in 0..<4 {
                guard c.skipBlanks() > 0 || (i == 0 && c.index == 2), let v = c.hex(maxDigits: 4), c.atFieldEnd else {
                    throw LineFailure(c, expected: "four hexadecimal ids (bustype vendor product version, 1-4 digits each)")
                }
                ids[i] = UInt16(v)
            }
            guard c.atTail() else { throw LineFailure(c, expected: "the end of the line after four ids") }
            hasID = true
            return true
        }
        c.index = 2
        switch kind {
        case 0x50:  // P: 8 property bytes
            let bytes = try hexBytes(&c, count: 8, what: "eight hexadecimal property bytes")
            guard propertyBytes.count + 8 <= InputLimits.maximumMaskBytes else {
                c.index = 0
                throw LineFailure(c, expected: "at most \(InputLimits.maximumMaskBytes / 8) `P:` lines (evemu's \(InputLimits.maximumMaskBytes)-byte property mask)")
            }
            propertyBytes.append(contentsOf: bytes)
        case 0x42:  // B: type + 8 mask bytes
            c.skipBlanks()
            guard let type = c.hex(maxDigits: 2), c.atFieldEnd, type <= UInt32(EventType.max) else {
                throw LineFailure(c, expected: "an event type index 00-1f after `B:`")
            }
            let bytes = try hexBytes(&c, count: 8, what: "eight hexadecimal mask bytes after the type")
            guard masks[UInt16(type), default: []].count + 8 <= InputLimits.maximumMaskBytes else {
                c.index = 0
                throw LineFailure(c, expected: "at most \(InputLimits.maximumMaskBytes / 8) `B:` lines per event type (evemu's \(InputLimits.maximumMaskBytes)-byte code mask)")
            }
            masks[UInt16(type), default: []].append(contentsOf: bytes)
        case 0x41:  // A: code min max fuzz flat [resolution]
            c.skipBlanks()
            guard let code = c.hex(maxDigits: 2), c.atFieldEnd, code <= 0x3f else {
                throw LineFailure(c, expected: "an absolute axis code 00-3f after `A:`")
            }
            var fields: [Int32] = []
            var fieldStarts: [Int] = []
            fields.reserveCapacity(5)
            while fields.count < 5 {
                let mark = c
                if c.skipBlanks() == 0 || c.atEnd || c.current == 0x23 {
                    c = mark
                    break
                }
                fieldStarts.append(c.index)
                guard let v = c.int32(), c.atFieldEnd else {
                    throw LineFailure(c, expected: "a decimal axis value (min max fuzz flat [resolution])")
                }
                fields.append(v)
            }
            guard fields.count >= 4 else {
                c.skipBlanks()
                throw LineFailure(c, expected: "4 or 5 axis values after the code (min max fuzz flat [resolution]), found \(fields.count)")
            }
            guard c.atTail() else { throw LineFailure(c, expected: "the end of the line after the axis values") }
            let axis = AxisInfo(
                minimum: fields[0], maximum: fields[1], fuzz: fields[2], flat: fields[3],
                resolution: fields.count > 4 ? fields[4] : 0)
            if let problem = InputLimits.problem(with: axis, code: UInt16(code)) {
                // Point at the field at fault: the resolution, else the maximum.
                c.index = axis.resolution < 0 && axis.maximum >= axis.minimum ? fieldStarts[4] : fieldStarts[1]
                throw LineFailure(c, expected: problem)
            }
            axes[UInt16(code)] = axis
        case 0x4C, 0x53:  // L: / S: code state
            c.skipBlanks()
            guard c.hex(maxDigits: 2) != nil, c.atFieldEnd, c.skipBlanks() > 0, c.int32() != nil, c.atTail() else {
                throw LineFailure(c, expected: "a hexadecimal code and a decimal state")
            }
        case 0x4E, 0x49:
            throw LineFailure(c, expected: "one device per file: a second `\(kind == 0x4E ? "N" : "I"):` line")
        default:
            return false
        }
        return true
    }

    private func hexBytes(_ c: inout ByteCursor, count: Int, what: String) throws(LineFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for _ in 0..<count {
            guard c.skipBlanks() > 0, let v = c.hex(maxDigits: 2), c.atFieldEnd else {
                throw LineFailure(c, expected: what)
            }
            bytes.append(UInt8(v))
        }
        guard c.atTail() else { throw LineFailure(c, expected: "the end of the line after \(count) bytes") }
        return bytes
    }

    func description() -> DeviceDescription {
        var properties = Set<UInt16>()
        for (i, byte) in propertyBytes.enumerated() where byte != 0 {
            // Only the kernel's properties (INPUT_PROP_MAX is 0x1f); further bits name nothing.
            for bit in 0..<8 where byte & (1 << bit) != 0 && i * 8 + bit <= 0x1f { properties.insert(UInt16(i * 8 + bit)) }
        }
        var codes: [UInt16: Set<UInt16>] = [:]
        for (type, bytes) in masks {
            var set = Set<UInt16>()
            for (i, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let code = i * 8 + bit
                    if code <= Int(UInt16.max) { set.insert(UInt16(code)) }
                }
            }
            if !set.isEmpty { codes[type] = set }
        }
        // An axis described by an `A:` line is supported even if a `B:` line forgot it.
        if !axes.isEmpty { codes[EventType.abs, default: []].formUnion(axes.keys) }
        return DeviceDescription(
            name: name, bustype: ids[0], vendor: ids[1], product: ids[2], version: ids[3],
            properties: properties, codes: codes, axes: axes)
    }
}
