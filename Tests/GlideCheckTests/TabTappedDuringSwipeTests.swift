import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// Slides the new tab in beside the old one, as marcosgriselli/SwipeableTabBarController's `SwipeAnimation` did before
/// its fix #37: a second transition while this animator runs is refused; the completion removes the view that leaves
/// and reports the end.
@MainActor
final class SideBySideTabAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    var animationStarted = false
    var fromLeft = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if animationStarted { return transitionContext.completeTransition(false) }
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        animationStarted = true
        let container = transitionContext.containerView
        container.addSubview(toView)
        let width = container.bounds.width * (fromLeft ? -1 : 1)
        toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            fromView.frame = container.bounds.offsetBy(dx: -width, dy: 0)
            toView.frame = container.bounds
        }, completion: { _ in
            self.animationStarted = false
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() } else { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A tab bar controller whose pan swipes between its tabs, written as SwipeableTabBarController's example uses it: the
/// swipe and a tap on the bar each have their own animator; `refusesTapsWhileTransitioning` is its fix #37 (the
/// delegate's `shouldSelect` says no while either animator runs or the swipe is on).
@MainActor
final class SwipeTabsController: UITabBarController, UITabBarControllerDelegate {
    let refusesTapsWhileTransitioning: Bool
    let swipeAnimation = SideBySideTabAnimation(), tapAnimation = SideBySideTabAnimation()
    lazy var currentAnimation = swipeAnimation
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactionInProgress = false

    init(refusesTapsWhileTransitioning: Bool) {
        self.refusesTapsWhileTransitioning = refusesTapsWhileTransitioning
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(SwipeTabsController.panned(_:), name: "panned:")))
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view).x
        let progress = min(1, abs(translation) / view.bounds.width)
        switch pan.state {
        case .began:
            let index = selectedIndex + (pan.velocity(in: view).x < 0 ? 1 : -1)
            guard let tabs = viewControllers, tabs.indices.contains(index) else { return }
            interactionInProgress = true
            currentAnimation = swipeAnimation
            selectedIndex = index
        case .changed:
            if interactionInProgress { interactor.update(progress) }
        case .ended:
            guard interactionInProgress else { return }
            interactionInProgress = false
            if progress > 0.3 { interactor.finish() } else { interactor.cancel() }
        case .cancelled, .failed:
            guard interactionInProgress else { return }
            interactionInProgress = false
            interactor.cancel()
        default:
            break
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let tabs = viewControllers, let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else { return nil }
        currentAnimation.fromLeft = from > to
        return currentAnimation
    }

    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactionInProgress ? interactor : nil
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if refusesTapsWhileTransitioning, swipeAnimation.animationStarted || tapAnimation.animationStarted || interactionInProgress {
            return false
        }
        currentAnimation = tapAnimation
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        currentAnimation = swipeAnimation
    }
}

@MainActor
func swipeTabs(refusingTaps: Bool) -> SwipeTabsController {
    let tabs = SwipeTabsController(refusesTapsWhileTransitioning: refusingTaps)
    let colors: [UIColor] = [.white, .lightGray, .darkGray]
    tabs.viewControllers = colors.enumerated().map { index, color in
        let tab = UIViewController()
        tab.view.backgroundColor = color
        tab.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
        return tab
    }
    return tabs
}

/// A tab tapped as a swipe between tabs settles (marcosgriselli/SwipeableTabBarController#32, "screen gets black after
/// swiping back and forth fast + tapping on a tabBar item"): UIKit asks `shouldSelect` and, when it says yes, runs
/// the tap's transition beside the swipe's.
@MainActor
@Suite struct TabTappedDuringSwipeTests {
    /// Refuses every tab but the first and counts the questions.
    @MainActor
    final class RefusingTabs: UITabBarController, UITabBarControllerDelegate {
        var asked = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            asked += 1
            return viewController === viewControllers?.first
        }
    }

    @Test("the check changes tabs by the bar, so the delegate's shouldSelect is asked; in code when the bar is hidden")
    func tabsAreChangedByTheBar() throws {
        let check = TransitionCheck(tabBarController: {
            let tabs = RefusingTabs()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            return tabs
        }(), name: "RefusingTabs", options: .init(matrix: false, runs: 0))
        let runner = ScenarioRunner(subject: check.subject)
        let clock = ManualClock()
        try clock.withCurrent {
            let (scene, recorder, _) = try #require(runner.prepareScene(style: .tabBar, clock: clock, shown: false))
            defer { recorder.uninstall() }
            let tabs = try #require(scene.tabBarController as? RefusingTabs)
            #expect(ScenarioRunner.tabBarShows(tabs, in: scene.window))
            runner.perform(.selectTab, scene: scene, animated: true, asTheAppDoes: true)
            #expect(tabs.asked == 1 && tabs.selectedIndex == 0, "a tap on the bar: asked, and refused")
            runner.perform(.selectTab, scene: scene, animated: true, asTheAppDoes: false)
            #expect(tabs.asked == 1 && tabs.selectedIndex == 1, "Glide's own selection is in code: not asked")
            tabs.tabBar.isHidden = true
            #expect(!ScenarioRunner.tabBarShows(tabs, in: scene.window))
            runner.perform(.selectBack, scene: scene, animated: true, asTheAppDoes: true)
            #expect(tabs.asked == 1 && tabs.selectedIndex == 0, "no bar to tap: the app's own control selects in code")
        }
    }

    @Test("a tab tapped as the swipe's transition settles: the version before the fix loses the screen, the fixed one refuses the tap")
    func tabTappedAsTheSwipeEnds() throws {
        func report(refusingTaps: Bool) throws -> CheckReport {
            try TransitionCheck(tabBarController: swipeTabs(refusingTaps: refusingTaps), name: "SwipeTabsController", options: .init(matrix: false, runs: 0)).runNow()
        }
        let before = try report(refusingTaps: false)
        let tapped = before.flows?.failures.filter { $0.flow.actions.contains { if case .buttonAfterTouches = $0 { return true } else { return false } } } ?? []
        #expect(!tapped.isEmpty, "\(before.flows?.failures.prefix(2).map(\.flow.name) ?? [])")
        #expect(tapped.contains { failure in failure.differences.contains { $0.contains("view no longer there as it was") } },
                "\(tapped.first?.differences ?? [])")
        let after = try report(refusingTaps: true)
        #expect(after.flows?.failures.isEmpty == true, "\(after.flows?.failures.prefix(2).map { "\($0.flow.name): \($0.differences)" } ?? [])")
    }
}
