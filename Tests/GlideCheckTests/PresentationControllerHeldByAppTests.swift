import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

// A presentation controller the app keeps where it outlives the presentation (a global, a long-lived object's
// property), and that is its own transitioning delegate, vending itself (the thirteenth sample's Q05: TodoApp's
// PartScreenPresentationController, kept by the scaffold until the next screen was made). A completed dismissal (or a
// cancelled presentation) makes it retain the view controllers; presented again by the same view controller (the
// check's follow-up), it is vended again and the presented view controller holds it again. It must then hold them
// unowned again, as at its first presentation, or a scene dropped while presented stays alive for good, even once the
// app let go of the controller (D13-2). On iOS nothing of UIKit's keeps a presentation controller once the app's last
// reference goes.

/// Fades the presented view in and out.
private final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        guard let view = transitionContext.view(forKey: presenting ? .to : .from) else { return transitionContext.completeTransition(false) }
        if presenting { transitionContext.containerView.addSubview(view) }
        view.alpha = presenting ? 0 : 1
        UIView.animate(withDuration: 0.3, animations: { view.alpha = presenting ? 1 : 0 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// PartScreenPresentationController's shape: a presentation controller that is the transitioning delegate of the view
/// controller it presents, and vends itself.
private final class SelfVendingPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate {
    let dimmingView = UIView()
    override func presentationTransitionWillBegin() { containerView?.addSubview(dimmingView) }
    override func dismissalTransitionDidEnd(_ completed: Bool) { if completed { dimmingView.removeFromSuperview() } }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { self }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Fade() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Fade() }
}

/// The app's long-lived hold on the latest controller (the engine-level test's).
@MainActor private var keptController: SelfVendingPresentationController?

/// The check-level app: the presenter the factories last made, and the latest controller, replaced by the next.
@MainActor private weak var latestPresenter: UIViewController?
@MainActor private var latestController: SelfVendingPresentationController?

@MainActor private func makeList() -> UIViewController {
    let list = UIViewController()
    latestPresenter = list
    return list
}

@MainActor private func makeDetail() -> UIViewController {
    let detail = UIViewController()
    detail.modalPresentationStyle = .custom
    let controller = SelfVendingPresentationController(presentedViewController: detail, presenting: latestPresenter)
    detail.transitioningDelegate = controller
    latestController = controller
    return detail
}

@MainActor @Suite struct PresentationControllerHeldByAppTests {
    private struct Watched {
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
        weak var controller: UIPresentationController?
        weak var window: UIWindow?
        var anyAlive: Bool { presenter != nil || presented != nil || controller != nil || window != nil }
    }

    /// Presents (and, `dismissingFirst`, dismisses and presents again) a view controller whose kept controller vends
    /// itself, drops the scene while presented, then the app's hold.
    private func run(dismissingFirst: Bool) -> Watched {
        var watched = Watched()
        let clock = ManualClock()
        clock.withCurrent {
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
                let presenter = UIViewController(), presented = UIViewController()
                window.rootViewController = presenter
                window.makeKeyAndVisible()
                clock.advance(by: 0.1)
                let controller = SelfVendingPresentationController(presentedViewController: presented, presenting: presenter)
                presented.modalPresentationStyle = .custom
                presented.transitioningDelegate = controller
                keptController = controller
                presenter.present(presented, animated: true)
                clock.advance(by: 1)
                if dismissingFirst {
                    presenter.dismiss(animated: true)
                    clock.advance(by: 1)
                    #expect(presenter.presentedViewController == nil)
                    presenter.present(presented, animated: false)
                    clock.advance(by: 1)
                    #expect(presented.presentationController === controller, "the delegate vended its controller again")
                }
                #expect(presenter.presentedViewController === presented)
                watched = Watched(presenter: presenter, presented: presented, controller: controller, window: window)
            }
            clock.advance(by: 1)
            keptController = nil
        }
        return watched
    }

    @Test func aKeptControllerVendedAgainGoesWithItsViewControllersOnceTheAppLetsGo() {
        // Its first presentation: the controller holds the view controllers unowned while presented.
        let first = run(dismissingFirst: false)
        #expect(!first.anyAlive, "\(first)")
        // Vended again after a completed dismissal: the same, not the retain its dismissal took.
        let again = run(dismissingFirst: true)
        #expect(again.controller == nil, "the presentation controller is still alive")
        #expect(again.presented == nil, "the presented view controller is still alive")
        #expect(again.presenter == nil, "the presenting view controller is still alive")
    }

    private func findings38(interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)?) throws -> [Violation] {
        var options = TransitionCheck.Options(runs: 0)
        options.flows = false
        options.touches = false
        defer { latestController = nil }
        return try TransitionCheck(presenting: makeList(), presented: makeDetail(), interactor: interactor, options: options)
            .runNow().violations.filter { $0.invariant == 38 }
    }

    /// Q05's own run: presentations and dismissals, the follow-up presenting the dismissed view controller again.
    @Test func anAppThatKeepsItsLatestPresentationControllerDoesNotFail38() throws {
        let found = try findings38(interactor: nil)
        #expect(found.isEmpty, "\(found.prefix(2).map { "\($0.scenario): \($0.evidence.message)" })")
    }

    /// A cancelled presentation retains the view controllers too; the check's follow-up presents again through the same
    /// kept controller and the scene is dropped while presented.
    @Test func aCancelledPresentationThroughAKeptControllerDoesNotFail38() throws {
        let found = try findings38(interactor: { UIPercentDrivenInteractiveTransition() })
        #expect(found.isEmpty, "\(found.prefix(2).map { "\($0.scenario): \($0.evidence.message)" })")
    }
}
