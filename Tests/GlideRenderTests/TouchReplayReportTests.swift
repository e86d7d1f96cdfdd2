import Foundation
import GlideCatalog
import GlideInteraction
import GlideInput
import GlideRender
import GlideReports
import GlideTestSupport
import GlideUIKitCore
import Testing

/// The report of input played into a window whose own handlers decide (`TouchReplayRecorder`,
/// `glide replay --handlers --html`): the real Atmel drag dismissing the half sheet through its pan.
@MainActor @Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct TouchReplayReportTests {
    static let atmel = "ts-atmel-maxtouch-4finger-drag-down.evemu"

    /// The half sheet, presented, played with the recording while a recorder draws it.
    func record() throws -> (summary: SceneHandlerReplay.Summary, recorder: TouchReplayRecorder) {
        var recorder: TouchReplayRecorder?
        let summary = try SceneHandlerReplay.run(
            TouchReplay(path: Repository.sharedTrace(Self.atmel)), transition: .halfSheet, startPresented: true,
            play: { replay, scene in
                let r = try TouchReplayRecorder(window: scene.window, observing: scene.observedViews)
                recorder = r
                return try r.play(replay)
            })
        return (summary, try #require(recorder))
    }

    @Test func theReportShowsWhatTheHandlerDid() throws {
        let (summary, recorder) = try record()
        // The same decision as without the recorder: drawing changes nothing.
        let plain = try SceneHandlerReplay.run(TouchReplay(path: Repository.sharedTrace(Self.atmel)), transition: .halfSheet, startPresented: true)
        #expect(summary.transitions.count == 1 && plain.transitions.count == 1)
        #expect(summary.transitions.first?.interactionEnded?.finished == true)
        #expect(summary.transitions.first?.percent == plain.transitions.first?.percent)
        #expect(summary.transitions.first?.completed?.time == plain.transitions.first?.completed?.time)

        let page = recorder.report(title: "t").page
        #expect(page.surface.frames.count == summary.input.frames, "every input frame's fingers")
        #expect(page.surface.frames.contains { $0.contacts.count == 4 })
        let display = page.steps.filter(\.isDisplayFrame)
        #expect(display.count > 40, "display frames through the drag and the completion: \(display.count)")
        // 120 Hz: consecutive display frames 1/120 s apart.
        let gaps = zip(display.dropFirst(), display).map { $0.t - $1.t }
        #expect(gaps.allSatisfy { abs($0 - 1.0 / 120) < 1e-6 }, "\(gaps.prefix(5))")
        #expect(page.screens.count > 10, "the sheet moves: \(page.screens.count) distinct screens")
        // The percent follows the handler's updates up to its finish at 69.9 %.
        let percents = page.steps.compactMap(\.percent)
        #expect(abs((percents.max() ?? 0) - 0.699) < 0.001, "\(percents.max() ?? 0)")
        let labels = page.percentPlot.markers.map(\.label)
        #expect(labels.contains { $0.hasPrefix("finish() at 69.8") || $0.hasPrefix("finish() at 69.9") }, "\(labels)")
        #expect(labels.contains("completeTransition(true)"), "\(labels)")
        #expect(page.tracks.tracks.contains { $0.view == "halfSheet.sheet" && $0.property == "y" }, "the sheet's track")
        // The recording stops once the screen is still, not after the whole settling time.
        let last = try #require(page.steps.last).t
        #expect(last < 0.66 + 0.2, "ends shortly after completeTransition at 0.66 s: \(last)")
    }

    @Test func theReportIsRepeatable() throws {
        let a = try record().recorder.report(title: "t").html()
        let b = try record().recorder.report(title: "t").html()
        #expect(a == b)
    }

    @Test func aWindowOnAnotherClockIsRefused() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: MonotonicClock())
        #expect(throws: TouchReplayError.self) { try TouchReplayRecorder(window: window) }
    }

    @Test func replayWithHandlersWritesTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-handlers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let html = folder.appendingPathComponent("h.html")
        let run = try GlideCommand.run([
            "replay", Repository.sharedTrace(Self.atmel), "-t", "half-sheet", "--handlers", "--start", "presented", "--html", html.path,
        ])
        #expect(run.status == 0, "\(run.err)")
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.contains("half-sheet, its own handlers") && page.contains("handler:      finish() at 0.539 s"))
        #expect(page.contains("id=\"scrub\"") && page.contains("class=\"surface\""))
        let refused = try GlideCommand.run(["replay", Repository.sharedTrace(Self.atmel), "-t", "half-sheet", "--handlers", "--json", "x.json"])
        #expect(refused.status == 2 && refused.err.contains("with --handlers, --html draws what the handlers did"), "\(refused.err)")
        guard Browser.available("replayWithHandlersWritesTheReport") else { return }
        let drive = try PageDriver.drive(html, [["until": "document.body && document.body.dataset.ready"], ["key": "End"], ["eval": "glideReplay.state()"]])
        #expect(drive.errors.isEmpty && drive.console.isEmpty, "\(drive.errors) \(drive.console)")
        let state = try #require(drive.results[2] as? [String: Any])
        #expect((state["steps"] as? Int ?? 0) > 40 && state["step"] as? Int == (state["steps"] as? Int ?? 0) - 1)
    }
}
