import Foundation
import GlideCheck
import GlideCheckSource
import GlideUIKitCore
import Testing

// A transition written as a UIKit developer writes it: one animator class for both directions, chosen
// by an initialiser argument, vended by a transitioning delegate that the presented view controller sets
// on itself. `TransitionCheck(animator:)` could not check it as written; the delegate form can.

@MainActor
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let alwaysCompletes: Bool

    init(presenting: Bool, alwaysCompletes: Bool = false) {
        self.presenting = presenting
        self.alwaysCompletes = alwaysCompletes
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        // The sheet's on-screen frame: where it ends when presented, where it starts when dismissed
        // (the final frame of a dismissed view controller is .zero: its view leaves).
        let shown = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            controller.view.frame = hidden
            container.addSubview(controller.view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            controller.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            // A cancelled animation leaves the model at its target: put the sheet back where it was.
            if self.presenting && cancelled { controller.view.removeFromSuperview() }
            if !self.presenting && cancelled { controller.view.frame = shown }
            transitionContext.completeTransition(self.alwaysCompletes || !cancelled)
        })
    }
}

@MainActor
final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let alwaysCompletes: Bool
    init(alwaysCompletes: Bool = false) { self.alwaysCompletes = alwaysCompletes }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(presenting: true, alwaysCompletes: alwaysCompletes)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(presenting: false, alwaysCompletes: alwaysCompletes)
    }
}

@MainActor
final class SheetViewController: UIViewController {
    let sheetDelegate = SheetTransitioningDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = sheetDelegate
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class HomeViewController: UIViewController {}

@MainActor
final class SlidePushDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator()
    }
}

/// Vends a slide for every change of tab, or an animator that always completes (commits a cancelled change).
@MainActor
final class SlideTabDelegate: NSObject, UITabBarControllerDelegate {
    let alwaysCompletes: Bool
    init(alwaysCompletes: Bool = false) { self.alwaysCompletes = alwaysCompletes }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        alwaysCompletes ? FadeInAlwaysCompletes() : SlideAnimator()
    }
}

/// Fades the new tab in and completes with `true` whatever happened.
@MainActor
final class FadeInAlwaysCompletes: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in transitionContext.completeTransition(true) })
    }
}

@MainActor
@Suite struct UIKitCheckTests {
    @Test func aDelegateTheViewControllerSetsOnItselfIsChecked() throws {
        let check = TransitionCheck(presenting: HomeViewController(), presented: SheetViewController(), interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.scenarioCount == 90, "45 scenarios per operation, in the view controller's own style")
        #expect(report.failedInvariants.isEmpty, "\(report.violations.prefix(2))")
        #expect(check.subject.name == "SheetViewController" && check.subject.styles == [.overFullScreen])
    }

