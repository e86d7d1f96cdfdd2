import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A detail whose pan finishes the dismissal as soon as the finger passed a third of the screen, and
/// keeps driving the interactor for the rest of the gesture (its `.changed` and `.ended` branches do not
/// know the transition is over): 35's warning, with the handler that sent the call.
@MainActor
final class FinishesEarlyDetailViewController: UIViewController {
    weak var interactor: PullDownInteractor?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(FinishesEarlyDetailViewController.handlePan(_:), name: "handlePan:")))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let interactor, let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
        switch pan.state {
        case .began:
            interactor.interactionInProgress = true
            dismiss(animated: true)
        case .changed:
            if progress > 0.33 { interactor.finish() } else { interactor.update(progress) }
        case .ended, .cancelled:
            interactor.interactionInProgress = false
            if progress > 0.33 || pan.state == .ended && pan.velocity(in: view).y > 1000 { interactor.finish() } else { interactor.cancel() }
        default:
            break
        }
    }
}

/// A detail closed by a tap: with a delegate that vends the pull-down interactor always, the tap's
/// dismissal starts interactive and nobody drives it once the finger lifted (37).
@MainActor
final class TapToCloseDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(TapToCloseDetailViewController.close(_:), name: "close:")))
    }

    func close(_ tap: UITapGestureRecognizer) {
        if tap.state == .ended { dismiss(animated: true) }
    }
}

/// The invariants of the app's own interaction logic (33–37): each deviant breaks exactly its invariant
/// over the whole matrix, the correct forms break nothing.
@MainActor
struct AppInteractionInvariantTests {
    // MARK: 33

    @Test func aCancelPathThatAlsoFinishesBreaks33Only() throws {
        let (broken, report) = try brokenInvariants(subject("finishes on cancel", interactor: { FinishesOnCancelInteractor() }) { SlideAnimator() })
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(broken == [33], "\(describe(report))")
        let evidence = try #require(report.violations(of: 33).first?.evidence)
        #expect(evidence.call == "finishInteractiveTransition() [ignored]", "\(evidence)")
        #expect(evidence.message.contains("after cancelInteractiveTransition()"), "\(evidence)")
    }

    @Test func aPlainInteractorNeverFinishesOnCancel() throws {
        let (broken, report) = try brokenInvariants(subject("slide") { SlideAnimator() })
        #expect(!broken.contains(33), "\(describe(report))")
        #expect(report.violations(of: 33).isEmpty)
    }

    // MARK: 34

    @Test func aPresenterToldItDisappearedWhileOnScreenBreaks34Only() throws {
        let deviant = subject(
            "presenter disappears on screen", styles: [.custom],
            presentationController: { LowerHalfPresentationController(presentedViewController: $0, presenting: $1) }
        ) { PresenterDisappearsOnScreenAnimator() }
        let (broken, report) = try brokenInvariants(deviant)
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(broken == [34], "\(describe(report))")
        let violation = try #require(report.violations(of: 34).first)
        #expect(violation.scenario.operation == .present, "\(violation)")
        #expect(violation.evidence.message.contains("received viewDidDisappear but its view still shows on screen"), "\(violation.evidence)")
    }

    /// The same half sheet without the manual appearance calls: UIKit sends the presenter nothing, and 34 holds.
    @Test func theHalfSheetWithoutManualCallsHolds34() throws {
        let correct = subject(
            "half sheet", styles: [.custom],
            presentationController: { LowerHalfPresentationController(presentedViewController: $0, presenting: $1) }
        ) { SlideAnimator() }
        let (broken, report) = try brokenInvariants(correct)
        #expect(broken.isEmpty, "\(describe(report))")
    }

    // MARK: 35

    private func pullDownCheck(_ detail: @escaping @MainActor (PullDownInteractor) -> UIViewController, vending: Vending = .whileInteracting) throws -> CheckReport {
        try TransitionCheck(
            presentation: {
                let home = InteractionHomeViewController(vending: vending)
                let detail = detail(home.interactor)
                detail.modalPresentationStyle = .fullScreen
                detail.transitioningDelegate = home
                return (home, detail)
            },
            options: .init(runs: 0)
        ).runNow()
    }

