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

    @Test func passingCheckShowsTheMatrixAsThumbnails() throws {
        let (subject, report) = try Self.check(.menu)
        try #require(report.passed)
        let page = report.html(subject: subject)
        let thumbnails = page.components(separatedBy: "<figure class=\"thumb\"").count - 1
        #expect(thumbnails == ScenarioMatrix.scenarios(styles: subject.styles).count && thumbnails > 10, "\(thumbnails) thumbnails")
        #expect(page.contains("class=\"verdict pass\""))
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
