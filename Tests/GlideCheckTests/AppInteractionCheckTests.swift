import Foundation
import GlideCatalog
import GlideCheck
import GlideUIKitCore
import Testing

// The app's own interaction, as a UIKit developer writes it: a presenter that is the transitioning
// delegate and owns a percent-driven interactor, a detail whose pan drives it, and a close button.
// `TransitionCheck(presenting:presented:)` with no `interactor:` drives what the delegate vends.

/// A slide-down dismissal, completing with `!transitionWasCancelled`.
@MainActor
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting, let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: to)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toView)
            UIView.animate(withDuration: 0.3, animations: { toView.frame = final }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            let gone = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
            UIView.animate(withDuration: 0.3, animations: { fromView.frame = gone }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The interactor the app keeps: `interactionInProgress` is set by the pan handler in `.began`; an end asked for
/// before the start (a quick flick lifted in the turn of its `.began`) is applied at the start. The catalog's
/// pattern app keeps the same one.
final class PullDownInteractor: PatternInteractor {}

/// How the presenter's delegate vends the interactor.
enum Vending {
    /// Only while a gesture drives it (the flag the handler sets): correct.
    case whileInteracting
    /// Always: a button's dismissal hangs at 0 % (B14).
    case always
    /// Always, but the interactor starts running unless a gesture grabs it (BubbleTransition's
    /// `wantsInteractiveStart = false`): correct.
    case alwaysStartingRunning
}

@MainActor
final class InteractionHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = PullDownInteractor()
    let vending: Vending
    /// Set by the app's own present action's completion.
    var detailShown = false
    init(vending: Vending) {
        self.vending = vending
        super.init(nibName: nil, bundle: nil)
        if vending == .alwaysStartingRunning { interactor.wantsInteractiveStart = false }
    }
    required init?(coder: NSCoder) { fatalError() }

    /// The app's button: presents the detail, and notes it in the completion.
    func showDetail(_ detail: UIViewController) {
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true) { self.detailShown = true }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        switch vending {
        case .whileInteracting: return interactor.interactionInProgress ? interactor : nil
        case .always, .alwaysStartingRunning: return interactor
        }
    }
}

@MainActor
final class InteractionDetailViewController: UIViewController {}

@MainActor
struct AppInteractionCheckTests {
    func check(_ vending: Vending) throws -> CheckReport {
        let home = { InteractionHomeViewController(vending: vending) }
        return try TransitionCheck(
            presentation: {
                let presenter = home()
                let detail = InteractionDetailViewController()
                detail.modalPresentationStyle = .fullScreen
                detail.transitioningDelegate = presenter
                return (presenter, detail)
            },
            options: .init(runs: 0)
        ).runNow()
    }

    /// The flag-guarded delegate vends nothing without a gesture: non-interactive scenarios pass, the
    /// interactive ones are counted as not run, with the reason, and the report names the mode.
    @Test func aDelegateThatVendsOnlyDuringTheGestureIsClean() throws {
        let report = try check(.whileInteracting)
        #expect(report.passed, "\(report.failures)")
        #expect(report.interaction == "as the app's delegate vends it")
        let skipped = report.notApplicable.map(\.scenarios).reduce(0, +)
        #expect(skipped > 0, "\(report.notApplicable)")
        #expect(report.notApplicable.contains { $0.reason.contains("interactionControllerForDismissal(using:)") }, "\(report.notApplicable)")
        #expect(report.text().contains("not run: "), "\(report.text())")
    }

    /// An interactor vended always hangs the button's dismissal interactive at 0 %: 32, with the method. The app's
    /// code never drives it without a gesture, so the matrix does not drive it in the app's place (what it would show
    /// is a path iOS never takes: the seventh sample's I05).
    @Test func anInteractorVendedAlwaysHangsTheButtonsDismissal() throws {
        let report = try check(.always)
        #expect(report.failedInvariants == [32], "\(report.failures)")
        let evidence = try #require(report.violations(of: 32).first?.evidence)
        #expect(evidence.message.contains("interactionControllerForDismissal(using:) vended PullDownInteractor"), "\(evidence)")
        #expect(evidence.message.contains("at 0 %"), "\(evidence)")
        #expect(report.notApplicable.contains { $0.reason.contains("vended an interaction controller for a dismiss no gesture began and its code did not drive it") },
                "\(report.notApplicable)")
        #expect(report.notApplicable.contains { $0.reason.contains("interactionControllerForPresentation") }, "\(report.notApplicable)")
    }

    /// BubbleTransition's way: vended always, but it starts running without a gesture.
    @Test func anInteractorThatStartsRunningIsNotStale() throws {
        let report = try check(.alwaysStartingRunning)
        #expect(!report.failedInvariants.contains(32), "\(report.failures)")
    }

    /// Asking "what if this were driven interactively" is named as such, and drives every interactive scenario.
    @Test func aWhatIfInteractorIsNamedInTheReport() throws {
        let report = try TransitionCheck(
            presenting: InteractionHomeViewController(vending: .whileInteracting),
            presented: InteractionDetailViewController(),
            interactor: { PullDownInteractor() }, options: .init(runs: 0)
        ).runNow()
        #expect(report.interaction == "what if driven by PullDownInteractor", "\(report.interaction)")
        #expect(report.notApplicable.isEmpty)
    }

    /// The app's own present action runs (its completion with it), and an app invariant over the scene
    /// holds when the completion ran exactly for the presentations that completed.
    @Test func theAppsActionAndItsOwnInvariantRun() throws {
        var actions = 0
        let check = TransitionCheck(
            presenting: InteractionHomeViewController(vending: .whileInteracting),
            presented: InteractionDetailViewController(),
            present: { home, detail in
                actions += 1
                home.showDetail(detail)
            },
            options: .init(runs: 0)
        ).invariant("completion only when presented") { outcome in
            guard outcome.scenario.operation == .present, outcome.scenario.animated else { return nil }
            let shown = (outcome.scene.presenter as? InteractionHomeViewController)?.detailShown ?? false
            return shown == (outcome.completed && !outcome.cancelled) ? nil : "detailShown is \(shown)"
        }
        let report = try check.runNow()
        #expect(report.passed, "\(report.failures)")
        #expect(actions > 0)
        #expect(report.result(101)?.name == "completion only when presented")
    }

    /// An app invariant that the app breaks fails under its own number, with its message.
    @Test func aBrokenAppInvariantFails() throws {
        let report = try TransitionCheck(
            presenting: InteractionHomeViewController(vending: .whileInteracting),
            presented: InteractionDetailViewController(),
            options: .init(runs: 0)
        ).invariant("detail shown after a present") { outcome in
            // Glide presents with present(_:animated:) here: the app's completion never runs.
            guard outcome.scenario.operation == .present, outcome.completed else { return nil }
            let shown = (outcome.scene.presenter as? InteractionHomeViewController)?.detailShown ?? false
            return shown ? nil : "detailShown is false after a completed presentation"
        }.runNow()
        #expect(report.failedInvariants == [101], "\(report.failures)")
        #expect(report.violations(of: 101).first?.evidence.message == "detailShown is false after a completed presentation")
    }
}

