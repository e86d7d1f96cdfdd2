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
