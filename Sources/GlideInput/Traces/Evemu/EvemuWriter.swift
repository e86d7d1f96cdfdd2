/// Writes evemu recordings in evemu-record's file format 1.3, line for line as evemu-record
/// (evemu 2.7 with libevdev) writes them, so `evemu-play` and `evemu-device` accept Glide's files:
///
/// ```
/// # EVEMU 1.3
/// # Kernel: 6.1.0
/// # Input device name: "Synaptics TM3276-022"
/// # Input device ID: bus 0x1d vendor 0x6cb product 0000 version 0000
/// # Supported events:  ...  (types, codes, axis ranges)
/// # Properties:  ...
/// N: Synaptics TM3276-022
/// I: 001d 06cb 0000 0000
/// P: 05 00 00 00 00 00 00 00
/// B: 00 0b 00 00 00 00 00 00 00
/// B: 01 ...                         (every type libevdev knows, in mask-byte order)
/// A: 35 0 1940 0 0 20
/// ################################
/// #      Waiting for events      #
/// ################################
/// E: 0.000001 0003 0039 16042	# EV_ABS / ABS_MT_TRACKING_ID   16042
/// E: 0.000001 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +0ms
/// ```
///
/// Timestamps are written relative to the first event, which lands at `0.000001` as in evemu-record.
public final class EvemuWriter {
    /// The header lines evemu-record writes before the description.
    public struct Header: Sendable {
        /// `# Kernel: ...` (uname -r); omitted when nil.
        public var kernel: String?
        /// `# DMI: ...` (/sys/class/dmi/id/modalias); omitted when nil.
        public var dmi: String?
        /// The device's current values by type and code, as a live recording knows them: `EV_ABS`
        /// values for the `Value` comment lines, `EV_LED` and `EV_SW` states for the `State` lines
        /// and the `L:`/`S:` lines. Missing values are 0 (a trace's description holds none).
        public var state: [UInt16: [UInt16: Int32]]
        /// Creates a header.
        public init(kernel: String? = nil, dmi: String? = nil, state: [UInt16: [UInt16: Int32]] = [:]) {
            self.kernel = kernel
            self.dmi = dmi
            self.state = state
        }
    }

    private let output: TraceOutput
    private var firstTimestamp: Int64?
    private var lastMilliseconds: Int64 = 0
    /// The number of events written.
    public private(set) var eventCount = 0

    /// Writes the header and the device description to `output`; events follow with ``write(_:)``.
    public init(device: DeviceDescription, header: Header = Header(), to output: TraceOutput) throws(TraceWriteError) {
        self.output = output
        Self.writeDescription(device: device, header: header, to: output)
        output.append("################################\n#      Waiting for events      #\n################################\n")
        try output.flushIfFull()
    }

    /// Appends one event: `E: sec.usec type code value<TAB># comment`.
    public func write(_ event: InputEvent) throws(TraceWriteError) {
        let first = firstTimestamp ?? event.timestampMicroseconds
        if firstTimestamp == nil { firstTimestamp = first }
        // evemu-record: offset = first - 1, so the first event is at 0.000001.
        let time = Swift.max(0, event.timestampMicroseconds &- first &+ 1)
        let sec = time / 1_000_000
        let usec = time % 1_000_000
        let o = output
        o.append("E: ")
        o.appendDecimal(sec)
        o.append(0x2E)
        o.appendDecimal(usec, width: 6, zeroPad: true)
        o.append(0x20)
        o.appendHex(UInt64(event.type), width: 4)
        o.append(0x20)
        o.appendHex(UInt64(event.code), width: 4)
        o.append(0x20)
        o.appendDecimal(Int64(event.value), width: 4, zeroPad: true)
        o.append("\t# ")
        let codeName = EventNames.codeName(type: event.type, code: event.code) ?? "(null)"
        if event.type == EventType.syn {
            if event.code == EventCode.SYN_MT_REPORT {
                o.append("++++++++++++ \(codeName) (\(event.value)) ++++++++++\n")
            } else {
                let ms = sec * 1000 + usec / 1000
                let dt = ms - lastMilliseconds
                lastMilliseconds = ms
                o.append("------------ \(codeName) (\(event.value)) ---------- ")
                o.appendDecimal(dt, plusSign: true)
                o.append("ms\n")
            }
        } else {
            o.append(EventNames.typeName(event.type) ?? "(null)")
            o.append(" / ")
            o.append(codeName.padding(20))
            o.append(0x20)
            o.appendDecimal(Int64(event.value))
            o.append(0x0A)
        }
        eventCount += 1
        try o.flushIfFull()
    }

    /// Writes buffered output.
    public func flush() throws(TraceWriteError) { try output.flush() }

    /// Writes every event of `source` after the description, then flushes. Returns the number of events.
    @discardableResult
    public static func write(
        _ source: some InputEventSource, header: Header = Header(), to output: TraceOutput
    ) throws -> Int {
        let writer = try EvemuWriter(device: source.device, header: header, to: output)
        while let event = try source.nextEvent() { try writer.write(event) }
        try writer.flush()
        return writer.eventCount
    }

    // MARK: The description

