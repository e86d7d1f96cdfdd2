import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// What a failing report shows a test framework, and the progress bar's terminal/quiet switch.
@MainActor
struct ReportOutputTests {
    /// A report describes itself in one line (Swift Testing prints it when `#expect(report.passed)`
    /// fails: a dump of every scenario was 36,000 characters), and `failures` holds only what failed.
    @Test func aReportIsOneLineAndItsFailuresAreOnlyWhatFailed() async throws {
        let failing = try await TransitionCheck(animator: AlwaysTrueSlideAnimator(), options: .init(runs: 0)).run()
        #expect(!failing.description.contains("\n"))
        #expect(failing.description.hasPrefix("CheckReport(AlwaysTrueSlideAnimator: "), "\(failing.description)")
        #expect(failing.description.contains("invariants fail: 2"), "\(failing.description)")
        #expect(failing.description.count < 200)
        let failures = failing.failures
        #expect(failures.contains("FAIL  2 "), "\(failures)")
        #expect(!failures.contains("ok    "))
        #expect(failures.count < failing.text().count)
        let passing = try await TransitionCheck(animator: SlideAnimator(), options: .init(runs: 0)).run()
        #expect(passing.failures.isEmpty)
        #expect(passing.description.hasSuffix("\(InvariantCatalog.all.count) invariants hold)"), "\(passing.description)")
    }

    /// Reports said "1 scenarios": a count takes the noun in the number it needs.
    @Test func countsAgreeWithTheirNouns() {
        #expect(counted(1, "scenario") == "1 scenario")
        #expect(counted(0, "scenario") == "0 scenarios")
        #expect(counted(38, "scenario") == "38 scenarios")
        #expect(counted(2, "child", "children") == "2 children")
    }

    /// Off a terminal the bar writes nothing; on one it redraws at most every 0.1 s of its clock
    /// (a manual clock here: no sleeping), always at the end, and erases itself.
    @Test func theBarDrawsOnATerminalOnlyAndThrottles() {
        var written: [String] = []
        var now = 0.0
        let quiet = ProgressBar(label: "check", isTerminal: false, now: { now }, write: { written.append($0) })
        for i in 1...100 { quiet.update(i, of: 100) }
        quiet.finish()
        #expect(written.isEmpty)

        let bar = ProgressBar(label: "check", isTerminal: true, now: { now }, write: { written.append($0) })
        bar.update(1, of: 100)
        #expect(written.count == 1)
        #expect(written[0] == "\r\u{1B}[Kcheck [------------------------------]   1 % 1/100")
        bar.update(2, of: 100)
        #expect(written.count == 1, "no redraw within 0.1 s")
        now = 0.1
        bar.update(50, of: 100)
        #expect(written.count == 2)
        #expect(written[1].hasSuffix("[###############---------------]  50 % 50/100"))
        bar.update(100, of: 100)
        #expect(written.count == 3, "the end is always drawn")
        bar.finish()
        #expect(written.last == "\r\u{1B}[K")
        #expect(written.count == 4)
    }

    /// The check reports its progress: every matrix scenario and random run, up to the total.
    @Test func aCheckReportsItsProgress() throws {
        var check = TransitionCheck(animator: SlideAnimator(), options: .init(runs: 5))
        var seen: [(Int, Int)] = []
        check.progress = { seen.append(($0, $1)) }
        _ = try check.runNow()
        let total = try #require(seen.last?.1)
        #expect(seen.count == total)
        #expect(seen.map(\.0) == Array(1...total))
    }
}
