import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A navigation controller that is its own delegate and, on every pop, gives the screen it shows a new left-edge
/// recognizer whose handler pops (the thirteenth sample's P07, CustomNavigationViewController and
/// MyInteractiveTransition): on the root, a one-screen stack, that recognizer begins nothing, and iOS shows no fault.
@MainActor @Suite struct AddedRecognizerFlowTests {
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else { return }
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: toVC)
            to.alpha = 0
            UIView.animate(withDuration: 0.25, animations: { to.alpha = 1 }) { _ in
                if context.transitionWasCancelled { to.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// The app's interactor, never vended: it only owns the edge recognizer it adds to each screen it is given.
    final class EdgeInteractor: UIPercentDrivenInteractiveTransition {
        weak var viewController: UIViewController? {
            didSet {
                let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(EdgeInteractor.edgePanned(_:), name: "edgePanned:"))
                edge.edges = .left
                viewController?.view.addGestureRecognizer(edge)
            }
        }
        func edgePanned(_ edge: UIScreenEdgePanGestureRecognizer) {
            if edge.state == .began { viewController?.navigationController?.popViewController(animated: true) }
        }
    }

    final class Navigation: UINavigationController, UINavigationControllerDelegate {
        let interactor = EdgeInteractor()
        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            if operation == .pop { interactor.viewController = toVC }
            return Fade()
        }
    }

    final class Second: UIViewController {}

    @Test("a recognizer the app adds on each pop is not the scene failing to come back")
    func anAddedInertRecognizerPassesTheFlows() throws {
        let check = TransitionCheck(
            navigationController: Navigation(rootViewController: UIViewController()), pushed: Second(),
            options: .init(runs: 0))
        let report = check.runFlows()
        #expect(report.flowCount > 3, "\(report.flowCount)")
        #expect(report.failures.isEmpty, "\(report.failures.prefix(2))")
    }
}