    @Test func aDelegateGivenToTheCheckIsUsedAndItsBugFound() throws {
        let check = TransitionCheck(
            presenting: HomeViewController(), presented: SheetViewController(),
            transitioningDelegate: SheetTransitioningDelegate(alwaysCompletes: true), interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        let report = try check.runNow()
        #expect(Set(report.failedInvariants).isSuperset(of: [2]), "completing with true after a cancel breaks 2")
    }

    @Test func otherStylesCanBeAsked() throws {
        let check = TransitionCheck(
            presenting: HomeViewController(), presented: SheetViewController(), styles: [.fullScreen, .overFullScreen], interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        #expect(try check.runNow().scenarioCount == 180)
    }

    @Test func aNavigationDelegateIsChecked() throws {
        let check = TransitionCheck(
            navigationController: UINavigationController(rootViewController: HomeViewController()), pushed: UIViewController(),
            delegate: SlidePushDelegate(), interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.scenarioCount == 90 && report.failedInvariants.isEmpty, "\(report.violations.prefix(2))")
    }

    /// Two view controllers of one class (a plain `UIViewController` root and a plain one pushed, as a storyboard's
    /// scaffolding often has) are two view controllers: the cancelled push leaves the pushed one out of the stack
    /// and the root appeared, and the check must not read the one's state as the other's (it reported 25 and 26).
    @Test func twoViewControllersOfOneClassAreToldApart() throws {
        let check = TransitionCheck(
            navigationController: UINavigationController(rootViewController: UIViewController()), pushed: UIViewController(),
            delegate: SlidePushDelegate(), interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.scenarioCount == 90 && report.failedInvariants.isEmpty, "\(report.violations.prefix(2))")
        // The names the report uses: the second of a class gets "#2".
        let record = try ScenarioRunner(subject: check.subject).run(
            Scenario("cancel", operation: .push, style: .navigation, interactive: true, steps: [.update(0.5), .cancel])).get()
        #expect(record.roles.fromViewController == "UIViewController" && record.roles.toViewController == "UIViewController#2")
        #expect(record.after.viewController("UINavigationController")?.navigationStack == ["UIViewController"])
        // A bug in the same scene is still found: an always-completing animator commits the cancelled push.
        let presented = TransitionCheck(
            presenting: UIViewController(), presented: UIViewController(),
            transitioningDelegate: SheetTransitioningDelegate(alwaysCompletes: true), styles: [.overFullScreen], interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        #expect(Set(try presented.runNow().failedInvariants).isSuperset(of: [2, 25]))
    }

    /// A tab bar controller with no delegate switches tabs with no transition (the tenth sample's Q09): the check says
    /// once that there is nothing to check (an error: a check that checked nothing is not a pass), not once per scenario.
    @Test func aTabBarControllerWithNoDelegateHasNothingToCheck() throws {
        let check = TransitionCheck(tabBarController: UITabBarController(), delegate: nil, options: .init(runs: 3))
        let report = try check.runNow()
        #expect(!report.passed && !report.errors.isEmpty)
        #expect(report.errors.allSatisfy { $0.reason.contains("has no delegate") }, "\(report.errors.prefix(1))")
        let errorLines = report.text().split(separator: "\n").filter { $0.hasPrefix("ERROR") }
        #expect(errorLines.count == 1 && errorLines[0].hasPrefix("ERROR in \(report.errors.count) scenarios"), "\(errorLines)")
    }

    /// A tab bar controller's delegate is checked as the app performs it: the second tab selected and the first again.
    @Test func aTabBarControllersDelegateIsChecked() throws {
        let check = TransitionCheck(tabBarController: UITabBarController(), delegate: SlideTabDelegate(), interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 5))
        let report = try check.runNow()
        #expect(check.subject.styles == [.tabBar] && check.subject.name == "UITabBarController")
        #expect(report.scenarioCount == 95 && report.errors.isEmpty && report.failedInvariants.isEmpty, "\(report.violations.prefix(2)) \(report.errors.prefix(1))")
        let buggy = TransitionCheck(tabBarController: UITabBarController(), delegate: SlideTabDelegate(alwaysCompletes: true), interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        #expect(Set(try buggy.runNow().failedInvariants).isSuperset(of: [2, 25]), "a cancelled change of tab committed")
        let record = try ScenarioRunner(subject: buggy.subject).run(
            Scenario("cancel", operation: .selectTab, style: .tabBar, interactive: true, steps: [.update(0.5), .cancel])).get()
        #expect(record.before.viewController("UITabBarController")?.selectedTab == "UIViewController")
        #expect(record.after.viewController("UITabBarController")?.selectedTab == "UIViewController#2")
        // The standard scene has a tab bar controller too, for an animator on its own.
        let standard = TransitionCheck(animator: SlideAnimator(), styles: [.tabBar], options: .init(runs: 0))
        #expect(try standard.runNow().failedInvariants.isEmpty)
    }

    /// With `printingAsWritten()`, a counterexample prints as a test that builds the check as this file
    /// does, with this file's imports.
    @Test func counterexamplesBuildTheCheckAsTheUserDid() throws {
        let check = TransitionCheck(
            presenting: HomeViewController(), presented: SheetViewController(),
            transitioningDelegate: SheetTransitioningDelegate(alwaysCompletes: true), interactor: { UIPercentDrivenInteractiveTransition() },
            options: .init(matrix: false, seed: 3, runs: 30)).printingAsWritten()
        let report = try check.runNow()
        let printed = try #require(report.counterexamples.first).swiftTest
        #expect(printed.hasPrefix("import Foundation\nimport GlideCheck\nimport GlideCheckSource\nimport GlideUIKitCore\nimport Testing\n"))
        #expect(printed.contains("""
                let check = TransitionCheck(
                    presenting: HomeViewController(), presented: SheetViewController(),
                    transitioningDelegate: SheetTransitioningDelegate(alwaysCompletes: true), interactor: { UIPercentDrivenInteractiveTransition() },
                    options: .init(matrix: false, seed: 3, runs: 30))
            """))
        #expect(printed.contains("// The check as built at UIKitCheckTests.swift:"))
    }
}
