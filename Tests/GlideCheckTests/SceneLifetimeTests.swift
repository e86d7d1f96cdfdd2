import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A push whose animator's completion reads the navigation controller (as MediaViewer's `didFinishPushTransition`
/// does with `navigationController!`), and a delegate that vends an interactor nobody drives for every push: the
/// button's push hangs at 0 %, and the check winds it down after the scenario. Its scene must still be there then.
@MainActor private final class NavigationReadingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = transitionContext.viewController(forKey: .from)!
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
            // The app's own force unwrap: the root is in its navigation controller for the app's whole life.
            from.navigationController!.view.backgroundColor = .white
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor private final class AlwaysInteractiveDelegate: NSObject, UINavigationControllerDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { NavigationReadingAnimator() }
    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

@MainActor @Suite struct SceneLifetimeTests {
    @Test func aTransitionWoundDownAfterTheScenarioStillHasItsScene() throws {
        let subject = TransitionSubject(name: "reads its navigation controller", styles: [.navigation], interaction: .asVended) { clock, _ in
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            return CheckScene(window: window, navigationController: navigation, pushed: UIViewController(), delegate: AlwaysInteractiveDelegate())
        }
        var options = TransitionCheck.Options(runs: 0)
        options.flows = false
        options.touches = false
        let report = try TransitionCheck(subject: subject, options: options).runNow()
        // Reaching here is the test (the force unwrap traps on a scene already gone); the hang is 32's.
        #expect(report.scenarioCount > 0)
        #expect(report.failedInvariants.contains(32), "\(report.failedInvariants)")
    }
}
