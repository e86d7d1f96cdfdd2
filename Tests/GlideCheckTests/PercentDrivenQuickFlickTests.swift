import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// The most common interactive pop in app code: a `UIPercentDrivenInteractiveTransition` made in the edge pan's
/// `.began`, which pops; `.ended` finishes or cancels it. UIKit starts the pop at the end of the run-loop turn, so a
/// quick flick's `.ended` in that turn reaches the interactor before `startInteractiveTransition(_:)`, and UIKit's
/// interactor, with no context yet, drops it: the pop waits at 0 % (bug B6: devsign-nav-transitions#1,
/// InstagramTransition#4). The fixed form remembers that the gesture ended and ends the transition at its start.
@MainActor
struct PercentDrivenQuickFlickTests {
    final class ListViewController: UIViewController, UINavigationControllerDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?

        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            SlideAnimator(operation: operation)
        }

        func navigationController(
            _ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            interactor
        }
    }

    /// InstagramTransition#4's fix: an end that came before the start is applied in `startInteractiveTransition(_:)`.
    final class EndRememberingInteractor: UIPercentDrivenInteractiveTransition {
        var endedBeforeStart: Bool?
        private var started = false

        override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            started = true
            if endedBeforeStart != nil { wantsInteractiveStart = false }
            super.startInteractiveTransition(transitionContext)
            if let finishing = endedBeforeStart {
                if finishing { finish() } else { cancel() }
            }
        }

        func end(finishing: Bool) {
            guard started else { endedBeforeStart = finishing; return }
            if finishing { finish() } else { cancel() }
        }
    }

    final class PhotoViewController: UIViewController {
        let remembersEarlyEnd: Bool

        init(remembersEarlyEnd: Bool) {
            self.remembersEarlyEnd = remembersEarlyEnd
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemOrange
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(PhotoViewController.handleEdgePan(_:), name: "handleEdgePan:"))
            edge.edges = .left
            view.addGestureRecognizer(edge)
        }

        func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
            guard let view = pan.view, let list = navigationController?.delegate as? ListViewController else { return }
            let progress = max(0, min(1, pan.translation(in: view).x / view.bounds.width))
            switch pan.state {
            case .began:
                list.interactor = remembersEarlyEnd ? EndRememberingInteractor() : UIPercentDrivenInteractiveTransition()
                navigationController?.popViewController(animated: true)
            case .changed:
                list.interactor?.update(progress)
            case .ended, .cancelled:
                let finishing = pan.state == .ended && (progress > 0.5 || pan.velocity(in: view).x > 500)
                if let remembering = list.interactor as? EndRememberingInteractor {
                    remembering.end(finishing: finishing)
                } else if finishing {
                    list.interactor?.finish()
                } else {
                    list.interactor?.cancel()
                }
                list.interactor = nil
            default:
                break
            }
        }
    }

    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let operation: UINavigationController.Operation
        init(operation: UINavigationController.Operation) { self.operation = operation }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
                  let to = transitionContext.viewController(forKey: .to) else { return transitionContext.completeTransition(false) }
            let container = transitionContext.containerView
            let width = container.bounds.width
            toView.frame = transitionContext.finalFrame(for: to)
            if operation == .push {
                container.addSubview(toView)
                toView.transform = CGAffineTransform(translationX: width, y: 0)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                if self.operation == .push { toView.transform = .identity } else { fromView.transform = CGAffineTransform(translationX: width, y: 0) }
            }) { _ in
                toView.transform = .identity
                fromView.transform = .identity
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    private func check(remembersEarlyEnd: Bool) -> TransitionCheck {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = list
        var check = TransitionCheck(
            navigationController: navigation, pushed: PhotoViewController(remembersEarlyEnd: remembersEarlyEnd), options: .init(runs: 0))
        check.options.flows = false
        return check
    }

    /// UIKit's interactor drops the quick flick's early `.ended`: 27, on the script lifted in the same turn only.
    @Test func aPlainPercentDrivenInteractorDropsTheQuickFlicksEnd() throws {
        let report = try check(remembersEarlyEnd: false).runNow()
        #expect(Set(report.failedInvariants) == [27], "\(report.failures)")
        #expect(report.violations(of: 27).allSatisfy { $0.scenario.touches?.name.contains("lifted in the same turn") == true },
                "\(report.violations(of: 27).prefix(2))")
    }

    /// The fix applies the end at the start: every script passes.
    @Test func anInteractorThatRemembersTheEndPasses() throws {
        let report = try check(remembersEarlyEnd: true).runNow()
        #expect(report.passed, "\(report.failures)")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
    }
}
