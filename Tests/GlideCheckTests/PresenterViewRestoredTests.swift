import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

// SideMenu's `.viewSlideOut`, reduced: its animator moves the presenter's view into the transition's container
// and puts it back when an animated dismissal ends; a dismissal without animation runs no animator, UIKit takes
// the container away with the view in it, and the menu puts the view back in viewDidDisappear(_:), `if
// isBeingDismissed` (SideMenuNavigationController.swift, "Work-around: if the menu is dismissed without animation").

@MainActor
final class SlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var originalSuperview: UIView?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let presenting = to.presentingViewController === from
        if presenting {
            originalSuperview = from.view.superview
            container.addSubview(from.view)
            container.addSubview(to.view)
        }
        UIView.animate(withDuration: 0.3, animations: {
            if presenting { from.view.frame.origin.x = -200 } else { to.view.frame.origin.x = 0 }
        }) { [weak self] _ in
            let completed = !transitionContext.transitionWasCancelled
            if !presenting, completed { self?.restore(to.view) }
            transitionContext.completeTransition(completed)
        }
    }

    func restore(_ view: UIView) {
        view.frame.origin.x = 0
        originalSuperview?.addSubview(view)
    }
}

@MainActor
final class SlideOutMenu: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SlideOutAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor
final class SlideOutMenuViewController: UIViewController {
    let menu = SlideOutMenu()
    let restoresWithoutAnimation: Bool

    init(restoresWithoutAnimation: Bool) {
        self.restoresWithoutAnimation = restoresWithoutAnimation
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = menu
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if restoresWithoutAnimation, isBeingDismissed, let presenter = presentingViewControllerView, presenter.window == nil {
            menu.animator.restore(presenter)
        }
    }

    /// The presenter's view, remembered when the menu appears (`presentingViewController` is gone by viewDidDisappear).
    private var presentingViewControllerView: UIView?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentingViewControllerView = presentingViewController?.view
    }
}

@MainActor
struct PresenterViewRestoredTests {
    private func report(restores: Bool) throws -> CheckReport {
        try TransitionCheck(
            presenting: UIViewController(), presented: SlideOutMenuViewController(restoresWithoutAnimation: restores),
            options: .init(runs: 0, invariants: [21])
        ).runNow()
    }

    /// Put back in viewDidDisappear, at the instant UIKit took the container away: never drawn out of the window.
    @Test func aViewPutBackAtTheInstantItWasTakenIsNotRemoved() throws {
        let report = try report(restores: true)
        #expect(report.errors.isEmpty, "\(report.errors.prefix(2))")
        #expect(report.violations(of: 21).isEmpty, "\(report.violations(of: 21).prefix(2))")
    }

    /// Slid aside in the container while the menu is shown and put back by every dismissal: 20 warns of the borrow on
    /// the presentation (no failure), and the dismissals that put it back are no move of theirs.
    @Test func aViewSlidAsideWhileShownAndPutBackWarnsOn20() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: SlideOutMenuViewController(restoresWithoutAnimation: true),
            options: .init(runs: 0, invariants: [20, 21])
        ).runNow()
        #expect(report.violations(of: 20).isEmpty && report.violations(of: 21).isEmpty, "\(report.violations.prefix(3))")
        let warned = report.warnings.filter { $0.invariant == 20 }
        #expect(!warned.isEmpty && warned.allSatisfy { $0.scenario.operation == .present }, "\(warned.prefix(3))")
        #expect(warned.first?.evidence.onIOS?.contains("every dismissal must put the view back") == true)
    }

    /// Not put back: the presenter's view is gone once the dismissal without animation is over.
    @Test func aViewNotPutBackIsRemoved() throws {
        let report = try report(restores: false)
        #expect(report.violations(of: 21).contains { $0.scenario.label.contains("not animated") || !$0.scenario.animated }, "\(report.violations(of: 21).prefix(2))")
    }
}

/// A presentation controller that makes the presenter's view ignore touches while its sheet is shown (SideMenu's
/// `presentingViewControllerUserInteractionEnabled`, false by default), enables it again when the presentation is
/// cancelled and, when `restores`, once the dismissal completed.
@MainActor
final class InertPresenterController: UIPresentationController {
    let restores: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, restores: Bool) {
        self.restores = restores
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        presentingViewController.view.isUserInteractionEnabled = false
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { presentingViewController.view.isUserInteractionEnabled = true }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed, restores { presentingViewController.view.isUserInteractionEnabled = true }
    }
}

@MainActor
struct InertPresenterTests {
    private func report(restores: Bool) throws -> CheckReport {
        try TransitionCheck(
            subject: subject("inert presenter", styles: [.custom], presentationController: {
                InertPresenterController(presentedViewController: $0, presenting: $1, restores: restores)
            }) { SlideAnimator() },
            options: .init(runs: 0, invariants: [24])
        ).runNow()
    }

    /// Inert while the sheet is shown, enabled again by the dismissal: nothing to report.
    @Test func aPresenterInertWhileCoveredAndEnabledOnDismissalKeeps24() throws {
        let report = try report(restores: true)
        #expect(report.errors.isEmpty, "\(report.errors.prefix(2))")
        #expect(report.violations(of: 24).isEmpty, "\(report.violations(of: 24).prefix(2))")
    }

    /// Never enabled again: the dismissal shows a screen that ignores touches.
    @Test func aPresenterLeftInertAfterTheDismissalBreaks24() throws {
        let report = try report(restores: false)
        let found = report.violations(of: 24)
        #expect(found.contains { $0.scenario.operation == .dismiss && $0.evidence.message.contains("shown again ignores touches") }, "\(found.prefix(3))")
        #expect(!found.contains { $0.scenario.operation == .present }, "\(found.prefix(3))")
    }
}
