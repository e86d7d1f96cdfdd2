import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// Events to frames: contacts, ids, millimetres, finger counts, protocol A matching, drops.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct TouchFrameAssemblerTests {
    static let padB = DeviceDescription(
        name: "pad", properties: [InputProperty.pointer, InputProperty.buttonpad],
        codes: [
            EventType.key: [EventCode.BTN_LEFT, EventCode.BTN_TOUCH, EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP],
            EventType.abs: [0, 1, 0x2f, 0x30, 0x31, 0x35, 0x36, 0x37, 0x39, 0x3a],
            EventType.msc: [EventCode.MSC_TIMESTAMP],
        ],
        axes: [
            0x2f: AxisInfo(minimum: 0, maximum: 1), 0x35: AxisInfo(minimum: 100, maximum: 1100, resolution: 10),
            0x36: AxisInfo(minimum: 0, maximum: 500, resolution: 10), 0x39: AxisInfo(minimum: 0, maximum: 65535),
        ])

    static let screenA = DeviceDescription(
        name: "screen", properties: [InputProperty.direct],
        codes: [EventType.key: [EventCode.BTN_TOUCH], EventType.abs: [0, 1, 0x35, 0x36]],
        axes: [0x35: AxisInfo(minimum: 0, maximum: 1000), 0x36: AxisInfo(minimum: 0, maximum: 1000)])

    /// Builds events: `(code type, code, value)` triples at time `t` ms, `nil` = SYN_REPORT.
    static func events(_ t: Int64, _ list: [(UInt16, UInt16, Int32)?]) -> [InputEvent] {
        list.map { e in
            guard let e else { return InputEvent(timestampMicroseconds: t * 1000, type: 0, code: 0, value: 0) }
            return InputEvent(timestampMicroseconds: t * 1000, type: e.0, code: e.1, value: e.2)
        }
    }

    static func run(_ device: DeviceDescription, _ events: [InputEvent], resync: Bool = false) -> [TouchFrame] {
        let a = TouchFrameAssembler(device: device, resynchronizesAfterDrop: resync)
        return events.compactMap { a.process($0) }
    }

    @Test func protocolBContactsBeginMoveAndEnd() {
        let abs = EventType.abs
        var ev = Self.events(0, [(abs, 0x39, 7), (abs, 0x35, 600), (abs, 0x36, 250), (abs, 0x3a, 40), (abs, 0x30, 9), (1, EventCode.BTN_TOUCH, 1), (1, EventCode.BTN_TOOL_FINGER, 1), (4, 5, 1234), nil])
        ev += Self.events(10, [(abs, 0x2f, 1), (abs, 0x39, 8), (abs, 0x35, 200), (abs, 0x36, 100), (1, EventCode.BTN_TOOL_FINGER, 0), (1, EventCode.BTN_TOOL_DOUBLETAP, 1), nil])
        ev += Self.events(20, [(abs, 0x2f, 0), (abs, 0x35, 610), (abs, 0x37, EventCode.MT_TOOL_PALM), nil])
        ev += Self.events(30, [(abs, 0x39, -1), (1, EventCode.BTN_TOOL_DOUBLETAP, 0), (1, EventCode.BTN_TOOL_FINGER, 1), (1, EventCode.BTN_LEFT, 1), nil])
        let frames = Self.run(Self.padB, ev)
        #expect(frames.count == 4)
        let f0 = frames[0]
        #expect(f0.timestamp == 0 && f0.contacts.count == 1 && f0.began == [7] && f0.ended.isEmpty)
        let c = f0.contacts[0]
        #expect(c.id == 7 && c.slot == 0 && c.x == 600 && c.y == 250)
        #expect(c.xMillimetres == 50 && c.yMillimetres == 25)  // (600 - 100) / 10, 250 / 10
        #expect(c.pressure == 40 && c.touchMajor == 9 && c.touchMinor == nil && c.toolType == nil)
        #expect(f0.mscTimestamp == 1234 && f0.isTouching == true && f0.toolFingerCount == 1 && f0.fingerCount == 1)
        #expect(!f0.sizeIsGuess && !f0.isSemiMT && !f0.followsDrop)

        #expect(frames[1].timestamp == 0.01)
        #expect(frames[1].contacts.map(\.id) == [7, 8] && frames[1].began == [8] && frames[1].fingerCount == 2)
        #expect(frames[1].mscTimestamp == nil)
        #expect(frames[2].contacts[0].x == 610 && frames[2].contacts[0].isPalm && frames[2].fingers.map(\.id) == [8])
        #expect(frames[2].began.isEmpty && frames[2].ended.isEmpty)
        #expect(frames[3].contacts.map(\.id) == [8] && frames[3].ended.map(\.id) == [7])
        #expect(frames[3].ended[0].x == 610)
        #expect(frames[3].buttons == [EventCode.BTN_LEFT])
    }

    @Test func moreFingersThanSlotsComeFromBTNTool() {
        let abs = EventType.abs
        var ev = Self.events(0, [(abs, 0x39, 1), (abs, 0x2f, 1), (abs, 0x39, 2), (1, EventCode.BTN_TOOL_DOUBLETAP, 1), nil])
        ev += Self.events(5, [(1, EventCode.BTN_TOOL_DOUBLETAP, 0), (1, EventCode.BTN_TOOL_TRIPLETAP, 1), nil])
        let frames = Self.run(Self.padB, ev)
        #expect(frames.map(\.contacts.count) == [2, 2])
        #expect(frames.map(\.fingerCount) == [2, 3])
        #expect(frames.map(\.toolFingerCount) == [2, 3])
    }

    @Test func realCypressReportsAThirdFingerOnlyThroughBTNTool() throws {
        let frames = try TouchFrameAssembler.frames(from: try EvemuReader(path: RealTraces.path("cypress-ps2-3finger-press.evemu")))
        #expect(frames.contains { $0.fingerCount == 3 && $0.contacts.count == 2 })
        #expect(frames.allSatisfy { $0.isSemiMT })
    }

    @Test func droppedEventsAreDiscardedUpToTheNextReport() {
        let abs = EventType.abs
        var ev = Self.events(0, [(abs, 0x39, 1), (abs, 0x35, 300), nil])
        ev += Self.events(10, [(abs, 0x35, 310), (0, EventCode.SYN_DROPPED, 0), (abs, 0x35, 999), (abs, 0x39, -1), nil])
        ev += Self.events(20, [(abs, 0x35, 320), nil])
        ev += Self.events(30, [(abs, 0x35, 330), nil])
        // A trace cannot re-synchronize: the events after SYN_DROPPED up to SYN_REPORT are discarded.
        let trace = Self.run(Self.padB, ev)
        #expect(trace.count == 3)
        #expect(trace.map { $0.contacts.first?.x } == [300, 320, 330])
        #expect(trace.map(\.followsDrop) == [false, true, false])
        // A live device's events after SYN_DROPPED are the re-synchronization: applied.
        let live = Self.run(Self.padB, ev, resync: true)
        #expect(live.count == 4)
        #expect(live[1].contacts.isEmpty && live[1].ended.map(\.id) == [1] && live[1].followsDrop)
        #expect(live[2].followsDrop == false)
    }

    @Test func protocolAContactsKeepIdsByNearestNeighbour() {
        let abs = EventType.abs, mt = (EventType.syn, EventCode.SYN_MT_REPORT, Int32(0))
        var ev = Self.events(0, [(abs, 0x35, 100), (abs, 0x36, 100), mt, (abs, 0x35, 800), (abs, 0x36, 800), mt, nil])
        // Same fingers, reported in the other order, moved a little.
        ev += Self.events(10, [(abs, 0x35, 790), (abs, 0x36, 810), mt, (abs, 0x35, 110), (abs, 0x36, 95), mt, nil])
        // The first finger lifts; a new one lands far away.
        ev += Self.events(20, [(abs, 0x35, 780), (abs, 0x36, 820), mt, (abs, 0x35, 100), (abs, 0x36, 900), mt, nil])
        // All lift (an empty SYN_MT_REPORT).
        ev += Self.events(30, [mt, nil])
        let frames = Self.run(Self.screenA, ev)
        #expect(frames.count == 4)
        let a = frames[0].contacts[0].id, b = frames[0].contacts[1].id
        #expect(a != b)
        #expect(frames[1].contacts.map(\.id) == [b, a])
        #expect(frames[1].began.isEmpty && frames[1].ended.isEmpty)
        #expect(frames[2].contacts[0].id == b)
        let c = frames[2].contacts[1].id
        #expect(c != a && c != b && frames[2].began == [c] && frames[2].ended.map(\.id) == [a])
        #expect(frames[3].contacts.isEmpty && Set(frames[3].ended.map(\.id)) == [b, c])
        #expect(frames[0].sizeIsGuess)  // no resolution: libinput's 69 × 50 mm
        #expect(frames[0].contacts[0].xMillimetres == 6.9)
    }

    @Test func realProtocolARecordingsGiveStableIds() throws {
        let frames = try TouchFrameAssembler.frames(from: try EvemuReader(path: RealTraces.path("ts-ntrig-2finger-touch-release-protoA.evemu")))
        // Two fingers touch and release: a handful of contacts over the recording, not one per frame.
        let ids = Set(frames.flatMap(\.began))
        #expect(ids.count >= 2 && ids.count <= 8)
        #expect(frames.map(\.contacts.count).max() == 2)
        // Ids never repeat within a frame.
        #expect(frames.allSatisfy { Set($0.contacts.map(\.id)).count == $0.contacts.count })
    }

    @Test func singleTouchDevices() {
        let st = DeviceDescription(
            name: "st", codes: [EventType.key: [EventCode.BTN_TOUCH], EventType.abs: [0, 1]],
            axes: [0: AxisInfo(minimum: 0, maximum: 100, resolution: 2), 1: AxisInfo(minimum: 0, maximum: 100, resolution: 2)])
        var ev = Self.events(0, [(1, EventCode.BTN_TOUCH, 1), (3, 0, 10), (3, 1, 20), nil])
        ev += Self.events(8, [(3, 0, 12), nil])
        ev += Self.events(16, [(1, EventCode.BTN_TOUCH, 0), nil])
        let frames = Self.run(st, ev)
        #expect(frames.map(\.contacts.count) == [1, 1, 0])
        #expect(frames[1].contacts[0].xMillimetres == 6 && frames[1].began.isEmpty)
        #expect(frames[2].ended.count == 1)
    }
}
