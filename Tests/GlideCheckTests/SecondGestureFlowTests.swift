import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

// A second gesture-driven transition after a cancelled one: GTSheet#21's shape. The dismissal animator keeps the
// interruptible animator it made for the first pan and returns it to the next; a button's dismissal makes a new one in
// `animateTransition`, so only a second pan meets the spent animator.

/// A slide-down dismissal through an interruptible animator kept in the animator object, as GTSheet's
/// `DismissalAnimator` keeps `interuptableAnimator`; `clearsWhenEnded` is the fix (forget it in `animationEnded`).
@MainActor
final class KeptInterruptibleDismissal: NSObject, UIViewControllerAnimatedTransitioning {
    let clearsWhenEnded: Bool
    private var kept: UIViewImplicitlyAnimating?
    init(clearsWhenEnded: Bool) { self.clearsWhenEnded = clearsWhenEnded }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let kept { return kept }
        let made = slide(transitionContext)
        kept = made
        return made
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let made = slide(transitionContext)
        kept = made
        made.startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        if clearsWhenEnded { kept = nil }
    }

    private func slide(_ transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        if let view = transitionContext.view(forKey: .from) {
            let gone = view.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
            animator.addAnimations { view.frame = gone }
        }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        return animator
    }
}

/// The presenter: slides the detail up, dismisses it with the kept-animator dismissal, vends its interactor while the
/// detail's pan drives it.
@MainActor
final class KeptAnimatorHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = PullDownInteractor()
    let dismissal: KeptInterruptibleDismissal
    init(clearsWhenEnded: Bool) {
        dismissal = KeptInterruptibleDismissal(clearsWhenEnded: clearsWhenEnded)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissal }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor.interactionInProgress ? interactor : nil
    }
}

@MainActor
struct SecondGestureFlowTests {
    private func check(clearsWhenEnded: Bool) -> TransitionCheck {
        TransitionCheck(
            presentation: {
                let home = KeptAnimatorHomeViewController(clearsWhenEnded: clearsWhenEnded)
                let detail = PullDownDetailViewController()
                detail.interactor = home.interactor
                detail.modalPresentationStyle = .fullScreen
                detail.transitioningDelegate = home
                return (home, detail)
            },
            options: .init(runs: 0))
    }

    /// The spent animator hangs the second pan's dismissal: a flow of two pans on one presentation finds it, shrunk to
    /// the two; no single transition does (each scenario's scene is new), nor a pan then a button.
    @Test func aSecondPanAfterACancelledOneMeetsTheSpentAnimator() throws {
        let kept = check(clearsWhenEnded: false)
        var single = kept
        single.options.flows = false
        #expect(try single.runNow().passed)
        let report = kept.runFlows()
        let failure = try #require(report.failures.first, "no flow failed of \(report.flowCount)")
        #expect(failure.differences.contains { $0.contains("still in flight") }, "\(failure)")
        let touches = failure.shrunk.actions.filter { if case .touches = $0 { return true } else { return false } }
        #expect(touches.count == 2, "\(failure.shrunk)")
        #expect(report.failures.allSatisfy { failure in
            failure.shrunk.actions.filter { if case .touches = $0 { return true } else { return false } }.count >= 2
        }, "\(report.failures.map(\.shrunk.name))")
    }

    /// Forgetting the animator when the transition ends (the fix) passes every flow.
    @Test func anAnimatorForgottenWhenTheTransitionEndsPassesEveryFlow() {
        let report = check(clearsWhenEnded: true).runFlows()
        #expect(report.flowCount > 10, "\(report.flowCount)")
        #expect(report.passed, "\(report.failures.prefix(2))")
    }

    /// The drags paired for the flow: each recognizer's short slow drag with its long one.
    @Test func eachRecognizersShortDragIsPairedWithItsLongOne() {
        let scripts = TouchExploration.panScripts(
            name: "pan", label: "pan down", start: CGPoint(x: 100, y: 100), direction: CGVector(dx: 0, dy: 1), extent: 400)
        let pairs = FlowExploration.dragsAgain(scripts)
        #expect(pairs.map(\.short.name) == ["pan down 20 %, slow, lift at rest"])
        #expect(pairs.map(\.long.name) == ["pan down 90 %, slow, lift at rest"])
    }
}
