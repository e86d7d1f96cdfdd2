import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A presentation the app's own gesture handler starts with a new screen of the class under check (a pull up on a list
/// that makes and presents a new detail screen, with its own transitioning delegate) is the presentation under check:
/// its touch scenarios run and its delegate's calls are recorded, where they were not applicable before.
@MainActor @Suite struct AppPresentedScreenTests {
    final class Rise: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else { return }
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: toVC).offsetBy(dx: 0, dy: context.containerView.bounds.height)
            UIView.animate(withDuration: 0.3, animations: { to.frame = context.finalFrame(for: toVC) }) { _ in
                if context.transitionWasCancelled { to.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { Rise() }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interactor
        }
    }

    final class Detail: UIViewController {}

    /// A pull up on `screen`'s view presents a new Detail from it, driving the presentation with the pull.
    static func presentDetail(pulledBy pan: UIPanGestureRecognizer, from screen: UIViewController, delegate: Delegate) {
        let progress = max(0, min(1, -pan.translation(in: screen.view).y / screen.view.bounds.height))
        switch pan.state {
        case .began:
            delegate.interactor = UIPercentDrivenInteractiveTransition()
            let detail = Detail()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = delegate
            screen.present(detail, animated: true)
        case .changed: delegate.interactor?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 && pan.state == .ended { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
            delegate.interactor = nil
        default: break
        }
    }

    /// The list presents a new Detail when pulled up, driving the presentation with the pull.
    final class List: UIViewController {
        let delegate = Delegate()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(List.pulled(_:), name: "pulled:")))
        }
        func pulled(_ pan: UIPanGestureRecognizer) { AppPresentedScreenTests.presentDetail(pulledBy: pan, from: self, delegate: delegate) }
    }

    @Test("the app's own presentation of a new screen of the class under check is checked, its delegate recorded")
    func theAppsOwnPresentationIsChecked() throws {
        let check = TransitionCheck(
            presenting: List(), presented: Detail(), transitioningDelegate: Delegate(), styles: [.fullScreen],
            options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.scenarioCounts["touches", default: 0] > 4, "\(report.scenarioCounts)")
        #expect(!report.notApplicable.contains { $0.reason.contains("a transition other than") }, "\(report.notApplicable.prefix(2))")
        // A modal presentation, like a push, starts at the end of the turn that asked for it (docs/checking.md, "A lift
        // before the start"): the quick flick's end reaches the plain percent-driven interactor first and is dropped
        // (27); every other script ends it.
        #expect(report.failedInvariants == [27], "\(report.failures.prefix(2))")
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.isEmpty, "\(report.failures.prefix(2))")
    }

    /// The list's card is a child view controller of its own, and the card's pull presents (U07 of the twenty-first
    /// sample: a tap on a card screen embedded in the root presents a new detail from the card).
    final class Card: UIViewController {
        let delegate = Delegate()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(Card.pulled(_:), name: "pulled:")))
        }
        func pulled(_ pan: UIPanGestureRecognizer) { AppPresentedScreenTests.presentDetail(pulledBy: pan, from: self, delegate: delegate) }
    }

    final class Cards: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let card = Card()
            addChild(card)
            card.view.frame = view.bounds
            view.addSubview(card.view)
            card.didMove(toParent: self)
        }
    }

    @Test("a presentation a child view controller of the presenter makes is the presentation under check")
    func aChildsPresentationIsChecked() throws {
        let check = TransitionCheck(
            presenting: Cards(), presented: Detail(), transitioningDelegate: Delegate(), styles: [.fullScreen],
            options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.scenarioCounts["touches", default: 0] > 4, "\(report.scenarioCounts)")
        #expect(!report.notApplicable.contains { $0.reason.contains("a transition other than") }, "\(report.notApplicable.prefix(2))")
        #expect(report.failedInvariantsBesidesTheSameTurnFlick.isEmpty, "\(report.failures.prefix(2))")
    }
}
