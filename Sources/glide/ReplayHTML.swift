import Foundation
import GlideCommandLine
import GlideCatalog
import GlideInteraction
import GlideReports
import GlideUIKitCore

extension Replay {
    /// Writes `--html FILE`: the replay's report with the summary the terminal shows.
    @MainActor
    func writeHTMLReport(_ screens: ReplayScreenRecorder, _ timeline: ReplayTimeline, _ reference: ReferenceTransition, to path: String) {
        let summary = ReplayReport.text(timeline, scene: reference, startedPresented: start == .presented).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let page = screens.report(timeline, summary: summary).html()
        writeOutput(Data(page.utf8), to: path)
    }

    /// `--handlers`: plays the trace into the scene's window, where its own handlers decide; with
    /// `--html`, the window is drawn at every display frame for the report. Returns the summary.
    @MainActor
    func runWithHandlers(_ replay: TouchReplay, _ reference: ReferenceTransition) -> String {
        var recorder: TouchReplayRecorder?
        let play: @MainActor (TouchReplay, ReferenceScene) throws -> TouchReplay.Result = { replay, scene in
            let r = try TouchReplayRecorder(window: scene.window, observing: scene.observedViews, displayRate: rate)
            recorder = r
            return try r.play(replay)
        }
        do {
            let summary = try SceneHandlerReplay.run(replay, transition: reference, startPresented: start == .presented, play: html == nil ? nil : play)
            let text = SceneHandlerReplay.text(summary, source: trace, transition: reference)
            if let html, let recorder {
                let title = "glide replay \((trace as NSString).lastPathComponent) — \(reference.rawValue), its own handlers"
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                writeOutput(Data(recorder.report(title: title, summary: lines).html().utf8), to: html)
            }
            return text
        } catch {
            fail("\(error)")
        }
    }
}
