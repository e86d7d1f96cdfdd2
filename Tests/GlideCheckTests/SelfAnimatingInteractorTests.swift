import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// An interactor that drives the transition itself, as the eleventh sample's Q06 does: it keeps the context (its
/// `startInteractiveTransition` does not call `super`), moves the presented view with the finger, and at the release
/// animates the rest on its own, telling the context `finishInteractiveTransition()` (or, in the buggy form, also
/// for a cancel) and `completeTransition(_:)` only when its animation ended.
final class SelfAnimatingInteractor: UIPercentDrivenInteractiveTransition {
    static let rest = 0.3
    /// The bug: the cancel path ends with `finishInteractiveTransition()` and `completeTransition(true)`.
    let finishesOnCancel: Bool
    // Not `context`: Glide's class has a package-visible one (an app's own package does not see it).
    private var kept: (any UIViewControllerContextTransitioning)?

    init(finishesOnCancel: Bool) {
        self.finishesOnCancel = finishesOnCancel
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        kept = transitionContext
    }

    override func update(_ percentComplete: CGFloat) {
        guard let context = kept, let view = context.view(forKey: .from) else { return }
        view.transform = CGAffineTransform(translationX: 0, y: percentComplete * context.containerView.bounds.height)
        context.updateInteractiveTransition(percentComplete)
    }

    // `super` reaches no context (this class never called `super.startInteractiveTransition`): as Q06's does.
    override func finish() {
        super.finish()
        end(finishing: true)
    }

    override func cancel() {
        super.cancel()
        end(finishing: false)
    }

    private func end(finishing: Bool) {
        guard let context = kept, let view = context.view(forKey: .from) else { return }
        kept = nil
        let height = context.containerView.bounds.height
        UIView.animate(withDuration: Self.rest, animations: {
            view.transform = finishing ? CGAffineTransform(translationX: 0, y: height) : .identity
        }) { _ in
            if finishing || self.finishesOnCancel {
                context.finishInteractiveTransition()
                context.completeTransition(true)
            } else {
                view.transform = .identity
                context.cancelInteractiveTransition()
                context.completeTransition(false)
            }
        }
    }
}

/// A screen its pan dismisses through ``SelfAnimatingInteractor``.
final class SelfAnimatedDismissalScreen: UIViewController, UIViewControllerTransitioningDelegate {
    let finishesOnCancel: Bool
    var interactor: SelfAnimatingInteractor?

    init(finishesOnCancel: Bool) {
        self.finishesOnCancel = finishesOnCancel
        super.init(nibName: nil, bundle: nil)
        transitioningDelegate = self
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(SelfAnimatedDismissalScreen.pan(_:), name: "pan:")))
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            interactor = SelfAnimatingInteractor(finishesOnCancel: finishesOnCancel)
            dismiss(animated: true)
        case .changed: interactor?.update(progress)
        case .ended: progress > 0.3 ? interactor?.finish() : interactor?.cancel()
        case .cancelled, .failed: interactor?.cancel()
        default: break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideAway() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@MainActor
struct SelfAnimatingInteractorTests {
    private func report(finishesOnCancel: Bool) throws -> CheckReport {
        var check = TransitionCheck(
            presenting: UIViewController(), presented: SelfAnimatedDismissalScreen(finishesOnCancel: finishesOnCancel),
            options: .init(runs: 0))
        check.options.flows = false
        return try check.runNow()
    }

    /// The finish reaches UIKit 0.3 s after the release, when the interactor's own animation ended: nothing hangs on
    /// iOS, so 27 holds, with a warning that says so (G3: it failed).
    @Test func anEndTheInteractorGivesWhenItsAnimationEndsIsAWarning() throws {
        let report = try report(finishesOnCancel: false)
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.isDisjoint(with: [27]), "\(report.violations(of: 27).prefix(2))")
        let onIOS = report.warnings.filter { $0.invariant == 27 }.compactMap(\.evidence.onIOS)
        #expect(onIOS.contains { $0.contains("animates the rest itself") }, "\(Set(onIOS))")
    }

    /// The buggy form answers a cancel with a finish, late: still 27's failure (a cancel must be answered by a cancel).
    @Test func aLateFinishForACancelStillFails27() throws {
        let report = try report(finishesOnCancel: true)
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.contains(27), "\(report.failures.prefix(2))")
    }
}

