import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// evemu → Glide → evemu and libinput-record → Glide → libinput-record keep every event and the device.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct RoundTripTests {
    static func evemuText(_ source: some InputEventSource) throws -> String {
        let out = TraceOutput()
        try EvemuWriter.write(source, to: out)
        return out.text
    }

    @Test(arguments: RealTraces.evemuFiles)
    func evemuRoundTripKeepsEverything(_ file: String) throws {
        let original = try EvemuReader(path: RealTraces.path(file))
        let events = try RealTraces.readAll(original)
        let out = TraceOutput()
        let writer = try EvemuWriter(device: original.device, to: out)
        for e in events { try writer.write(e) }
        let path = try temporaryFile(out.bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let again = try EvemuReader(path: path)
        // evemu-record writes the EV_SYN mask as the constant `B: 00 0b ...`; everything else survives.
        var expected = original.device
        expected.codes[EventType.syn] = [EventCode.SYN_REPORT, EventCode.SYN_CONFIG, EventCode.SYN_DROPPED]
        #expect(again.device == expected)
        #expect(again.fileVersion?.major == 1 && again.fileVersion?.minor == 3)
        let back = try RealTraces.readAll(again)
        #expect(back == events)
        #expect(again.timestampOffsetMicroseconds == 1)  // evemu-record's convention: first event at 0.000001
    }

    @Test func writerFormatsEventLinesAsEvemuRecord() throws {
        let device = try EvemuReader(path: RealTraces.path("synaptics-tm3276-t480-2finger-pinch-in.evemu")).device
        let out = TraceOutput()
        let w = try EvemuWriter(device: device, to: out)
        try w.write(InputEvent(timestampMicroseconds: 0, type: 3, code: 0x39, value: -1))
        try w.write(InputEvent(timestampMicroseconds: 0, type: 3, code: 0x35, value: 879))
        try w.write(InputEvent(timestampMicroseconds: 0, type: 3, code: 0x34, value: -34))
        try w.write(InputEvent(timestampMicroseconds: 7_123, type: 0, code: 2, value: 0))
        try w.write(InputEvent(timestampMicroseconds: 7_123, type: 0, code: 0, value: 0))
        try w.write(InputEvent(timestampMicroseconds: 2_017_123, type: 0, code: 0, value: 0))
        let lines = out.text.split(separator: "\n").filter { $0.hasPrefix("E:") }
        #expect(lines == [
            "E: 0.000001 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1",
            "E: 0.000001 0003 0035 0879\t# EV_ABS / ABS_MT_POSITION_X    879",
            "E: 0.000001 0003 0034 -034\t# EV_ABS / ABS_MT_ORIENTATION   -34",
            "E: 0.007124 0000 0002 0000\t# ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
            "E: 0.007124 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +7ms",
            "E: 2.017124 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +2010ms",
        ])
        let text = out.text
        #expect(text.hasPrefix("# EVEMU 1.3\n# Input device name: \"Synaptics TM3276-022\"\n# Input device ID: bus 0x1d vendor 0x6cb product 0000 version 0000\n# Size in mm: 97x64\n"))
        #expect(text.contains("\nN: Synaptics TM3276-022\nI: 001d 06cb 0000 0000\nP: 05 00 00 00 00 00 00 00\nB: 00 0b 00 00 00 00 00 00 00\n"))
        #expect(text.contains("\nA: 35 0 1940 0 0 20\n"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("B: 01 ") }.count == 12)
    }

    @Test func libinputRecordRoundTripKeepsEverything() throws {
        let original = try LibinputRecordReader(path: RealTraces.path("synaptics-ite-acer-sw5-012-2finger-scroll.yaml"))
        let events = try RealTraces.readAll(original)
        #expect(events.count == 112)
        let out = TraceOutput()
        let writer = try LibinputRecordWriter(device: original.device, header: .init(kernel: original.kernel, dmi: original.dmi), to: out)
        for e in events { try writer.write(e) }
        let again = try LibinputRecordReader(text: out.text, name: "round-trip.yaml")
        #expect(again.device == original.device)
        #expect(again.kernel == original.kernel)
        #expect(try RealTraces.readAll(again) == events)
        // One `- evdev:` list per frame, as libinput record writes them.
        #expect(out.text.components(separatedBy: "  - evdev:\n").count - 1 == 13)
        #expect(out.text.contains("    - [  0,      0,   3,  57,      80] # EV_ABS / ABS_MT_TRACKING_ID       80\n"))
    }

    @Test(arguments: RealTraces.evemuFiles)
    func evemuThroughLibinputRecordAndBack(_ file: String) throws {
        let original = try EvemuReader(path: RealTraces.path(file))
        let events = try RealTraces.readAll(original)
        let out = TraceOutput()
        let writer = try LibinputRecordWriter(device: original.device, to: out)
        for e in events { try writer.write(e) }
        let yaml = try LibinputRecordReader(text: out.text, name: file + ".yaml")
        var expectedDevice = original.device
        expectedDevice.codes[EventType.syn] = nil
        var yamlDevice = yaml.device
        yamlDevice.codes[EventType.syn] = nil
        expectedDevice.node = "/dev/input/event0"
        #expect(yamlDevice == expectedDevice)
        #expect(try RealTraces.readAll(yaml) == events)
    }

    @Test func multiDeviceFilesSelectByIndexOrNode() throws {
        let text = """
            # libinput record
            version: 1
            ndevices: 2
            some_future_key: {nested: [1, 2]}
            devices:
            - node: /dev/input/event3
              evdev:
                name: "Keyboard"
                id: [17, 1, 1, 43841]
                codes:
                  0: [0, 1, 2]
                  1: [30, 31]
                properties: []
                unknown_device_key: 7
              events:
              - evdev:
                - [  0,   1000,   1,  30,       1]
                - [  0,   1000,   0,   0,       0]
            - node: /dev/input/event7
              evdev:
                name: "Pad"
                id: [3, 2, 3, 4]
                codes:
                  3: [0, 1]
                absinfo:
                  0: [0, 100, 0, 0, 10]
                  1: [0, 50, 0, 0, 10]
                properties: [0]
              events:
              - libinput: {time: 0.1, type: POINTER_MOTION}
              - hid: {time: [0, 5], hidraw0: [0x01]}
              - evdev:
                - [  5,    500,   3,   0,      42]
                - [  5,    500,   0,   0,       0]
              - evdev:
                - [  5,   9500,   3,   1,      -7]
                - [  5,   9500,   0,   0,       0]
            """
        let first = try LibinputRecordReader(text: text, name: "multi.yaml")
        #expect(first.devices.count == 2)
        #expect(first.device.name == "Keyboard")
        #expect(try RealTraces.readAll(first).count == 2)
        let pad = try LibinputRecordReader(text: text, name: "multi.yaml", device: .node("/dev/input/event7"))
        #expect(pad.device.name == "Pad")
        #expect(pad.device.sizeMillimetres.width == 10)
        let events = try RealTraces.readAll(pad)
        #expect(events.map(\.timestampMicroseconds) == [0, 0, 9000, 9000])
        #expect(events[2].value == -7)
        #expect(pad.timestampOffsetMicroseconds == 5_000_500)
        let byIndex = try LibinputRecordReader(text: text, name: "multi.yaml", device: .index(1))
        #expect(byIndex.device == pad.device)
        #expect(throws: TraceError.self) { try LibinputRecordReader(text: text, name: "multi.yaml", device: .index(2)) }
        #expect(throws: TraceError.self) { try LibinputRecordReader(text: text, name: "multi.yaml", device: .node("/dev/input/event9")) }
    }
}