    /// A handler that keeps driving the interactor after its transition completed: a warning of 35 (iOS
    /// ignores the calls), naming the handler's recognizer and state; no invariant fails.
    @Test func callsAfterTheTransitionAreReportedWithTheirHandler() throws {
        let report = try pullDownCheck { interactor in
            let detail = FinishesEarlyDetailViewController()
            detail.interactor = interactor
            return detail
        }
        #expect(report.passed, "\(report.failures)")
        let warnings = report.warnings.filter { $0.invariant == 35 }
        #expect(!warnings.isEmpty, "\(report.warnings.prefix(3))")
        #expect(warnings.contains {
            $0.evidence.message.contains("in the handler of UIPanGestureRecognizer on FinishesEarlyDetailViewController.view at .ended")
                && $0.evidence.message.contains("after its transition completed")
        }, "\(warnings.map(\.evidence.message).prefix(4))")
        #expect(warnings.allSatisfy { $0.scenario.touches != nil })
    }

    /// The correct pull-down handler drives its interactor only while its transition runs.
    @Test func aCorrectHandlerSendsNothingAfterTheTransition() throws {
        let report = try pullDownCheck { interactor in
            let detail = PullDownDetailViewController()
            detail.interactor = interactor
            return detail
        }
        #expect(report.passed, "\(report.failures)")
        #expect(!report.warnings.contains { $0.invariant == 35 }, "\(report.warnings.filter { $0.invariant == 35 }.prefix(3))")
    }

    // MARK: 36

    @Test func aNewInterruptibleAnimatorPerCallBreaks36Only() throws {
        let (broken, report) = try brokenInvariants(subject("new animator per call") { NewAnimatorPerCallAnimator() })
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(broken == [36], "\(describe(report))")
        let evidence = try #require(report.violations(of: 36).first?.evidence)
        #expect(evidence.after == "animator #2", "\(evidence)")
    }

    @Test func aStoredInterruptibleAnimatorHolds36() throws {
        let (broken, report) = try brokenInvariants(subject("interruptible slide") { InterruptibleSlideAnimator() })
        #expect(broken.isEmpty, "\(describe(report))")
        // The checker did ask twice, and got the same animator.
        let record = try ScenarioRunner(subject: subject("interruptible slide") { InterruptibleSlideAnimator() })
            .run(Scenario("interactive finish", operation: .present, style: .fullScreen, interactive: true, steps: [.update(0.5), .finish])).get()
        let asks = record.calls.filter { if case .interruptibleAnimator = $0.call { return true } else { return false } }
        #expect(asks.count == 2, "\(asks.map(\.call))")
        #expect(asks.allSatisfy { $0.call == .interruptibleAnimator(vended: true, instance: 1) })
    }

    // MARK: 37

    /// A tap's dismissal with a delegate that vends its gesture's interactor always: once the finger
    /// lifted the transition hangs interactive at 0 % (37, from the touches), and the checker's own button
    /// dismissal hangs the same way (32).
    @Test func aTapThatStartsAnInteractiveTransitionBreaks37() throws {
        let report = try pullDownCheck({ _ in TapToCloseDetailViewController() }, vending: .always)
        #expect(Set(report.failedInvariants) == [32, 37], "\(report.failures)")
        let violation = try #require(report.violations(of: 37).first)
        #expect(violation.scenario.touches != nil, "\(violation)")
        #expect(violation.evidence.message.contains("still interactive at 0 %"), "\(violation.evidence)")
    }

    @Test func aTapWithAFlagGuardedDelegateHolds37() throws {
        let report = try pullDownCheck({ _ in TapToCloseDetailViewController() }, vending: .whileInteracting)
        #expect(report.passed, "\(report.failures)")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
    }
}
