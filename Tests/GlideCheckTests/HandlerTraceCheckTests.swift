import Foundation
import GlideTestSupport
import Testing
@testable import GlideCatalog
import GlideCatalogCheck
@testable import GlideCheck
@testable import GlideCheckTraces
@testable import GlideExamples
@testable import GlideInteraction
@testable import GlideUIKitCore

/// A half-sheet pan handler as it is often written: it forgets `.cancelled` and `.failed`, or, with
/// `cancelledLikeEnded`, answers `.cancelled` like `.ended`, by position (as CustomNavigationAnimator's
/// and the zoom demo's edge-pan handlers do).
@MainActor
final class ForgetfulSheetPanHandler: NSObject {
    var cancelledLikeEnded = false
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
        case .cancelled where cancelledLikeEnded:
            if progress > 0.5 { interactor?.finish() } else { interactor?.cancel() }
        default:
            break  // the bug: .cancelled and .failed leave the transition interactive
        }
    }
}

/// The subject's own handlers, driven by recordings: the reference handler answers every terminal
/// state; a handler that forgets `.cancelled` is caught by invariant 27 with trace, time and state.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct HandlerTraceCheckTests {
    static func sheetScene(forgetful: Bool, cancelledLikeEnded: Bool = false) -> HandlerTraceCheck {
        HandlerTraceCheck { clock in
            let scene = HalfSheetScene(clock: clock)
            scene.scene.present(animated: false)
            clock.advance(by: 0)
            var keep: [AnyObject] = [scene.home, scene.sheet, scene.delegate] + scene.scene.gestureHandlers
            if forgetful {
                let handler = ForgetfulSheetPanHandler(sheet: scene.sheet, delegate: scene.delegate)
                handler.cancelledLikeEnded = cancelledLikeEnded
                keep.append(handler)
            }
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

    /// The system's call can come later than just after the gesture began (`systemCancelDelaySeconds`): a
    /// handler that answers `.cancelled` like `.ended`, by position, cancels the dismissal just after it
    /// began, and finishes it once the fingers are past half the sheet, which invariant 27 reports.
    @Test func aLaterSystemCancellationCatchesAHandlerThatFinishesOnCancelled() throws {
        var check = Self.sheetScene(forgetful: true, cancelledLikeEnded: true)
        let replay = TouchReplay(trace: URL(fileURLWithPath: Self.drag))
        let early = try check.check(replay, name: "drag", mode: .systemCancel)
        #expect(early.transitions == 1 && early.findings.isEmpty, "\(early.findings)")
        check.systemCancelDelaySeconds = 0.4
        let late = try check.check(replay, name: "drag", mode: .systemCancel)
        #expect(late.transitions == 1)
        let finding = try #require(late.findings.first, "\(late)")
        #expect(late.findings.count == 1 && finding.state == "cancelled" && finding.percent > 0.5, "\(finding)")
        #expect(finding.description.contains("was finished instead (completeTransition(true))"), "\(finding)")
    }

    @Test func everyRecordingInTheSharedFolderRunsThroughTheHandlers() throws {
        let runs = try Self.sheetScene(forgetful: false).check(paths: [Repository.sharedTraces.path])
        #expect(runs.count >= 2 * 13)
        #expect(runs.allSatisfy { $0.findings.isEmpty }, "\(runs.flatMap(\.findings))")
        #expect(runs.contains { $0.transitions > 0 }, "some recording drove the sheet")
    }
}

/// The check itself drives a subject's own handlers (`TransitionCheck` with traces, `glide check
/// --trace`): every trace played into the subject's window, as recorded and with the system
/// cancelling; what the handlers leave unanswered is invariant 27 in the report, with the trace,
/// the time, the recognizer and the state.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct HandlerCheckInReportTests {
    static let drag = HandlerTraceCheckTests.drag
    static let edgeSwipe = Repository.glideTrace("touchscreen-edge-left-swipe-right-51.evemu")
    static let pinch = Repository.sharedTrace("synaptics-tm3276-t480-2finger-pinch-in.evemu")

    static func report(_ transition: ReferenceTransition, _ traces: [String]) throws -> CheckReport {
        try TransitionCheck(subject: transition.checkSubject(), options: .init(matrix: false, traces: traces, runs: 0)).runNow()
    }

    @Test func theReferenceHandlersPassAndTheirTransitionsCountAsScenarios() throws {
        for (transition, trace) in [(ReferenceTransition.halfSheet, Self.drag), (.menu, Self.edgeSwipe), (.card, Self.pinch)] {
            let report = try Self.report(transition, [trace])
            #expect(report.passed, "\(transition.name): \(report.failures)")
            // As recorded and cancelled by the system: at least one transition each.
            #expect((report.scenarioCounts["handlers"] ?? 0) >= 2, "\(transition.name): \(report.scenarioCounts)")
        }
    }

    @Test(arguments: [
        (ReferenceTransition.halfSheetHandlerBuggy, "ts-atmel-maxtouch-4finger-drag-down.evemu", "UIPanGestureRecognizer", CheckOperation.dismiss),
        (.menuHandlerBuggy, "touchscreen-edge-left-swipe-right-51.evemu", "UIScreenEdgePanGestureRecognizer", .present),
        (.cardHandlerBuggy, "synaptics-tm3276-t480-2finger-pinch-in.evemu", "UIPinchGestureRecognizer", .dismiss),
    ])
    func aForgetfulHandlerFailsInvariant27NamingTheTrace(
        _ transition: ReferenceTransition, _ trace: String, _ recognizer: String, _ operation: CheckOperation
    ) throws {
        let path = [Self.drag, Self.edgeSwipe, Self.pinch].first { $0.hasSuffix(trace) }!
        let report = try Self.report(transition, [path])
        #expect(report.failedInvariants == [27], "\(report.failures)")
        let violation = try #require(report.violations(of: 27).first)
        #expect(violation.scenario.origin == path)
        #expect(violation.scenario.label == "\(trace) (handlers, system cancel, \(operation == .present ? "from the start" : "presented first"))")
        #expect(violation.scenario.operation == operation && violation.scenario.interactive)
        #expect(violation.evidence.call == "\(recognizer) .cancelled (\(trace), system cancel)")
        #expect(violation.evidence.time > 0 && violation.evidence.property == "transition" && violation.evidence.after == "still interactive")
        #expect(violation.evidence.message.contains("stayed interactive"))
        // As recorded, the fingers lift: .ended, which the forgetful handler does answer.
        #expect(!report.violations.contains { $0.scenario.label.contains("as recorded") })
        // Text, JSON and JUnit carry it.
        let text = report.text()
        #expect(text.contains("FAIL  27 terminal-gesture-ends") && text.contains("from:     \(path)") && text.contains(recognizer))
        let json = String(decoding: try report.json(), as: UTF8.self)
        #expect(json.contains(trace) && json.contains("\"handlers\""))
        #expect(report.junitXML().contains("\(recognizer) .cancelled (\(trace), system cancel)"))
    }

    /// Over every recording, real and Glide's: the reference handlers answer everything, each
    /// forgetful form breaks 27 and nothing else. (Two touchpad recordings end their scroll touches
    /// cancelled as played — the HP 8470p's horizontal scroll, the 2010 MacBook's protocol-A
    /// session — so the forgetful card's pan is told `.cancelled` as recorded too.)
    @Test(arguments: [ReferenceTransition.card, .menu, .halfSheet])
    func everyRecordingThroughTheHandlersOfEachForm(_ transition: ReferenceTransition) throws {
        let folders = [Repository.sharedTraces.path, Repository.glideTraces.path]
        let reference = try Self.report(transition, folders)
        #expect(reference.passed, "\(transition.name): \(reference.failures)")
        #expect((reference.scenarioCounts["handlers"] ?? 0) >= 6, "\(reference.scenarioCounts)")
        let forgetful = try Self.report(ReferenceTransition(example: transition.example, variant: .reference, handlerVariant: .forgetsCancellation), folders)
        #expect(forgetful.failedInvariants == [27], "\(forgetful.failures)")
        #expect(forgetful.violations.allSatisfy { $0.evidence.call.contains(".cancelled") || $0.evidence.call.contains(".failed") })
        #expect(forgetful.violations.contains { $0.scenario.label.contains("system cancel") })
    }

    /// The matrix drives the interactor, not the handlers: it cannot see the handlers' bug.
    @Test func withoutTracesTheForgetfulFormPassesTheMatrix() throws {
        var options = TransitionCheck.Options(runs: 0)
        options.flows = false
        let report = try TransitionCheck(subject: ReferenceTransition.halfSheetHandlerBuggy.checkSubject(), options: options).runNow()
        #expect(report.passed && report.scenarioCounts["handlers"] == nil)
    }

    /// The flows play touches into the app's own pan handler, a system cancel among them: the form that
    /// forgets `.cancelled` leaves its transition in flight, and only the flows with a system cancel fail.
    @Test func theFlowsCatchTheForgetfulFormThroughItsOwnHandler() throws {
        let report = try TransitionCheck(subject: ReferenceTransition.halfSheetHandlerBuggy.checkSubject(), options: .init(runs: 0)).runNow()
        #expect(!report.passed && report.failedInvariants.isEmpty)
        #expect(!report.flowFailures.isEmpty)
        for failure in report.flowFailures {
            #expect(failure.description.contains("the system cancels the touches"), "\(failure)")
            #expect(failure.description.contains("still in flight"), "\(failure)")
        }
        let reference = try TransitionCheck(subject: ReferenceTransition.halfSheet.checkSubject(), options: .init(runs: 0)).runNow()
        #expect(reference.passed, "\(reference.flowFailures)")
    }

    /// A trace that starts nothing in the handlers checks nothing there: no "handlers" scenarios.
    @Test func aTraceTheHandlersIgnoreCountsNothing() throws {
        let tap = Repository.sharedTrace("alps-glidepoint-2finger-tap.evemu")
        let report = try Self.report(.halfSheetHandlerBuggy, [tap])
        #expect(report.scenarioCounts["handlers"] == nil && report.scenarioCount == 0)
    }

    /// Only invariant 27 reads the handlers: a check of other invariants does not play into them.
    @Test func checkingOtherInvariantsSkipsTheHandlers() throws {
        var options = TransitionCheck.Options(matrix: false, traces: [Self.drag], runs: 0, invariants: [2])
        options.flows = false
        let report = try TransitionCheck(subject: ReferenceTransition.halfSheetHandlerBuggy.checkSubject(), options: options).runNow()
        #expect(report.scenarioCounts["handlers"] == nil && report.passed)
    }

    /// A subject without recognizers (an animator in Glide's standard scene) has no handlers to play into.
    @Test func aSubjectWithoutRecognizersHasNoHandlerRuns() throws {
        let subject = TransitionSubject.animator(named: "half-sheet animator", styles: [.custom]) { HalfSheetAnimator(operation: .present) }
        #expect(!HandlerTraceCheck.hasRecognizers(subject, style: .custom, start: .initial))
        #expect(try HandlerTraceCheck.check(subject: subject, paths: [Self.drag]).runs.isEmpty)
    }
}

