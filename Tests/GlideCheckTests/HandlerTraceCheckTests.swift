import Foundation
import GlideTestSupport
import Testing
@testable import GlideCatalog
@testable import GlideCheck
@testable import GlideExamples
@testable import GlideGestures
@testable import GlideTransitions

/// A half-sheet pan handler as it is often written: it forgets `.cancelled` and `.failed`.
@MainActor
final class ForgetfulSheetPanHandler: NSObject {
    var interactor: UIPercentDrivenInteractiveTransition?
    weak var sheet: HalfSheetContentViewController?
    let transitioningDelegate: HalfSheetTransitioningDelegate

    init(sheet: HalfSheetContentViewController, delegate: HalfSheetTransitioningDelegate) {
        self.sheet = sheet
        transitioningDelegate = delegate
        super.init()
        sheet.dismissPanGestureRecognizer.removeTarget(nil, action: nil)
        sheet.dismissPanGestureRecognizer.addTarget(self, action: Selector(ForgetfulSheetPanHandler.handlePan(_:), name: "handlePan:"))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let sheet, let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            let interactor = UIPercentDrivenInteractiveTransition()
            self.interactor = interactor
            transitioningDelegate.dismissalInteractor = interactor
            sheet.dismiss(animated: true)
            transitioningDelegate.dismissalInteractor = nil
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.5 { interactor?.finish() } else { interactor?.cancel() }
        default:
            break  // the bug: .cancelled and .failed leave the transition interactive
        }
    }
}

/// The subject's own handlers, driven by recordings: the reference handler answers every terminal
/// state; a handler that forgets `.cancelled` is caught by invariant 27 with trace, time and state.
@MainActor @Suite(.serialized) struct HandlerTraceCheckTests {
    static func sheetScene(forgetful: Bool) -> HandlerTraceCheck {
        HandlerTraceCheck { clock in
            let scene = HalfSheetScene(clock: clock)
            scene.scene.present(animated: false)
            clock.advance(by: 0)
            var keep: [AnyObject] = [scene.home, scene.sheet, scene.delegate] + scene.scene.gestureHandlers
            if forgetful { keep.append(ForgetfulSheetPanHandler(sheet: scene.sheet, delegate: scene.delegate)) }
            return (scene.scene.window, keep)
        }
    }

    static let drag = Repository.sharedTrace("ts-atmel-maxtouch-4finger-drag-down.evemu")

    @Test func theReferenceHandlerAnswersTheSystemCancellation() throws {
        let runs = try Self.sheetScene(forgetful: false).check(paths: [Self.drag])
        #expect(runs.count == 2)
        for run in runs {
            #expect(run.transitions == 1, "\(run.mode)")
            #expect(run.findings.isEmpty, "\(run.findings)")
        }
    }

    @Test func aHandlerWithoutCancelledIsCaughtByInvariant27() throws {
        let runs = try Self.sheetScene(forgetful: true).check(paths: [Self.drag])
        let recorded = try #require(runs.first { $0.mode == .recorded })
        #expect(recorded.findings.isEmpty, "as recorded the fingers lift: .ended, which it handles")
        let cancelled = try #require(runs.first { $0.mode == .systemCancel })
        let finding = try #require(cancelled.findings.first)
        #expect(finding.invariant == 27)
        #expect(finding.trace == "ts-atmel-maxtouch-4finger-drag-down.evemu")
        #expect(finding.state == "cancelled")
        #expect(finding.recognizer == "UIPanGestureRecognizer")
        #expect(finding.time > 0)
        #expect(finding.description.contains("stayed interactive"))
    }

    @Test func everyRecordingInTheSharedFolderRunsThroughTheHandlers() throws {
        let runs = try Self.sheetScene(forgetful: false).check(paths: [Repository.sharedTraces.path])
        #expect(runs.count >= 2 * 13)
        #expect(runs.allSatisfy { $0.findings.isEmpty }, "\(runs.flatMap(\.findings))")
        #expect(runs.contains { $0.transitions > 0 }, "some recording drove the sheet")
    }
}
