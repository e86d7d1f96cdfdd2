import Foundation
import Testing
import GlideTestSupport
@testable import GlideInput

/// The traces beside the repository (`../shared/traces`).
let deviceTestTraces: String = Repository.sharedTraces.path

/// A recording read whole with Glide's evemu reader, timestamps as written in the file, and its raw lines.
struct DeviceTestEvemu {
    var lines: [String]
    var description: DeviceDescription
    var events: [InputEvent] = []

    init(path: String) throws {
        lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let reader = try EvemuReader(path: path)
        description = reader.device
        while let event = try reader.next() { events.append(event) }
        let offset = reader.timestampOffsetMicroseconds ?? 0
        events = events.map { InputEvent(timestampMicroseconds: $0.timestampMicroseconds + offset, type: $0.type, code: $0.code, value: $0.value) }
    }
}

@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct EvemuWriterTests {
    /// The description part of a real evemu-record file, minus the "Value" lines (current values
    /// at recording time, which a description does not hold).
    func headerLines(_ lines: [String]) -> [String] {
        let start = lines.firstIndex { $0.hasPrefix("# Input device name:") }!
        let end = lines.firstIndex { $0.hasPrefix("####") }!
        return lines[start..<end].filter { !$0.hasPrefix("#       Value") }
    }

    @Test(arguments: ["ts-atmel-maxtouch-4finger-drag-down.evemu", "synaptics-tm3276-t480-2finger-swipe-up.evemu"])
    func descriptionMatchesEvemuRecord(file: String) throws {
        let trace = try DeviceTestEvemu(path: deviceTestTraces + "/" + file)
        let output = TraceOutput()
        _ = try EvemuWriter(device: trace.description, to: output)
        let written = headerLines(output.text.components(separatedBy: "\n"))
        #expect(written == headerLines(trace.lines))
    }

    @Test(arguments: ["ts-atmel-maxtouch-4finger-drag-down.evemu", "synaptics-tm3276-t480-2finger-swipe-up.evemu"])
    func eventLinesMatchEvemuRecord(file: String) throws {
        let trace = try DeviceTestEvemu(path: deviceTestTraces + "/" + file)
        let original = trace.lines.filter { $0.hasPrefix("E: ") }
        #expect(original.count > 300)
        #expect(trace.events.first?.timestampMicroseconds == 1) // recorded from 0.000001, as Glide writes
        let output = TraceOutput()
        let writer = try EvemuWriter(device: trace.description, to: output)
        for event in trace.events { try writer.write(event) }
        let written = output.text.components(separatedBy: "\n").filter { $0.hasPrefix("E: ") }
        #expect(written == original)
    }

    @Test func numberFormatsFollowPrintf() {
        func zeroPadded(_ value: Int64, width: Int) -> String {
            let output = TraceOutput()
            output.appendDecimal(value, width: width, zeroPad: true)
            return output.text
        }
        #expect(zeroPadded(-1, width: 4) == "-001")
        #expect(zeroPadded(-34, width: 4) == "-034")
        #expect(zeroPadded(15949, width: 4) == "15949")
        #expect(zeroPadded(7, width: 6) == "000007")
        #expect(EvemuWriter.alternateHex(0) == "0000")
        #expect(EvemuWriter.alternateHex(0x18) == "0x18")
        #expect(EvemuWriter.alternateHex(0x2) == "0x02")
        #expect(EvemuWriter.alternateHex(0x6cb) == "0x6cb")
    }

    @Test func currentStateFillsValueStateAndLEDLines() throws {
        var device = DeviceDescription(name: "pad")
        device.codes = [EventType.abs: [EventCode.ABS_X], EventType.led: [0, 1]]
        device.axes = [EventCode.ABS_X: AxisInfo(minimum: 0, maximum: 100)]
        let output = TraceOutput()
        _ = try EvemuWriter(device: device, header: .init(state: [EventType.abs: [EventCode.ABS_X: 42], EventType.led: [1: 1]]), to: output)
        let lines = output.text.components(separatedBy: "\n")
        #expect(lines.contains("#       Value       42"))
        #expect(lines.contains("#        State 1") && lines.contains("#        State 0"))
        #expect(lines.contains("L: 01 1") && !lines.contains { $0.hasPrefix("L: 00") })
    }

    @Test func writtenFileIsRebasedAndComplete() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-writer-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        let trace = try DeviceTestEvemu(path: deviceTestTraces + "/cypress-ps2-3finger-press.evemu")
        let writer = EvemuRecordingWriter(fileDescriptor: fd, name: path, machineLines: false)
        let recorder = try FrameRecorder(writer: writer, device: trace.description)
        for event in trace.events.prefix(25) { try recorder.append(event) }
        let dropped = try recorder.finish()
        close(fd)
        let lastReport = trace.events.prefix(25).lastIndex(where: \.isSynReport)!
        #expect(dropped == 24 - lastReport)
        #expect(recorder.eventCount == lastReport + 1)
        let back = try DeviceTestEvemu(path: path)
        #expect(back.lines.first == "# EVEMU 1.3")
        #expect(back.description == trace.description)
        #expect(back.events.first?.timestampMicroseconds == 1)
        let offset = trace.events[0].timestampMicroseconds - 1
        #expect(back.events.map { InputEvent(timestampMicroseconds: $0.timestampMicroseconds + offset, type: $0.type, code: $0.code, value: $0.value) } == Array(trace.events.prefix(lastReport + 1)))
        #expect(back.events.last?.isSynReport == true)
    }
}

/// A recording writer that keeps what it is given, to test the frame logic.
final class DeviceTestMemoryWriter: RecordingWriter {
    var header: DeviceDescription?
    var events: [InputEvent] = []
    var flushes = 0
    func writeHeader(_ device: DeviceDescription, state: [UInt16: [UInt16: Int32]]) throws { header = device }
    func write(_ event: InputEvent) throws { events.append(event) }
    func flush() throws { flushes += 1 }
}

@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct FrameRecorderTests {
    func ev(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(timestampMicroseconds: t, type: type, code: code, value: value)
    }

    @Test func onlyWholeFramesAreWritten() throws {
        let writer = DeviceTestMemoryWriter()
        let recorder = try FrameRecorder(writer: writer, device: DeviceDescription(name: "pad"))
        #expect(writer.header?.name == "pad")
        #expect(writer.flushes == 1)
        try recorder.append(ev(1, EventType.abs, EventCode.ABS_X, 5))
        #expect(writer.events.isEmpty)
        try recorder.append(ev(1, EventType.syn, EventCode.SYN_REPORT, 0))
        #expect(writer.events.count == 2)
        try recorder.append(ev(2, EventType.syn, EventCode.SYN_DROPPED, 0))
        try recorder.append(ev(2, EventType.abs, EventCode.ABS_X, 9))
        try recorder.append(ev(2, EventType.syn, EventCode.SYN_REPORT, 0))
        try recorder.append(ev(3, EventType.abs, EventCode.ABS_X, 11))
        #expect(recorder.pendingCount == 1)
        #expect(try recorder.finish() == 1)
        #expect(writer.events.map(\.value) == [5, 0, 0, 9, 0])
        #expect(recorder.frameCount == 2 && recorder.eventCount == 5)
        #expect(writer.flushes == 2)
    }
}
