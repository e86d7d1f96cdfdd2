import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// The app's one interactor, kept for every transition (a singleton, or a delegate's `let interactor`).
@MainActor private let keptInteractor = UIPercentDrivenInteractiveTransition()

private final class KeptSlideDown: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let from = ctx.view(forKey: .from)!
        UIView.animate(withDuration: 0.3, animations: { from.frame.origin.y = 844 },
                       completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

private final class KeptInteractorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { KeptSlideDown() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        keptInteractor
    }
}

/// An interactor the app keeps from one transition to the next is, at the start of the next, not yet driving it: the
/// checker's probe read the mode the last transition left (the fifth sample's F01: a false 12 on every interactive
/// scenario after the first).
@MainActor
struct KeptInteractorTests {
    @Test("the same scrubbed dismissal, run twice with the app's one interactor, passes both times")
    func aKeptInteractorPassesAgain() throws {
        let check = TransitionCheck(presenting: UIViewController(), presented: UIViewController(), transitioningDelegate: KeptInteractorDelegate())
        let scrub = Scenario("scrub and finish", operation: .dismiss, style: .fullScreen, interactive: true, steps: [.update(0.3), .finish])
        for run in 1...2 {
            let failing = try check.violations(of: scrub).get().filter { !$0.isWarning }
            #expect(failing.isEmpty, "run \(run): \(failing)")
        }
    }
}
