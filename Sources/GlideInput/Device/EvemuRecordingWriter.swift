import CEvdev
#if canImport(Glibc)
import Glibc
#endif

/// Where a recording goes: a description header, then events, then a durable flush.
///
/// `glide record` writes through this, so that the format can change without touching the
/// recording loop. ``EvemuRecordingWriter`` writes evemu 1.3.
public protocol RecordingWriter: AnyObject {
    /// Writes the device description; called once, before any event.
    /// - Parameter state: the device's current values by type and code (`EV_ABS` values, `EV_LED`
    ///   and `EV_SW` states) for the human-readable part of the header; missing values are 0.
    func writeHeader(_ device: DeviceDescription, state: [UInt16: [UInt16: Int32]]) throws
    /// Writes one event.
    func write(_ event: InputEvent) throws
    /// Pushes everything written so far to the file and to the disk (fsync).
    func flush() throws
}

/// A file-writing error: what failed, and the errno.
public struct RecordingWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done, e.g. "write to out.evemu".
    public var operation: String
    /// The errno.
    public var errno: Int32

    /// An error for `operation` that failed with `errno`.
    public init(operation: String, errno: Int32) {
        self.operation = operation
        self.errno = errno
    }

    /// "cannot <operation>: <strerror>".
    public var description: String { "cannot \(operation): \(String(cString: strerror(errno)))" }
}

/// Writes the evemu 1.3 format exactly as `evemu-record` (evemu 2.7) does: `# EVEMU 1.3`, the
/// `# Kernel:`/`# DMI:` lines, the commented description, `N:`, `I:`, `P:`, `B:`, `A:` (`L:`, `S:`)
/// lines, the "Waiting for events" banner and `E:` lines with their comments. Timestamps are
/// rebased so that the first event is at 0.000001 s.
///
/// Output is buffered and reaches the file on ``flush()`` (which also fsyncs).
public final class EvemuRecordingWriter: RecordingWriter {
    private let fd: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private var offset: Int64?
    private var lastMilliseconds: Int64 = 0
    /// Whether the header carries `# Kernel:` and `# DMI:` lines from this machine.
    private let machineLines: Bool

    /// Writes to an open file descriptor, which the caller keeps owning.
    /// - Parameters:
    ///   - name: how the destination is called in error messages.
    ///   - machineLines: write `# Kernel: <uname -r>` and `# DMI: <modalias>` as evemu-record does.
    public init(fileDescriptor: Int32, name: String, machineLines: Bool = true) {
        self.fd = fileDescriptor
        self.name = name
        self.machineLines = machineLines
    }

    private func put(_ line: String) {
        buffer.append(contentsOf: line.utf8)
    }

    /// Buffers the header: the `# EVEMU 1.3` line, machine lines, description, banner.
    public func writeHeader(_ device: DeviceDescription, state: [UInt16: [UInt16: Int32]] = [:]) throws {
        put("# EVEMU 1.3\n")
        if machineLines {
            var names = utsname()
            if uname(&names) == 0 {
                let release = withUnsafeBytes(of: names.release) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                put("# Kernel: \(release)\n")
                if let modalias = Self.readFirstLine("/sys/class/dmi/id/modalias") {
                    put("# DMI: \(modalias)")
                }
            }
        }
        put(Self.descriptionLines(device, state: state))
        put("################################\n#      Waiting for events      #\n################################\n")
    }

    /// Buffers one `E:` line (timestamps rebased to the first event).
    public func write(_ event: InputEvent) throws {
        if offset == nil { offset = event.timestampMicroseconds - 1 }
        let time = event.timestampMicroseconds - (offset ?? 0)
        put(Self.eventLine(event, time: time, lastMilliseconds: &lastMilliseconds))
        if buffer.count >= 1 << 16 { try drain() }
    }

    /// Writes the buffer out and fsyncs (pipes and terminals, which cannot sync, are fine).
    public func flush() throws {
        try drain()
        if fsync(fd) != 0, errno != EINVAL, errno != EROFS, errno != ENOTSUP {
            throw RecordingWriteError(operation: "sync \(name)", errno: errno)
        }
    }

