import Foundation
import GlideCatalog
import GlideGestures
import GlideReports

extension Replay {
    /// Writes `--html FILE`: the replay's report with the summary the terminal shows.
    @MainActor
    func writeHTMLReport(_ screens: ReplayScreenRecorder, _ timeline: ReplayTimeline, _ reference: ReferenceTransition, to path: String) {
        let summary = ReplayReport.text(timeline, scene: reference, startedPresented: start == .presented).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let page = screens.report(timeline, summary: summary).html()
        writeOutput(Data(page.utf8), to: path)
    }
}