/// An interactor of the app's own, not UIKit's percent-driven one (the fifth bug sample's f04, SimpleImageViewer's
/// dismissal interactor): its finish animates the rest and calls `completeTransition(true)` without ever telling the
/// context `finishInteractiveTransition()`; its cancel does tell it (`cancelInteractiveTransition()`).
final class CompletingInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var kept: (any UIViewControllerContextTransitioning)?
    /// The cancel also completes without a word to the context (f04's `cancel()` when no context was kept yet).
    var cancelsSilently = false

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        kept = transitionContext
    }

    func update(_ percentComplete: CGFloat) {
        guard let context = kept, let view = context.view(forKey: .from) else { return }
        view.transform = CGAffineTransform(translationX: 0, y: percentComplete * context.containerView.bounds.height)
    }

    func finish() {
        guard let context = kept, let view = context.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.3, animations: {
            view.transform = CGAffineTransform(translationX: 0, y: context.containerView.bounds.height)
        }) { _ in
            view.removeFromSuperview()
            context.completeTransition(true)
        }
    }

    func cancel() {
        guard let context = kept, let view = context.view(forKey: .from) else { return }
        if !cancelsSilently { context.cancelInteractiveTransition() }
        UIView.animate(withDuration: 0.3, animations: { view.transform = .identity }) { _ in
            context.completeTransition(false)
        }
    }
}

/// A screen its pan dismisses through ``CompletingInteractor``; `finishesOnSystemCancel` is the bug of f04's handler
/// (a `.cancelled` pan past the threshold finishes).
final class CompletedDismissalScreen: UIViewController, UIViewControllerTransitioningDelegate {
    var interactor: CompletingInteractor?
    let finishesOnSystemCancel: Bool
    let cancelsSilently: Bool

    init(finishesOnSystemCancel: Bool, cancelsSilently: Bool = false) {
        self.finishesOnSystemCancel = finishesOnSystemCancel
        self.cancelsSilently = cancelsSilently
        super.init(nibName: nil, bundle: nil)
        transitioningDelegate = self
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(CompletedDismissalScreen.pan(_:), name: "pan:")))
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            interactor = CompletingInteractor()
            interactor?.cancelsSilently = cancelsSilently
            dismiss(animated: true)
        case .changed: interactor?.update(progress)
        case .ended: progress > 0.1 ? interactor?.finish() : interactor?.cancel()
        case .cancelled: finishesOnSystemCancel && progress > 0.1 ? interactor?.finish() : interactor?.cancel()
        default: break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideAway() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@MainActor
struct CompletingInteractorTests {
    private func report(finishesOnSystemCancel: Bool, cancelsSilently: Bool = false) throws -> CheckReport {
        var check = TransitionCheck(
            presenting: UIViewController(),
            presented: CompletedDismissalScreen(finishesOnSystemCancel: finishesOnSystemCancel, cancelsSilently: cancelsSilently),
            options: .init(runs: 0))
        check.options.flows = false
        return try check.runNow()
    }

    /// The transition ends when the interactor's animation calls `completeTransition(true)`: nothing hangs on iOS, so a
    /// finish answered that way is 27's warning, not its failure (f04's after version failed it).
    @Test func aFinishTheInteractorCompletesItselfIsAWarning() throws {
        let report = try report(finishesOnSystemCancel: false)
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.isDisjoint(with: [27]), "\(report.violations(of: 27).prefix(2))")
        let onIOS = report.warnings.filter { $0.invariant == 27 }.compactMap(\.evidence.onIOS)
        #expect(onIOS.contains { $0.contains("calls completeTransition(_:)") }, "\(Set(onIOS))")
    }

    /// A lift (`.ended`) the handler answers with a cancel that completes the transition with `false` and no word to the
    /// context: an end may be answered either way, the transition rolls back, nothing hangs (round 2's G-r2-1).
    @Test func aLiftCancelledByCompletingIsAWarningToo() throws {
        let report = try report(finishesOnSystemCancel: false, cancelsSilently: true)
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.isDisjoint(with: [27]), "\(report.violations(of: 27).prefix(2))")
    }

    /// A system cancel the handler finishes is still 27's failure: the completion answers a cancel with a finish.
    @Test func aSystemCancelCompletedAsAFinishStillFails27() throws {
        let report = try report(finishesOnSystemCancel: true)
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.contains(27), "\(report.failures.prefix(2))")
        // Besides the same-turn flicks (the finish reaches the interactor before UIKit started it: the app's own flaw),
        // exactly the scenarios where the system cancels the touches.
        let others = report.violations(of: 27).map { "\($0.scenario)" }.filter { !$0.contains("lifted in the same turn") }
        #expect(!others.isEmpty && others.allSatisfy { $0.contains("the system cancels the touches") }, "\(others)")
    }
}
