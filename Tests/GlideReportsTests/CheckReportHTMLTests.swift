import Foundation
import GlideCatalog
import GlideCatalogCheck
import GlideCheck
import GlideRender
import GlideReports
import Testing

/// `CheckReport.html()` and `html(subject:)` from the library, as a failing Swift test would attach them.
@MainActor @Suite struct CheckReportHTMLTests {
    static func check(_ transition: ReferenceTransition) throws -> (TransitionSubject, CheckReport) {
        let subject = transition.checkSubject()
        let report = try TransitionCheck(subject: subject, options: .init(matrix: true, runs: 0)).runNow()
        return (subject, report)
    }

    @Test func failingCheckShowsBeforeAndAfterWithTheViewOutlined() throws {
        let (subject, report) = try Self.check(.halfSheetBuggy)
        try #require(!report.passed)
        let failing = report.invariants.filter { !$0.passed }
        let page = report.html(subject: subject)
        #expect(page.components(separatedBy: "<section class=\"invariant\"").count - 1 == failing.count)
        #expect(page.components(separatedBy: "<div class=\"pair\">").count - 1 == failing.count)
        for result in failing {
            // Outlined where it is, or listed as gone from the screen, by the id the evidence gives it.
            let view = try #require(result.smallest?.evidence.view)
            let name = SVGText.escape(view)
            #expect(page.contains("data-outline=\"\(name)\"") || page.contains("data-outline-missing=\"\(name)\""), "\(name)")
        }
        // The dimming view the cancelled dismissal removes is outlined on the screen before it, under its evidence id.
        #expect(report.result(18)?.smallest?.evidence.view == "HalfSheetPresentationController.dimmingView")
        #expect(page.contains("data-outline=\"HalfSheetPresentationController.dimmingView\""))
        #expect(page.contains("data-view=\"HalfSheetPresentationController.dimmingView\""))
        #expect(page.contains("violation at"))
        // Without the subject: the evidence and the steps, no screens.
        let plain = report.html()
        #expect(plain.contains("Evidence:") && !plain.contains("<div class=\"pair\">"))
    }

    /// Issue 20, 14: the failure page said `66 violations in 110 scenarios` in its header and
    /// `33 failing scenarios` in each section. One count now, failing scenarios, named the same in both;
    /// and the screens carry the evidence's view names drawn on them, not only as tooltips.
    @Test func theFailurePageCountsFailingScenariosOnce() throws {
        let (subject, report) = try Self.check(.halfSheetBuggy)
        let failing = report.invariants.filter { !$0.passed }
        try #require(failing.count >= 1)
        let page = report.html(subject: subject)
        #expect(!page.contains(" violations in ") && !page.contains(" violation in "), "no second count")
        let verdict = try #require(page.components(separatedBy: "<p class=\"verdict fail\">").dropFirst().first?.prefix { $0 != "<" })
        #expect(verdict.hasPrefix("failed: \(failing.count) of \(report.invariants.count) invariants broken in \(report.scenarioCount) scenarios: "), "\(verdict)")
        for result in failing {
            let count = "\(result.failingScenarios) failing scenario\(result.failingScenarios == 1 ? "" : "s")"
            #expect(verdict.contains("\(result.id) in \(count)"), "\(verdict)")
            #expect(page.contains("<p>\(count) of \(report.scenarioCount)</p>"), "\(result.id)")
        }
        #expect(page.contains("data-view-name=\"HalfSheetPresentationController.dimmingView\""), "the view's name drawn on the screen")
    }

    @Test func passingCheckShowsTheMatrixAsThumbnails() throws {
        let (subject, report) = try Self.check(.menu)
        try #require(report.passed)
        let page = report.html(subject: subject)
        let thumbnails = page.components(separatedBy: "<figure class=\"thumb\"").count - 1
        #expect(thumbnails == ScenarioMatrix.scenarios(styles: subject.styles).count && thumbnails > 10, "\(thumbnails) thumbnails")
        #expect(page.contains("class=\"verdict pass\""))
        // Captions wrap under the thumbnail instead of being cut (issue 20, 14); thumbnails carry no names.
        #expect(!page.contains("overflow:hidden"))
        #expect(page.contains(".thumb figcaption{font-size:9px;overflow-wrap:anywhere;white-space:normal}"))
        #expect(!page.contains("data-view-name="))
    }

    /// Warnings show apart from failures, each with how iOS behaves: the flip-buggy's revealed view, left
    /// under its snapshot where nothing of it shows (18), while the snapshot itself fails (22).
    @Test func warningsShowWithHowIOSBehaves() throws {
        let (subject, report) = try Self.check(.flipBuggy)
        try #require(report.failedInvariants == [22] && report.warnedInvariants.contains(18), "\(report.failedInvariants) \(report.warnedInvariants)")
        let page = report.html(subject: subject)
        #expect(page.contains("<h2>Warnings (not failures)</h2>"))
        #expect(page.contains("id=\"warning-18\""))
        #expect(page.contains("<b>On iOS:</b>"))
        #expect(!page.contains("id=\"invariant-18\""), "a warning is not listed as a failing invariant")
    }
}
