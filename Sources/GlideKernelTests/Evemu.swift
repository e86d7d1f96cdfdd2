import GlideInput

/// A recording read whole with Glide's evemu reader, with the timestamps as written in the file
/// (not rebased) and its raw lines, for line-by-line comparisons with evemu-record.
struct EvemuFile {
    var description: DeviceDescription
    var events: [InputEvent] = []
    /// Every line, without line ends.
    var lines: [String] = []

    init(path: String) throws {
        guard let text = readWholeFile(path) else { throw TestFailure("cannot read \(path)") }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let reader: EvemuReader
        do { reader = try EvemuReader(path: path) } catch { throw TestFailure("\(error)") }
        description = reader.device
        // The live description (EvdevDevice) lists no EV_SYN codes; the file's `B: 00` mask does.
        description.codes[EventType.syn] = nil
        // Axes without a code bit do not exist on the device.
        description.axes = description.axes.filter { description.has(type: EventType.abs, code: $0.key) }
        do {
            while let event = try reader.next() { events.append(event) }
        } catch { throw TestFailure("\(error)") }
        let offset = reader.timestampOffsetMicroseconds ?? 0
        events = events.map { InputEvent(timestampMicroseconds: $0.timestampMicroseconds + offset, type: $0.type, code: $0.code, value: $0.value) }
    }
}
