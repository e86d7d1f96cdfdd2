import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// Every real recording parses in strict mode and matches what SOURCES.md says about it.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct RealTracesTests {
    @Test func allFourteenRecordingsArePresent() {
        #expect(RealTraces.all.count == 14)
        for e in RealTraces.all {
            #expect(FileManager.default.fileExists(atPath: RealTraces.path(e.file)), "\(e.file)")
        }
    }

    @Test(arguments: RealTraces.all)
    func parsesStrictlyAsDocumented(_ e: RealTraces.Expectation) throws {
        let source = try TraceReader.open(path: RealTraces.path(e.file))
        #expect(source.format == (e.file.hasSuffix(".yaml") ? .libinputRecord : .evemu))
        let device = source.device
        #expect(device.kind == e.kind)
        #expect(device.slotCount == e.slots)
        #expect(device.multitouchProtocol == e.mtProtocol)
        #expect(device.isSemiMT == e.semiMT)

        let assembler = TouchFrameAssembler(device: device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
        var events = 0
        var frames = 0
        var ids = Set<Int>()
        var maxContacts = 0
        var previous: Int64 = -1
        while let event = try source.nextEvent() {
            events += 1
            #expect(event.timestampMicroseconds >= previous)
            previous = event.timestampMicroseconds
            if events == 1 { #expect(event.timestampMicroseconds == 0) }
            if let frame = assembler.process(event) {
                frames += 1
                ids.formUnion(frame.began)
                maxContacts = max(maxContacts, frame.contacts.count)
            }
        }
        #expect(source.end == .finished)
        #expect(source.skippedLineCount == 0)
        #expect(events == e.events)
        #expect(frames == e.frames)
        #expect(assembler.maxFingerCount == e.maxFingers)
        if let expectedIDs = e.trackingIDs { #expect(ids.count == expectedIDs) }
        // Fingers beyond the slots appear only through BTN_TOOL_*: never more contacts than slots.
        if e.slots > 0 { #expect(maxContacts <= e.slots) }
    }

    @Test func timestampsAreRebasedAndTheOffsetKept() throws {
        let epoch = try EvemuReader(path: RealTraces.path("apple-bcm5974-multifinger-protoA-2010.evemu"))
        let first = try #require(try epoch.next())
        #expect(first.timestampMicroseconds == 0)
        #expect(epoch.timestampOffsetMicroseconds == 1_284_823_489_327_580)
        #expect(epoch.fileVersion?.major == 1 && epoch.fileVersion?.minor == 1)

        let zero = try EvemuReader(path: RealTraces.path("alps-glidepoint-2finger-tap.evemu"))
        _ = try zero.next()
        #expect(zero.timestampOffsetMicroseconds == 0)

        let one = try EvemuReader(path: RealTraces.path("ts-atmel-maxtouch-4finger-drag-down.evemu"))
        _ = try one.next()
        #expect(one.timestampOffsetMicroseconds == 1)
        let headerless = try EvemuReader(path: RealTraces.path("ts-elan-cando-1finger-drag-up-down.evemu"))
        #expect(headerless.fileVersion == nil)
        #expect(headerless.device.name == "ELAN CANDO Windows7")
    }

    @Test func durationsMatchSources() throws {
        // SOURCES.md: pinch 0.717 s, bcm5974 9.165 s, ITE yaml 0.09 s.
        for (file, seconds) in [("synaptics-tm3276-t480-2finger-pinch-in.evemu", 0.717), ("apple-bcm5974-multifinger-protoA-2010.evemu", 9.165), ("synaptics-ite-acer-sw5-012-2finger-scroll.yaml", 0.09)] {
            let events = try RealTraces.readAll(try TraceReader.open(path: RealTraces.path(file)))
            let duration = try #require(events.last).timestamp
            #expect(abs(duration - seconds) < 0.0015, "\(file): \(duration)")
        }
    }

    @Test func descriptionDetails() throws {
        let t480 = try EvemuReader(path: RealTraces.path("synaptics-tm3276-t480-2finger-pinch-in.evemu")).device
        #expect(t480.name == "Synaptics TM3276-022")
        #expect(t480.bustype == 0x1d && t480.vendor == 0x06cb)
        #expect(t480.isClickpad)
        #expect(t480.axes[EventCode.ABS_MT_POSITION_X] == AxisInfo(minimum: 0, maximum: 1940, resolution: 20))
        let size = t480.sizeMillimetres
        #expect(!size.isGuess && abs(size.width - 97) < 0.01 && abs(size.height - 64.85) < 0.01)
        #expect(t480.has(type: EventType.key, code: EventCode.BTN_TOOL_QUINTTAP))

        let hp = try EvemuReader(path: RealTraces.path("synaptics-hp8470p-2finger-scroll-horizontal.evemu")).device
        #expect(hp.properties.isEmpty)  // no P: line
        #expect(hp.axes[EventCode.ABS_X]?.resolution == 0)  // 5-field A: lines
        #expect(hp.sizeMillimetres.isGuess)

        let ite = try LibinputRecordReader(path: RealTraces.path("synaptics-ite-acer-sw5-012-2finger-scroll.yaml"))
        #expect(ite.device.name == "ITE Tech. Inc. ITE Device(8595) Touchpad")
        #expect(ite.device.node == "/dev/input/event14")
        #expect(ite.device.vendor == 1739 && ite.device.product == 10600)
        #expect(ite.libinputVersion == "1.12.6")
        #expect(ite.device.has(type: EventType.msc, code: EventCode.MSC_TIMESTAMP))
    }
}
