/// What `glide info` reports about a trace: the device, and counts over the whole event stream.
public struct TraceSummary: Codable, Hashable, Sendable {
    /// The device, as the summary shows it.
    public struct Device: Codable, Hashable, Sendable {
        /// The kernel's name for the device.
        public var name: String
        /// `touchpad`, `touchscreen` or `other`.
        public var kind: String
        /// `ABS_MT_SLOT` slots (0 for protocol A or single touch).
        public var slots: Int
        /// Width and height in millimetres (libinput's 69 × 50 guess without resolution, see `sizeIsGuess`).
        public var sizeMM: [Double]
        /// True when `sizeMM` is the guess.
        public var sizeIsGuess: Bool
        /// True for a clickpad (`INPUT_PROP_BUTTONPAD`).
        public var clickpad: Bool
        /// True for a semi-multitouch device.
        public var semiMT: Bool
        /// `bus:vendor:product:version` in hexadecimal.
        public var id: String
        /// The node the device was recorded from, when the trace says.
        public var node: String?
    }

    /// The device.
    public var device: Device
    /// `evemu` or `libinput-record`.
    public var format: String
    /// Events read.
    public var events: Int
    /// Frames (`SYN_REPORT`s) assembled.
    public var frames: Int
    /// Seconds from the first event to the last.
    public var durationSeconds: Double
    /// The most fingers down at once (contacts, or `BTN_TOOL_*` beyond the slots).
    public var maxFingers: Int
    /// Distinct contacts seen (tracking ids, or ids Glide assigned for protocol A).
    public var contacts: Int
    /// `"A"`, `"B"` or `"none"`.
    public var `protocol`: String
    /// `SYN_DROPPED` events in the trace.
    public var droppedFrames: Int
    /// The first event's original timestamp in seconds (epoch, 0, uptime, ...).
    public var timeOffsetSeconds: Double
    /// Malformed lines skipped (lenient reading).
    public var skippedLines: Int

    /// Events taken from an evemu reader at a time (``EvemuReader/nextBufferedEvents(into:capacity:)``).
    static let evemuBatch = 256

    /// Reads `source` to its end and summarizes it; `onFrame` sees every frame assembled on the way
    /// (`glide info` recognizes gestures from them without assembling the frames twice).
    public static func read(_ source: some TraceEventSource, onFrame: ((TouchFrame) -> Void)? = nil) throws -> TraceSummary {
        let d = source.device
        let assembler = TouchFrameAssembler(device: d, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
        var events = 0
        var last: Int64 = 0
        var ids = Set<Int>()
        @inline(__always) func take(_ event: InputEvent) {
            events += 1
            last = event.timestampMicroseconds
            if let frame = assembler.process(event) {
                if !frame.began.isEmpty { ids.formUnion(frame.began) }
                onFrame?(frame)
            }
        }
        if let evemu = source as? EvemuReader {
            // Evemu events in batches, scanned in place (EvemuReader+FastPath.swift).
            let batch = UnsafeMutablePointer<InputEvent>.allocate(capacity: evemuBatch)
            defer { batch.deallocate() }
            while true {
                let n = evemu.nextBufferedEvents(into: batch, capacity: evemuBatch)
                if n > 0 {
                    for i in 0..<n { take(batch[i]) }
                    continue
                }
                // A line for the full parser, or the buffered lines are used up.
                guard let event = try evemu.next() else { break }
                take(event)
            }
        } else {
            while let event = try source.nextEvent() { take(event) }
        }
        let size = d.sizeMillimetres
        func hex(_ v: UInt16) -> String { String(v, radix: 16) }
        return TraceSummary(
            device: Device(
                name: d.name, kind: d.kind.rawValue, slots: d.slotCount,
                sizeMM: [(size.width * 100).rounded() / 100, (size.height * 100).rounded() / 100],
                sizeIsGuess: size.isGuess, clickpad: d.isClickpad, semiMT: d.isSemiMT,
                id: "\(hex(d.bustype)):\(hex(d.vendor)):\(hex(d.product)):\(hex(d.version))", node: d.node),
            format: source.format.rawValue, events: events, frames: assembler.frameCount,
            durationSeconds: Double(last) / 1_000_000, maxFingers: assembler.maxFingerCount, contacts: ids.count,
            protocol: d.multitouchProtocol.rawValue, droppedFrames: assembler.dropCount,
            timeOffsetSeconds: Double(source.timestampOffsetMicroseconds ?? 0) / 1_000_000,
            skippedLines: source.skippedLineCount)
    }
}
