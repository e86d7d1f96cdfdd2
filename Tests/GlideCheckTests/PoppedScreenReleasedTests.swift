import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A popped screen is gone before the app makes the next one (the tenth sample's P04): the pushed screen owns the
/// navigation controller's delegate, which UIKit holds weakly, so after the pop the next push by button finds no
/// delegate and animates UIKit's way. A flow that kept the popped screen alive handed its interactor to the next push,
/// which nothing drove.
@MainActor @Suite struct PoppedScreenReleasedTests {
    final class Tracker {
        var made: [Weak] = []
        var aliveWhenMade: [Int] = []
        struct Weak { weak var object: AnyObject? }
    }

    /// A slide push and pop.
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to) else { return context.completeTransition(false) }
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// The pushed screen's own navigation delegate, which it sets on the navigation controller when it appears.
    final class Owned: NSObject, UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { Slide() }
    }

    final class Detail: UIViewController {
        let own = Owned()
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.delegate = own
        }
    }

    @Test("in a flow, the popped screen is released before the next pushed one is made")
    func thePoppedScreenIsGoneBeforeTheNextPush() {
        let tracker = Tracker()
        let check = TransitionCheck(
            navigationController: UINavigationController(rootViewController: UIViewController()),
            pushed: {
                tracker.aliveWhenMade.append(tracker.made.filter { $0.object != nil }.count)
                let detail = Detail()
                tracker.made.append(.init(object: detail))
                return detail
            }(),
            delegate: nil)
        let runner = FlowRunner(subject: check.subject)
        let outcome = runner.run(Flow("push, pop, push", style: .navigation, actions: [.button(.push), .button(.pop), .button(.push)]))
        #expect(outcome.states.count == 4)
        #expect(tracker.made.count >= 2)
        #expect(tracker.aliveWhenMade.last == 0, "alive when the next screen was made: \(tracker.aliveWhenMade)")
    }
}
