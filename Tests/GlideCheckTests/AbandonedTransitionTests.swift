import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// What an app keeps outside its scenes (a singleton, as Hero's `Hero.shared`): how many of its transitions began and ended.
@MainActor private enum SharedTransitionState {
    static var began = 0
    static var ended = 0
}

/// A fade whose transitions the app counts in shared state.
private final class CountedFade: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        MainActor.assumeIsolated { SharedTransitionState.began += 1 }
        let to = transitionContext.view(forKey: .to)
        if let to {
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
        }
        let from = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 0.5, animations: {
            to?.alpha = 1
            if to == nil { from?.alpha = 0 }
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
    func animationEnded(_ transitionCompleted: Bool) { MainActor.assumeIsolated { SharedTransitionState.ended += 1 } }
}

/// A check never drops a scene with a transition of the app's still in flight (Hero's demo: found by the library runs):
/// the flows' probe of a transition by button, and scenarios that turn out not to apply once the operation began, let it
/// end first, so state the app keeps outside the scene is never left mid-transition.
@MainActor
struct AbandonedTransitionTests {
    private func check(flows: Bool) -> TransitionCheck {
        var options = TransitionCheck.Options(runs: 0)
        options.flows = flows
        return TransitionCheck(presenting: UIViewController(), presented: UIViewController(), transitioningDelegate: CountedFade(), options: options)
            .invariant("every transition the app began has ended") { _ in
                SharedTransitionState.began == SharedTransitionState.ended
                    ? nil : "began \(SharedTransitionState.began), ended \(SharedTransitionState.ended)"
            }
    }

    @Test("listing the flows (which probes a transition by button 0.1 s in) leaves none of the app's transitions running")
    func listingFlowsEndsItsProbes() {
        SharedTransitionState.began = 0
        SharedTransitionState.ended = 0
        _ = check(flows: true).flows
        #expect(SharedTransitionState.began > 0)
        #expect(SharedTransitionState.began == SharedTransitionState.ended)
    }

    @Test("a whole check, with scenarios that do not apply once their operation began, ends every transition it began")
    func wholeCheckEndsEveryTransition() throws {
        SharedTransitionState.began = 0
        SharedTransitionState.ended = 0
        let report = try check(flows: true).runNow()
        #expect(!report.notApplicable.isEmpty, "some interactive scenarios do not apply: the app vends no interactor")
        #expect(!report.failedInvariants.contains(101), "\(report.violations(of: 101).prefix(2))")
        #expect(SharedTransitionState.began == SharedTransitionState.ended)
    }
}

@MainActor private var localDelegateDismissalAsks = 0

/// A transitioning delegate that is its own animator, made as a local in the app's present method (the fifth sample's
/// F08): the presented view controller holds it weakly, so on iOS it is gone once the presentation ended.
private final class LocalFadeManager: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if let to = ctx.view(forKey: .to), ctx.viewController(forKey: .to)?.isBeingPresented == true { ctx.containerView.addSubview(to) }
        ctx.completeTransition(true)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        MainActor.assumeIsolated { localDelegateDismissalAsks += 1 }
        return self
    }
}

@MainActor
struct LocalDelegateLifetimeTests {
    @Test("what a check keeps of the transitions it began does not keep the app's local delegate alive for the dismissal")
    func aLocalDelegateGoesWithItsPresentation() {
        let check = TransitionCheck(
            presenting: UIViewController(),
            presented: { () -> UIViewController in
                let menu = UIViewController()
                menu.modalPresentationStyle = .overCurrentContext
                return menu
            }(),
            present: { home, menu in
                let manager = LocalFadeManager()
                menu.transitioningDelegate = manager
                home.present(menu, animated: true, completion: nil)
            },
            options: .init(runs: 0))
        localDelegateDismissalAsks = 0
        _ = check.violations(of: Scenario("dismiss", operation: .dismiss, style: .overCurrentContext, interactive: false))
        #expect(localDelegateDismissalAsks == 0)
    }
}
