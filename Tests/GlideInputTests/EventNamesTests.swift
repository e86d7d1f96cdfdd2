import Foundation
import Testing
@testable import GlideInput

@Suite struct EventNamesTests {
    @Test func knownNamesBothWays() {
        #expect(EventNames.typeName(EventType.abs) == "EV_ABS")
        #expect(EventNames.type(named: "EV_KEY") == EventType.key)
        #expect(EventNames.codeName(type: EventType.abs, code: EventCode.ABS_MT_POSITION_X) == "ABS_MT_POSITION_X")
        #expect(EventNames.codeName(type: EventType.key, code: EventCode.BTN_TOOL_TRIPLETAP) == "BTN_TOOL_TRIPLETAP")
        #expect(EventNames.codeName(type: EventType.syn, code: EventCode.SYN_REPORT) == "SYN_REPORT")
        #expect(EventNames.code(named: "SYN_MT_REPORT") == .init(type: EventType.syn, code: EventCode.SYN_MT_REPORT))
        #expect(EventNames.code(named: "MSC_TIMESTAMP") == .init(type: EventType.msc, code: EventCode.MSC_TIMESTAMP))
        #expect(EventNames.propertyName(InputProperty.semiMT) == "INPUT_PROP_SEMI_MT")
        #expect(EventNames.property(named: "INPUT_PROP_BUTTONPAD") == InputProperty.buttonpad)
        #expect(EventNames.maxCode(type: EventType.abs) == 0x3f)
        #expect(EventNames.maxCode(type: EventType.key) == 0x2ff)
    }

    @Test func canonicalNameIsLibevdevsAndAliasesResolve() {
        // libevdev prints BTN_LEFT for 0x110; BTN_MOUSE is an alias of the same code.
        #expect(EventNames.codeName(type: EventType.key, code: 0x110) == "BTN_LEFT")
        #expect(EventNames.code(named: "BTN_MOUSE") == .init(type: EventType.key, code: 0x110))
        #expect(EventNames.code(named: "KEY_HANGUEL") == EventNames.code(named: "KEY_HANGEUL"))
        #expect(EventNames.codeName(type: EventType.abs, code: 0x3e) == nil || EventNames.code(named: "ABS_MAX") == nil)
        #expect(EventNames.code(named: "NOT_A_CODE") == nil)
        #expect(EventNames.typeName(0x1e) == nil)
    }

    @Test func everyCanonicalNameRoundTrips() {
        let all = EventNames.allCodes
        #expect(all.count > 500)
        for entry in all {
            #expect(EventNames.code(named: entry.name) == .init(type: entry.type, code: entry.code), "\(entry.name)")
        }
    }

    /// Independent check against the kernel header: every numeric `#define` of a touch-relevant
    /// prefix names the code the table gives it.
    @Test func matchesKernelHeader() throws {
        let header = try String(contentsOfFile: "/usr/include/linux/input-event-codes.h", encoding: .utf8)
        var checked = 0
        for line in header.split(separator: "\n") where line.hasPrefix("#define ") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard f.count >= 3 else { continue }
            let name = String(f[1])
            let prefixes = ["ABS_", "BTN_", "SYN_", "MSC_", "REL_"]
            guard prefixes.contains(where: name.hasPrefix), !name.hasSuffix("_MAX"), !name.hasSuffix("_CNT") else { continue }
            let text = String(f[2])
            let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
            guard let value else { continue }
            #expect(EventNames.code(named: name)?.code == UInt16(value), "\(name)")
            checked += 1
        }
        #expect(checked > 100)
    }
}