    private func drain() throws {
        var written = 0
        while written < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw RecordingWriteError(operation: "write to \(name)", errno: errno)
            }
            written += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func readFirstLine(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 2048)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count - 1) }
        guard n > 0 else { return nil }
        var text = bytes[..<n]
        if let newline = text.firstIndex(of: 10) { text = bytes[...newline] }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: Formatting (printf-compatible)

    static func typeName(_ type: UInt16) -> String {
        libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) } ?? "(null)"
    }

    static func codeName(_ type: UInt16, _ code: UInt16) -> String {
        libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) } ?? "(null)"
    }

    /// `%0<width>x`.
    static func hex(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `%#04x`: `0x` plus at least two digits, or `0000` for zero.
    static func alternateHex(_ value: Int) -> String {
        value == 0 ? "0000" : "0x" + hex(value, width: 2)
    }

    /// `%0<width>d`.
    static func zeroPadded(_ value: Int64, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
    }

    /// `%<width>d` (right-aligned) or `%-<width>s` (left-aligned) padding.
    static func padded(_ text: String, width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + pad : pad + text
    }

    /// The part of the header from `# Input device name:` to the last `A:`/`L:`/`S:` line.
    public static func descriptionLines(_ device: DeviceDescription, state: [UInt16: [UInt16: Int32]] = [:]) -> String {
        var out = ""
        out += "# Input device name: \"\(device.name)\"\n"
        out += "# Input device ID: bus \(alternateHex(Int(device.bustype))) vendor \(alternateHex(Int(device.vendor))) "
            + "product \(alternateHex(Int(device.product))) version \(alternateHex(Int(device.version)))\n"
        if let x = device.axes[EventCode.ABS_X], let y = device.axes[EventCode.ABS_Y],
            device.has(type: EventType.abs, code: EventCode.ABS_X), device.has(type: EventType.abs, code: EventCode.ABS_Y)
        {
            let w = x.resolution != 0 ? (x.maximum - x.minimum) / x.resolution : 0
            let h = y.resolution != 0 ? (y.maximum - y.minimum) / y.resolution : 0
            if w != 0, h != 0 { out += "# Size in mm: \(w)x\(h)\n" }
        }
        out += "# Supported events:\n"
        for type in 0..<UInt16(EV_CNT) {
            let codes: Set<UInt16>
            let max = Int(libevdev_event_type_get_max(UInt32(type)))
            if type == EventType.syn {
                codes = Set((0...UInt16(SYN_MAX)))  // libevdev reports every EV_SYN code as supported
            } else {
                guard let c = device.codes[type], max >= 0 else { continue }
                codes = c
            }
            out += "#   Event type \(type) (\(typeName(type)))\n"
            for code in codes.sorted() where Int(code) <= max {
                out += "#     Event code \(code) (\(codeName(type, code)))\n"
                switch type {
                case EventType.abs:
                    let axis = device.axes[code] ?? AxisInfo(minimum: 0, maximum: 0)
                    let value = state[type]?[code] ?? 0
                    out += "#       Value   \(padded(String(value), width: 6))\n"
                    out += "#       Min     \(padded(String(axis.minimum), width: 6))\n"
                    out += "#       Max     \(padded(String(axis.maximum), width: 6))\n"
                    out += "#       Fuzz    \(padded(String(axis.fuzz), width: 6))\n"
                    out += "#       Flat    \(padded(String(axis.flat), width: 6))\n"
                    out += "#       Resolution \(padded(String(axis.resolution), width: 3))\n"
                case EventType.led, EventType.sw:
                    out += "#        State \(state[type]?[code] ?? 0)\n"
                default:
                    break
                }
            }
        }
        out += "# Properties:\n"
        for property in device.properties.sorted() where property < UInt16(INPUT_PROP_CNT) {
            let name = libevdev_property_get_name(UInt32(property)).map { String(cString: $0) } ?? "(null)"
            out += "#   Property  type \(property) (\(name))\n"
        }
        out += "N: \(device.name)\n"
        out += "I: \(hex(Int(device.bustype), width: 4)) \(hex(Int(device.vendor), width: 4)) "
            + "\(hex(Int(device.product), width: 4)) \(hex(Int(device.version), width: 4))\n"
        var properties = [UInt8](repeating: 0, count: 8)
        for property in device.properties where property < 64 {
            properties[Int(property) / 8] |= 1 << (property % 8)
        }
        out += "P: " + properties.map { hex(Int($0), width: 2) }.joined(separator: " ") + "\n"
        out += "B: 00 0b 00 00 00 00 00 00 00\n"
        for type in 1..<UInt16(EV_CNT) {
            let max = Int(libevdev_event_type_get_max(UInt32(type)))
            guard max >= 0 else { continue }
            let byteCount = ((max + 1) + 7) / 8
            var mask = [UInt8](repeating: 0, count: (byteCount + 7) / 8 * 8)
            for code in device.codes[type] ?? [] where Int(code) <= max {
                mask[Int(code) / 8] |= 1 << (code % 8)
            }
            for start in stride(from: 0, to: byteCount, by: 8) {
                out += "B: \(hex(Int(type), width: 2)) "
                    + mask[start..<start + 8].map { hex(Int($0), width: 2) }.joined(separator: " ") + "\n"
            }
        }
        for code in (device.codes[EventType.abs] ?? []).sorted() {
            let axis = device.axes[code] ?? AxisInfo(minimum: 0, maximum: 0)
            out += "A: \(hex(Int(code), width: 2)) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)\n"
        }
        for (type, prefix) in [(EventType.led, "L"), (EventType.sw, "S")] {
            for code in (device.codes[type] ?? []).sorted() {
                if let value = state[type]?[code], value != 0 {
                    out += "\(prefix): \(hex(Int(code), width: 2)) \(value)\n"
                }
            }
        }
        return out
    }

    /// One `E:` line with its comment, as `evemu_write_event` prints it; `time` is already rebased.
    /// `lastMilliseconds` is the time of the previous `SYN_REPORT` in ms (starts at 0).
    public static func eventLine(_ event: InputEvent, time: Int64, lastMilliseconds: inout Int64) -> String {
        let seconds = time / 1_000_000
        let micros = time % 1_000_000
        var line = "E: \(seconds).\(zeroPadded(micros, width: 6)) \(hex(Int(event.type), width: 4)) "
            + "\(hex(Int(event.code), width: 4)) \(zeroPadded(Int64(event.value), width: 4))\t"
        if event.type == EventType.syn {
            if event.code == EventCode.SYN_MT_REPORT {
                line += "# ++++++++++++ \(codeName(event.type, event.code)) (\(event.value)) ++++++++++\n"
            } else {
                let ms = seconds * 1000 + micros / 1000
                let dt = ms - lastMilliseconds
                lastMilliseconds = ms
                line += "# ------------ \(codeName(event.type, event.code)) (\(event.value)) ---------- \(dt >= 0 ? "+" : "")\(dt)ms\n"
            }
        } else {
            line += "# \(typeName(event.type)) / \(padded(codeName(event.type, event.code), width: 20, left: true)) \(event.value)\n"
        }
        return line
    }
}

