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

/// Records in evemu 1.3 through the shared ``EvemuWriter``, with what only a live recording
/// knows: the `# Kernel:` and `# DMI:` lines of this machine and the device's current values.
/// ``flush()`` writes the buffer out and fsyncs.
public final class EvemuRecordingWriter: RecordingWriter {
    private let output: TraceOutput
    private let machineLines: Bool
    private var writer: EvemuWriter?

    /// Writes to an open file descriptor, which the caller keeps owning.
    /// - Parameters:
    ///   - name: how the destination is called in error messages.
    ///   - machineLines: write `# Kernel: <uname -r>` and `# DMI: <modalias>` as evemu-record does.
    public init(fileDescriptor: Int32, name: String, machineLines: Bool = true) {
        output = TraceOutput(fileDescriptor: fileDescriptor, name: name)
        self.machineLines = machineLines
    }

    public func writeHeader(_ device: DeviceDescription, state: [UInt16: [UInt16: Int32]] = [:]) throws {
        var header = EvemuWriter.Header(state: state)
        if machineLines {
            var names = utsname()
            if uname(&names) == 0 {
                header.kernel = withUnsafeBytes(of: names.release) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                header.dmi = Self.readFirstLine("/sys/class/dmi/id/modalias")
            }
        }
        writer = try EvemuWriter(device: device, header: header, to: output)
    }

    public func write(_ event: InputEvent) throws {
        guard let writer else { preconditionFailure("EvemuRecordingWriter: writeHeader must come before events") }
        try writer.write(event)
    }

    public func flush() throws { try output.sync() }

    private static func readFirstLine(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 2048)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count - 1) }
        guard n > 0 else { return nil }
        return String(decoding: bytes[..<n].prefix { $0 != 10 }, as: UTF8.self)
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