/// A detail that dismisses itself with a pull-down, through the presenter's interactor, as apps write it.
@MainActor
final class PullDownDetailViewController: UIViewController {
    weak var interactor: PullDownInteractor?
    /// The handler's bug: it answers `.ended` only, so a gesture the system cancels leaves the
    /// transition interactive (and the flag set).
    var answersOnlyEnded = false
    /// The other handler bug (FlowTests): it cancels a system-cancelled gesture but leaves the flag set, so
    /// the next dismissal, by the close button, is vended the interactor (a stale interactor).
    var leavesFlagSetWhenCancelled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // `#selector(handlePan(_:))` as glide port writes it (Linux has no Objective-C runtime).
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PullDownDetailViewController.handlePan(_:), name: "handlePan:")))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let interactor, let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
        switch pan.state {
        case .began:
            interactor.interactionInProgress = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            interactor.interactionInProgress = false
            if progress > 0.5 || pan.velocity(in: view).y > 1000 { interactor.finish() } else { interactor.cancel() }
        case .cancelled where !answersOnlyEnded:
            if !leavesFlagSetWhenCancelled { interactor.interactionInProgress = false }
            interactor.cancel()
        default:
            break
        }
    }
}

extension AppInteractionCheckTests {
    func checkPullDown(answersOnlyEnded: Bool) throws -> CheckReport {
        try TransitionCheck(
            presentation: {
                let home = InteractionHomeViewController(vending: .whileInteracting)
                let detail = PullDownDetailViewController()
                detail.interactor = home.interactor
                detail.answersOnlyEnded = answersOnlyEnded
                detail.modalPresentationStyle = .fullScreen
                detail.transitioningDelegate = home
                return (home, detail)
            },
            options: .init(runs: 0)
        ).runNow()
    }

    /// The app's own pan drives its own interactor through touch scripts: every script that begins the
    /// dismissal is a scenario, checked against every invariant, and a correct handler passes.
    @Test func touchScriptsDriveTheAppsOwnHandler() throws {
        let report = try checkPullDown(answersOnlyEnded: false)
        #expect(report.passed, "\(report.failures)")
        let touches = report.scenarioCounts["touches"] ?? 0
        #expect(touches >= 9, "\(report.scenarioCounts)")
    }

    /// A handler that answers `.ended` only leaves a system-cancelled gesture's transition interactive: 27,
    /// from a touch script, with the recognizer and its state.
    @Test func aHandlerThatIgnoresTheSystemsCancelFails27() throws {
        let report = try checkPullDown(answersOnlyEnded: true)
        #expect(report.failedInvariants.contains(27), "\(report.failures)")
        let violation = try #require(report.violations(of: 27).first)
        #expect(violation.scenario.touches?.systemCancel != nil, "\(violation.scenario)")
        #expect(violation.evidence.call.contains("UIPanGestureRecognizer on PullDownDetailViewController.view .cancelled"), "\(violation.evidence)")
    }

    /// The failing script shrinks (frames that only move are dropped while it still fails) and prints as a
    /// test that replays the touches.
    @Test func aFailingScriptShrinksAndPrintsAsATest() throws {
        let report = try checkPullDown(answersOnlyEnded: true)
        let example = try #require(report.counterexamples.first { $0.invariants.contains(27) })
        let original = try #require(example.original.touches), shrunk = try #require(example.shrunk.touches)
        #expect(shrunk.frames.count < original.frames.count, "\(original.frames.count) → \(shrunk.frames.count)")
        #expect(shrunk.systemCancel != nil)
        #expect(example.swiftTest.contains("touches: TouchScript(name: "), "\(example.swiftTest)")
        #expect(example.swiftTest.contains("phase: .began"), "\(example.swiftTest)")
    }
}
