/// Writes one device's events as a `libinput record` file (YAML, format version 1), laid out as
/// `libinput record` writes it: the `evdev:` description with its comment block, then one
/// `- evdev:` list per frame, each event `- [sec, usec, type, code, value] # EV_ABS / ABS_MT_SLOT  1`.
///
/// Timestamps are written relative to the first event, which lands at `[0, 0]`.
public final class LibinputRecordWriter {
    /// The file's `libinput:` and `system:` sections.
    public struct Header: Sendable {
        /// `libinput: version:`. Glide is not libinput; it says so.
        public var libinputVersion: String
        /// `system: os:` (`ID:VERSION_ID`), omitted when nil.
        public var os: String?
        /// `system: kernel:`, omitted when nil.
        public var kernel: String?
        /// `system: dmi:`, omitted when nil.
        public var dmi: String?
        /// Creates a header.
        public init(libinputVersion: String = "glide", os: String? = nil, kernel: String? = nil, dmi: String? = nil) {
            self.libinputVersion = libinputVersion
            self.os = os
            self.kernel = kernel
            self.dmi = dmi
        }
    }

    private let output: TraceOutput
    private var firstTimestamp: Int64?
    private var inFrame = false
    private var lastMilliseconds: Int64 = 0
    /// The number of events written.
    public private(set) var eventCount = 0

    /// Writes the file header and `device`'s description; events follow with ``write(_:)``.
    public init(device: DeviceDescription, header: Header = Header(), to output: TraceOutput) throws(TraceWriteError) {
        self.output = output
        let o = output
        o.append("# libinput record\nversion: 1\nndevices: 1\nlibinput:\n")
        o.append("  version: \(Self.quoted(header.libinputVersion))\n  git: \"unknown\"\n")
        if header.os != nil || header.kernel != nil || header.dmi != nil {
            o.append("system:\n")
            if let os = header.os { o.append("  os: \(Self.quoted(os))\n") }
            if let kernel = header.kernel { o.append("  kernel: \(Self.quoted(kernel))\n") }
            if let dmi = header.dmi { o.append("  dmi: \(Self.quoted(dmi))\n") }
        }
        o.append("devices:\n- node: \(device.node ?? "/dev/input/event0")\n  evdev:\n")
        Self.writeComments(device, to: o)
        o.append("    name: \(Self.quoted(device.name))\n")
        o.append("    id: [\(device.bustype), \(device.vendor), \(device.product), \(device.version)]\n")
        o.append("    codes:\n")
        for type in device.codes.keys.sorted() {
            let codes = device.codes[type]!.sorted().map(String.init).joined(separator: ", ")
            o.append("      \(type): [\(codes)] # \(EventNames.typeName(type) ?? "(null)")\n")
        }
        if !device.axes.isEmpty {
            o.append("    absinfo:\n")
            for code in device.axes.keys.sorted() {
                let a = device.axes[code]!
                o.append("      \(code): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]\n")
            }
        }
        o.append("    properties: [\(device.properties.sorted().map(String.init).joined(separator: ", "))]\n")
        o.append("  events:\n")
        try o.flushIfFull()
    }

    /// Appends one event; a `SYN_REPORT` closes the current `- evdev:` frame.
    public func write(_ event: InputEvent) throws(TraceWriteError) {
        let o = output
        let first = firstTimestamp ?? event.timestampMicroseconds
        if firstTimestamp == nil { firstTimestamp = first }
        let time = Swift.max(0, event.timestampMicroseconds &- first)
        if !inFrame {
            o.append("  - evdev:\n")
            inFrame = true
        }
        let sec = time / 1_000_000, usec = time % 1_000_000
        o.append("    - [")
        o.appendDecimal(sec, width: 3)
        o.append(", ")
        o.appendDecimal(usec, width: 6)
        o.append(", ")
        o.appendDecimal(Int64(event.type), width: 3)
        o.append(", ")
        o.appendDecimal(Int64(event.code), width: 3)
        o.append(", ")
        o.appendDecimal(Int64(event.value), width: 7)
        o.append("] # ")
        let codeName = EventNames.codeName(type: event.type, code: event.code) ?? "(null)"
        if event.type == EventType.syn, event.code == EventCode.SYN_MT_REPORT {
            o.append("++++++++++++ \(codeName) (\(event.value)) ++++++++++\n")
        } else if event.type == EventType.syn {
            let ms = time / 1000
            let dt = ms - lastMilliseconds
            lastMilliseconds = ms
            o.append("------------ \(codeName) (\(event.value)) ---------- ")
            o.appendDecimal(dt, plusSign: true)
            o.append("ms\n")
        } else {
            o.append("\(EventNames.typeName(event.type) ?? "(null)") / \(codeName.padding(20)) ")
            o.appendDecimal(Int64(event.value), width: 6)
            o.append(0x0A)
        }
        if event.isSynReport { inFrame = false }
        eventCount += 1
        try o.flushIfFull()
    }

    /// Writes buffered output.
    public func flush() throws(TraceWriteError) { try output.flush() }

    /// Writes every event of `source`, then flushes. Returns the number of events.
    @discardableResult
    public static func write(_ source: some InputEventSource, header: Header = Header(), to output: TraceOutput) throws -> Int {
        let writer = try LibinputRecordWriter(device: source.device, header: header, to: output)
        while let event = try source.nextEvent() { try writer.write(event) }
        try writer.flush()
        return writer.eventCount
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ s: String) -> String {
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\t": r += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7f {
                    r += "\\x" + (u.value < 0x10 ? "0" : "") + String(u.value, radix: 16)
                } else {
                    r.unicodeScalars.append(u)
                }
            }
        }
        return r + "\""
    }

    private static func writeComments(_ d: DeviceDescription, to o: TraceOutput) {
        func hex(_ v: UInt16) -> String { "0x" + String(v, radix: 16) }
        o.append("    # Name: \(d.name.replacingNewlines)\n")
        o.append("    # ID: bus \(hex(d.bustype)) vendor \(hex(d.vendor)) product \(hex(d.product)) version \(hex(d.version))\n")
        let size = d.sizeMillimetres
        if !size.isGuess { o.append("    # Size in mm: \(Int(size.width))x\(Int(size.height))\n") }
        o.append("    # Supported Events:\n")
        for type in d.codes.keys.sorted() {
            o.append("    # Event type \(type) (\(EventNames.typeName(type) ?? "(null)"))\n")
            guard type != EventType.syn else { continue }
            for code in d.codes[type]!.sorted() {
                o.append("    #   Event code \(code) (\(EventNames.codeName(type: type, code: code) ?? "(null)"))\n")
                if type == EventType.abs, let a = d.axes[code] {
                    for (label, v) in [("Value", Int32(0)), ("Min", a.minimum), ("Max", a.maximum), ("Fuzz", a.fuzz), ("Flat", a.flat), ("Resolution", a.resolution)] {
                        let value = String(v)
                        let pad = String(repeating: " ", count: Swift.max(1, 16 - label.count - value.count))
                        o.append("    #       \(label)\(pad)\(value)\n")
                    }
                }
            }
        }
        o.append("    # Properties:\n")
        for p in d.properties.sorted() {
            o.append("    #    Property \(p) (\(EventNames.propertyName(p) ?? "(null)"))\n")
        }
    }
}

extension String {
    /// The string with line breaks replaced by spaces (for one-line comments).
    var replacingNewlines: String {
        String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
