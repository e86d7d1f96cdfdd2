import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// An interactor that joins the recognizer as a second target when the pan begins, as the third sample's B01 does
/// (`gesture.addTarget(self, action: #selector(handle))` in `.began`): it is told `.ended` after the view controller's
/// handler, and it is the one that finishes or cancels.
final class JoiningInteractor: UIPercentDrivenInteractiveTransition {
    func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)
        switch pan.state {
        case .changed: update(progress)
        case .ended: progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed: cancel()
        default: break
        }
    }
}

final class SlideAway: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from)!
        UIView.animate(withDuration: 0.3, animations: { from.frame.origin.x = from.bounds.width }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class EdgeDismissedScreen: UIViewController, UIViewControllerTransitioningDelegate {
    var interactor: JoiningInteractor?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(EdgeDismissedScreen.edgePan(_:), name: "edgePan:"))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        transitioningDelegate = self
        modalPresentationStyle = .fullScreen
    }

    func edgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard pan.state == .began else { return }
        let interactor = JoiningInteractor()
        self.interactor = interactor
        pan.addTarget(interactor, action: Selector(JoiningInteractor.handle(_:), name: "handle:"))
        dismiss(animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideAway() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@MainActor
struct TargetAddedDuringGestureTests {
    @Test func anInteractorThatJoinsTheRecognizerInBeganAnswersItsEnd() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: EdgeDismissedScreen(), options: .init(runs: 0)
        ).runNow()
        #expect(report.scenarioCount > 0)
        // Its end, told to the joining target, ends the dismissal in every script but the quick flick lifted in the turn of
        // the `.began`: UIKit starts the dismissal at the end of that turn, and the plain percent-driven interactor drops
        // the end that came first (27, as B01 would hang on iOS).
        #expect(!report.failedInvariantsBesidesTheSameTurnFlick.contains(27), "\(report.violations(of: 27).prefix(2))")
        #expect(report.failedInvariants.contains(27))
        #expect(!report.warnings.contains { $0.invariant == 27 }, "\(report.warnings.filter { $0.invariant == 27 }.prefix(2))")
    }
}