/// `glide check --trace` through the built tool.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct HandlerCheckCommandTests {
    @Test func theForgetfulHalfSheetFailsWith27NamingTheTrace() throws {
        let drag = HandlerTraceCheckTests.drag
        let r = try GlideCommand.run(["check", "--animator", "half-sheet-handler-buggy", "--trace", drag, "--no-matrix", "--runs", "0"])
        #expect(r.status == 1, "\(r.out)\(r.err)")
        #expect(r.out.contains("FAIL  27 terminal-gesture-ends"), "\(r.out)")
        #expect(r.out.contains("UIPanGestureRecognizer .cancelled (ts-atmel-maxtouch-4finger-drag-down.evemu, system cancel)"), "\(r.out)")
        #expect(r.out.contains("from:     \(drag)"), "\(r.out)")
        #expect(r.out.contains(" handlers"), "\(r.out)")
    }

    @Test func theReferenceHalfSheetPasses() throws {
        let r = try GlideCommand.run(["check", "--animator", "half-sheet", "--trace", HandlerTraceCheckTests.drag, "--no-matrix", "--runs", "0"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains(" handlers, "), "\(r.out)")
    }

    @Test func htmlShowsTheHandlerFinding() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glide-handler-check-\(getpid()).html").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try GlideCommand.run([
            "check", "--animator", "half-sheet-handler-buggy", "--trace", HandlerTraceCheckTests.drag, "--no-matrix", "--runs", "0", "--html", out,
        ])
        #expect(r.status == 1, "\(r.err)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.contains("27 terminal-gesture-ends"))
        #expect(page.contains("ts-atmel-maxtouch-4finger-drag-down.evemu (handlers, system cancel, presented first)"))
        #expect(page.contains("UIPanGestureRecognizer .cancelled"))
    }
}