    /// evemu's `%#04x`: `0000` for zero, otherwise `0x` and at least two hex digits.
    static func alternateHex(_ v: UInt16) -> String {
        if v == 0 { return "0000" }
        let hex = String(v, radix: 16)
        return "0x" + (hex.count < 2 ? "0" + hex : hex)
    }

    static func writeDescription(device d: DeviceDescription, header: Header, to o: TraceOutput) {
        o.append("# EVEMU 1.3\n")
        if let kernel = header.kernel { o.append("# Kernel: \(kernel)\n") }
        if let dmi = header.dmi { o.append("# DMI: \(dmi)\n") }
        o.append("# Input device name: \"\(d.name)\"\n")
        o.append(
            "# Input device ID: bus \(alternateHex(d.bustype)) vendor \(alternateHex(d.vendor)) "
                + "product \(alternateHex(d.product)) version \(alternateHex(d.version))\n")
        if d.has(type: EventType.abs, code: EventCode.ABS_X), d.has(type: EventType.abs, code: EventCode.ABS_Y) {
            func extent(_ code: UInt16) -> Int64 {
                guard let a = d.axes[code], a.resolution != 0 else { return 0 }
                return (Int64(a.maximum) - Int64(a.minimum)) / Int64(a.resolution)
            }
            let w = extent(EventCode.ABS_X), h = extent(EventCode.ABS_Y)
            if w != 0, h != 0 { o.append("# Size in mm: \(w)x\(h)\n") }
        }
        o.append("# Supported events:\n")
        for type in 0...EventType.max {
            let codes = d.codes[type] ?? []
            guard type == EventType.syn || !codes.isEmpty else { continue }
            o.append("#   Event type \(type) (\(EventNames.typeName(type) ?? "(null)"))\n")
            guard let max = EventNames.maxCode(type: type) else { continue }
            // libevdev reports every EV_SYN code as supported, and evemu-record lists them all.
            let listed = type == EventType.syn ? Array(0...max) : codes.sorted()
            for code in listed where code <= max {
                o.append("#     Event code \(code) (\(EventNames.codeName(type: type, code: code) ?? "(null)"))\n")
                if type == EventType.abs {
                    let a = d.axes[code] ?? AxisInfo(minimum: 0, maximum: 0)
                    o.append("#       Value   \(format(header.state[type]?[code] ?? 0, width: 6))\n")
                    o.append("#       Min     \(format(a.minimum, width: 6))\n")
                    o.append("#       Max     \(format(a.maximum, width: 6))\n")
                    o.append("#       Fuzz    \(format(a.fuzz, width: 6))\n")
                    o.append("#       Flat    \(format(a.flat, width: 6))\n")
                    o.append("#       Resolution \(format(a.resolution, width: 3))\n")
                } else if type == EventType.led || type == EventType.sw {
                    o.append("#        State \(header.state[type]?[code] ?? 0)\n")
                }
            }
        }
        o.append("# Properties:\n")
        for p in d.properties.sorted() where p <= 0x1f {
            o.append("#   Property  type \(p) (\(EventNames.propertyName(p) ?? "(null)"))\n")
        }
        o.append("N: \(d.name)\n")
        o.append("I: ")
        for (i, id) in [d.bustype, d.vendor, d.product, d.version].enumerated() {
            if i > 0 { o.append(0x20) }
            o.appendHex(UInt64(id), width: 4)
        }
        o.append(0x0A)
        // INPUT_PROP_CNT = 32 bits: one P: line.
        var props = [UInt8](repeating: 0, count: 8)
        for p in d.properties where p < 64 { props[Int(p) / 8] |= 1 << (p % 8) }
        o.append("P:")
        for b in props {
            o.append(0x20)
            o.appendHex(UInt64(b), width: 2)
        }
        o.append(0x0A)
        o.append("B: 00 0b 00 00 00 00 00 00 00\n")
        for type in UInt16(1)...EventType.max {
            guard let max = EventNames.maxCode(type: type) else { continue }
            let byteCount = (Int(max) + 1 + 7) / 8
            let lineCount = (byteCount + 7) / 8
            var mask = [UInt8](repeating: 0, count: lineCount * 8)
            for code in d.codes[type] ?? [] where code <= max { mask[Int(code) / 8] |= 1 << (code % 8) }
            for line in 0..<lineCount {
                o.append("B: ")
                o.appendHex(UInt64(type), width: 2)
                for b in mask[(line * 8)..<(line * 8 + 8)] {
                    o.append(0x20)
                    o.appendHex(UInt64(b), width: 2)
                }
                o.append(0x0A)
            }
        }
        for code in (d.codes[EventType.abs] ?? []).sorted() where code <= 0x3f {
            let a = d.axes[code] ?? AxisInfo(minimum: 0, maximum: 0)
            o.append("A: ")
            o.appendHex(UInt64(code), width: 2)
            o.append(" \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n")
        }
        // evemu-record writes LEDs and switches that are on.
        for (type, prefix) in [(EventType.led, "L"), (EventType.sw, "S")] {
            for code in (d.codes[type] ?? []).sorted() {
                guard let value = header.state[type]?[code], value != 0 else { continue }
                o.append("\(prefix): ")
                o.appendHex(UInt64(code), width: 2)
                o.append(" \(value)\n")
            }
        }
    }

    private static func format(_ v: Int32, width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }
}

extension String {
    /// Left-aligned in `width` columns (`%-Ns`).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