/// Writes only whole frames: events are held until their `SYN_REPORT`, so that a recording stopped
/// at any moment ends with a complete frame.
public final class FrameRecorder {
    private let writer: any RecordingWriter
    private var pending: [InputEvent] = []
    /// Events written so far (whole frames only).
    public private(set) var eventCount = 0
    /// Frames written so far.
    public private(set) var frameCount = 0

    /// Starts a recording: writes `device`'s header and flushes it.
    public init(writer: any RecordingWriter, device: DeviceDescription, state: [UInt16: [UInt16: Int32]] = [:]) throws {
        self.writer = writer
        try writer.writeHeader(device, state: state)
        try writer.flush()
    }

    /// Events of the frame in progress (not yet written).
    public var pendingCount: Int { pending.count }

    /// Adds one event; a `SYN_REPORT` writes its whole frame.
    public func append(_ event: InputEvent) throws {
        pending.append(event)
        guard event.isSynReport else { return }
        for e in pending { try writer.write(e) }
        eventCount += pending.count
        frameCount += 1
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes and fsyncs what was written. Events of an unfinished frame are left out; returns how many.
    @discardableResult
    public func finish() throws -> Int {
        try writer.flush()
        let dropped = pending.count
        pending.removeAll()
        return dropped
    }

    /// Flushes and fsyncs whole frames written so far, keeping the frame in progress.
    public func checkpoint() throws {
        try writer.flush()
    }
}
