import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A push the app's own gesture handler starts with a new screen of the class under check (the tenth sample's Q03: a
/// pull on the first screen makes and pushes a new second screen) is the push under check: its touch scenarios run,
/// where they were not applicable before.
@MainActor @Suite struct AppPushedScreenTests {
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else { return }
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: toVC).offsetBy(dx: context.containerView.bounds.width, dy: 0)
            UIView.animate(withDuration: 0.3, animations: { to.frame = context.finalFrame(for: toVC) }) { _ in
                if context.transitionWasCancelled { to.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { Slide() }
        func navigationController(
            _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    final class Second: UIViewController {}

    /// The first screen pushes a new Second when pulled left, driving the push with the pull.
    final class First: UIViewController {
        let delegate = Delegate()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(First.pulled(_:), name: "pulled:")))
        }
        func pulled(_ pan: UIPanGestureRecognizer) {
            let progress = max(0, min(1, -pan.translation(in: view).x / view.bounds.width))
            switch pan.state {
            case .began:
                delegate.interactor = UIPercentDrivenInteractiveTransition()
                navigationController?.delegate = delegate
                navigationController?.pushViewController(Second(), animated: true)
            case .changed: delegate.interactor?.update(progress)
            case .ended, .cancelled:
                if progress > 0.5 && pan.state == .ended { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
                delegate.interactor = nil
            default: break
            }
        }
    }

    @Test("the app's own push of a new screen of the class under check is checked")
    func theAppsOwnPushIsChecked() throws {
        let check = TransitionCheck(
            navigationController: UINavigationController(rootViewController: First()), pushed: Second(), delegate: nil,
            options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.scenarioCount > 4, "\(report.scenarioCount)")
        #expect(!report.notApplicable.contains { $0.reason.contains("a transition other than") }, "\(report.notApplicable.prefix(2))")
        // What it finds is the app's: a quick flick's `.ended` reaches the handler before UIKit starts the interactive
        // push (at the end of the run-loop turn), so the handler's finish or cancel is dropped (27), as Q03's pull.
        #expect(report.failedInvariants == [27], "\(report.failures.prefix(2))")
        #expect(report.violations.allSatisfy { "\($0.scenario)".contains("quick flick") }, "\(report.violations.map { "\($0.scenario)" }.prefix(3))")
    }
}
