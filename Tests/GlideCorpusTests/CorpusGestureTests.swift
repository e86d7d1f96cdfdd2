import Foundation
import GlideTestSupport
import Testing

/// One run of `CorpusGestures`: a recording played into a corpus transition's window.
struct CorpusGestureRun: Decodable, Sendable {
    var transition: String
    var trace: String
    var mode: String
    var actions: Int
    var transitions: Int
    var finalState: String
    var findings: [String]
}

/// The corpus's pan-driven transitions run from recordings through their own gesture handlers, as
/// their authors wrote them (ported by `glide port`, unedited): the half modal's pan dismissal, the
/// bubble's pan-driven interactor, CustomNavigation's edge-pan push and pop, and the zoom demo's edge-pan
/// pop (its own UIScreenEdgePanGestureRecognizer, whose delegate pops in gestureRecognizerShouldBegin). No
/// real recording starts at a screen edge: the edge pans are played with Glide's synthesized touchscreen edge
/// swipes (`Traces/`). An extension of ``CorpusTests`` so that it runs serialized with it: both build the
/// same scratch package.
extension CorpusTests {
    @Test func theCorpusHandlersRunFromRecordingsAndAnswerTheSystemCancellation() throws {
        let ported = try CorpusPackage.write()
        #expect(ported.values.allSatisfy { $0.status == 0 })
        let build = try CorpusPackage.build(product: "CorpusGestures")
        let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
        try #require(build.status == 0, "CorpusGestures does not build:\n\(errors.prefix(40).joined(separator: "\n"))")
        let run = try CorpusPackage.gestures()
        #expect(run.status == 0, "\(run.output)")
        let runs = try run.output.split(separator: "\n").filter { $0.hasPrefix("{") }.map {
            try JSONDecoder().decode(CorpusGestureRun.self, from: Data($0.utf8))
        }
        func find(_ transition: String, _ mode: String) throws -> CorpusGestureRun {
            try #require(runs.first { $0.transition == transition && $0.mode == mode }, "\(run.output)")
        }
        let zoom = ["ZoomTransitioning pop", "ZoomTransitioning short pop"]
        // As recorded: each handler starts one transition and the fingers' lift decides it.
        for name in ["HalfModal", "BubbleTransition", "CustomNavigation push", "CustomNavigation pop"] + zoom {
            let recorded = try find(name, "recorded")
            #expect(recorded.actions > 2, "\(name): its recognizer saw the gesture: \(recorded)")
            #expect(recorded.transitions == 1, "\(name): \(recorded)")
            #expect(recorded.findings.isEmpty, "\(name): \(recorded.findings)")
        }
        // Four fingers dragging most of the way down the screen dismiss both modals (past their 20 % and 30 %).
        #expect(try find("HalfModal", "recorded").finalState == "dismissed")
        #expect(try find("BubbleTransition", "recorded").finalState == "dismissed")
        // A right-edge swipe 51 % across pushes; the left-edge one ends at rest at 48.5 % (the pan's
        // hysteresis taken off), and the pop handler's rule (velocity, else past half) cancels it.
        #expect(try find("CustomNavigation push", "recorded").finalState == "2 view controllers")
        #expect(try find("CustomNavigation pop", "recorded").finalState == "2 view controllers")
        // The system cancels the touches just after the gesture began. The bubble answers .cancelled
        // with cancel(). The half modal's delegate returns its interactor only when `interactiveDismiss`
        // is set, which the demo never does: its dismissal is not interactive, so there is nothing to cancel.
        // The cancelled dismissal runs back and UIKit restores the modal's view, so the touches that land
        // after the system's cancellation (the recording's later fingers) start a second dismissal on it,
        // which the lift cancels again (with the view left shrunk to nothing, as Glide had it before it put
        // animated values back, nothing could be touched any more).
        let bubble = try find("BubbleTransition", "system cancel")
        #expect(bubble.transitions == 2, "\(bubble)")
        #expect(bubble.findings.isEmpty, "\(bubble.findings)")
        #expect(bubble.finalState == "presented")
        let halfModal = try find("HalfModal", "system cancel")
        #expect(halfModal.transitions == 1)
        #expect(halfModal.findings.isEmpty, "\(halfModal.findings)")
        #expect(halfModal.finalState == "dismissed")
        // CustomNavigationDelegate answers .cancelled as .ended, by the finger's velocity: a push or pop
        // cancelled by the system is finished. Invariant 27 names it, with the trace, time and state.
        for name in ["CustomNavigation push", "CustomNavigation pop"] {
            let run = try find(name, "system cancel")
            #expect(run.findings.count == 1, "\(run)")
            #expect(run.findings.first?.hasPrefix("27 terminal-gesture-ends: UIScreenEdgePanGestureRecognizer .cancelled at 0.116 s") == true)
            #expect(run.findings.first?.contains("was finished instead (completeTransition(true))") == true, "\(run.findings)")
        }
        // The zoom pop's handler decides at .ended by its own rule: finish past a third of the width or
        // faster than 1000 points/s. The left-edge swipe to 51 % ends at rest at 48.5 % and pops; the one
        // to 25 % ends at rest below a third and takes the cancel path: the handler appends the popped
        // detail back to the stack while the pop is in flight, then update(0) and cancel(), and the
        // animator commits the pop anyway (completeTransition(true) when `#available(iOS 10.0, *)`, always
        // true). As in UIKit, the stack reads the assignment back and ends as assigned: the detail on top.
        #expect(try find("ZoomTransitioning pop", "recorded").finalState == "1 view controllers, ImageListViewController on top, shown")
        #expect(try find("ZoomTransitioning short pop", "recorded").finalState == "2 view controllers, ImageDetailViewController on top, shown")
        // Its .cancelled is answered like .ended, by the same rule. Just after the gesture began the finger
        // is near the edge and slow: the cancel path, and the detail stays.
        for name in zoom {
            let run = try find(name, "system cancel")
            #expect(run.transitions == 1 && run.actions == 2, "\(run)")
            #expect(run.findings.isEmpty, "\(run.findings)")
            #expect(run.finalState == "2 view controllers, ImageDetailViewController on top, shown", "\(run)")
        }
        // A system cancellation past a third of the width finishes the pop: the call 0.4 s after the pan
        // began finds the finger at 47 %, and invariant 27 names it.
        let late = try find("ZoomTransitioning pop", "system cancel after 0.4 s")
        #expect(late.transitions == 1 && late.findings.count == 1, "\(late)")
        #expect(late.findings.first?.hasPrefix("27 terminal-gesture-ends: UIScreenEdgePanGestureRecognizer .cancelled at 0.516 s") == true)
        #expect(late.findings.first?.contains("the transition at 47.0 % was finished instead (completeTransition(true))") == true, "\(late.findings)")
        #expect(late.finalState == "1 view controllers, ImageListViewController on top, shown")
    }
}
