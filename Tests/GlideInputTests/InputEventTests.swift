import Testing
@testable import GlideInput

@Suite struct InputEventTests {
    @Test func synReportAndSeconds() {
        let e = InputEvent(timestampMicroseconds: 1_500_000, type: EventType.syn, code: EventCode.SYN_REPORT, value: 0)
        #expect(e.isSynReport)
        #expect(e.timestamp == 1.5)
        let d = InputEvent(timestampMicroseconds: 0, type: EventType.syn, code: EventCode.SYN_DROPPED, value: 0)
        #expect(!d.isSynReport)
    }
}
