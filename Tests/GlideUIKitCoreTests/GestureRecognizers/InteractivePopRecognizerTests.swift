import Foundation
import Testing
@testable import GlideUIKitCore

/// The navigation controller's `interactivePopGestureRecognizer` drives its interactive pop.
@MainActor @Suite struct InteractivePopRecognizerTests {
    @Test func aLeftEdgeSwipePopsAndAPullBackCancels() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        let recognizer = nav.interactivePopGestureRecognizer
        #expect(recognizer is UIScreenEdgePanGestureRecognizer)
        #expect(recognizer?.view === nav.view)
        #expect((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)

        // Out to a third of the width and back: UIKit's release rule cancels.
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 140, y: 400), start: 0, duration: 0.2, steps: 12, lift: false)
        s.drag(id: 1, from: CGPoint(x: 140, y: 400), to: CGPoint(x: 60, y: 400), start: 0.2, duration: 0.2, steps: 8)
        s.play(in: world.window, on: world.clock)
        #expect(nav.interactivePopGesture.lastDecision?.pops == false)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])

        // A flick pops.
        var flick = TouchSequence()
        flick.drag(id: 2, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 120, y: 400), start: 2, duration: 0.08, steps: 5)
        flick.play(in: world.window, on: world.clock)
        #expect(nav.interactivePopGesture.lastDecision?.pops == true)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"])
    }

    /// The full-screen back swipe apps build from UIKit's own swipe (QuickBirdEng/XCoordinator, many apps): they ask the
    /// swipe's delegate, by name, whether it has `handleNavigationTransition:`, then give a pan of their own that
    /// target and action, made from the name alone. A pan from the middle of the screen pops.
    @Test func aFullScreenPanWithTheSwipesActionByNamePops() throws {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        let target = try #require(nav.interactivePopGestureRecognizer?.delegate)
        let action = Selector(("handleNavigationTransition:"))
        #expect(GlideMethodTable([:]).responds(target, to: action))
        #expect(!GlideMethodTable([:]).responds(target, to: Selector(("somethingElse:"))))
        #expect(action.canPerform(on: target))
        let pan = UIPanGestureRecognizer(target: target, action: action)
        nav.view.addGestureRecognizer(pan)
        nav.interactivePopGestureRecognizer?.isEnabled = false
        var swipe = TouchSequence()
        swipe.drag(id: 1, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 330, y: 400), start: 0, duration: 0.1, steps: 6)
        swipe.play(in: world.window, on: world.clock)
        #expect(nav.interactivePopGesture.lastDecision?.pops == true)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"])
    }

    @Test func withOnlyTheRootItDoesNotBeginAndATouchAwayFromTheEdgeIsNotAPop() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let log = ActionRecorder()
        nav.interactivePopGestureRecognizer?.addTarget(log, action: log.selector)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 5)
        s.play(in: world.window, on: world.clock)
        #expect(log.states.isEmpty)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        var middle = TouchSequence()
        middle.drag(id: 2, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), start: 1, duration: 0.1, steps: 5)
        middle.play(in: world.window, on: world.clock)
        #expect(log.states.isEmpty)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
    }
}

/// The back swipe goes back only where the bar shows the way back (UIKit's `_shouldInteractivePopGestureBeEnabled`; the
/// ninth unseen sample's M06): a custom left item, a hidden back button or a hidden bar leave it without touches, unless
/// the app takes over its delegate.
@MainActor @Suite struct BackSwipeAndTheBarTests {
    final class Lets: UIGestureRecognizerDelegate {}

    /// Pushes "second" with `configure` applied, swipes from the left edge, and answers whether it popped.
    func swipePops(_ configure: (UINavigationController, UIViewController) -> Void, appDelegate: Bool = false) -> Bool {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: false)
        configure(nav, second)
        let delegate = Lets()
        if appDelegate { nav.interactivePopGestureRecognizer?.delegate = delegate }
        var flick = TouchSequence()
        flick.drag(id: 1, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.08, steps: 5)
        flick.play(in: world.window, on: world.clock)
        world.advance(1)
        return nav.viewControllers.count == 1
    }

    @Test("the system back button: the swipe pops")
    func systemBackButton() {
        #expect(swipePops { _, _ in })
        #expect(swipePops { _, second in
            second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Menu", style: .plain, target: nil, action: nil)
            second.navigationItem.leftItemsSupplementBackButton = true
        })
    }

    @Test("a custom left item, a hidden back button or a hidden bar: no pop; the app's own delegate brings the swipe back")
    func theBarDoesNotShowTheWayBack() {
        let custom: (UINavigationController, UIViewController) -> Void = { _, second in
            second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        }
        #expect(!swipePops(custom))
        #expect(!swipePops { _, second in second.navigationItem.hidesBackButton = true })
        #expect(!swipePops { nav, _ in nav.setNavigationBarHidden(true, animated: false) })
        #expect(swipePops(custom, appDelegate: true))
    }
}

/// An app that takes over the back swipe's delegate (a custom back button keeps the swipe working so) and lets it begin on
/// the root: UIKit's navigation controller is left waiting for a pop (signalapp/Signal-iOS#3540).
@MainActor @Suite struct BackSwipeOnTheRootTests {
    final class AlwaysBegins: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    @Test("a delegate that lets the back swipe begin on the root leaves the navigation controller waiting: pushes refused, touches ignored")
    func aSwipeOnTheRootFreezesTheNavigationController() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let delegate = AlwaysBegins()
        nav.interactivePopGestureRecognizer?.delegate = delegate
        var swipe = TouchSequence()
        swipe.drag(id: 1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 5)
        let (_, entries, _) = GlideDiagnostics.collecting { swipe.play(in: world.window, on: world.clock) }
        #expect(nav.isWaitingForRootSwipePop && nav.isTransitioning)
        #expect(entries.contains { $0.message.contains("began on the root view controller") })
        nav.pushViewController(UIViewController(name: "second"), animated: true)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"], "the push is refused")
        let log = ActionRecorder()
        let tap = UITapGestureRecognizer(target: log, action: log.selector)
        nav.topViewController?.view.addGestureRecognizer(tap)
        var touch = TouchSequence()
        touch.tap(id: 2, at: CGPoint(x: 200, y: 400), time: 2)
        touch.play(in: world.window, on: world.clock)
        #expect(log.states.isEmpty, "the window takes no touches")
        withExtendedLifetime(delegate) {}
    }

    @Test("with UIKit's own delegate, or one that refuses on the root, nothing happens")
    func refusingOnTheRootKeepsItResponsive() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        var swipe = TouchSequence()
        swipe.drag(id: 1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 5)
        swipe.play(in: world.window, on: world.clock)
        #expect(!nav.isWaitingForRootSwipePop)
        nav.pushViewController(UIViewController(name: "second"), animated: true)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
    }
}

/// A delegate that makes the built-in pop wait for its own edge pan, as ZoomTransitioning does.
@MainActor @Suite struct PopWaitsForAnotherEdgePanTests {
    final class ZoomLike: UIGestureRecognizerDelegate {
        weak var pop: UIGestureRecognizer?
        var began = 0
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === pop
        }
        func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
            if gesture.state == .began { began += 1 }
        }
    }

    @Test func theOtherEdgePanWinsAndThePopFails() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        let zoom = ZoomLike()
        zoom.pop = nav.interactivePopGestureRecognizer
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.delegate = zoom
        edge.addTarget(zoom, action: Selector(ZoomLike.handle(_:), name: "handle:"))
        nav.view.addGestureRecognizer(edge)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 120, y: 400), start: 0, duration: 0.08, steps: 5)
        s.play(in: world.window, on: world.clock)
        world.advance(1)
        #expect(zoom.began == 1)
        #expect(nav.interactivePopGesture.lastDecision == nil)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
    }
}

/// UIKit's back swipe and a navigation delegate that vends its own transitions (`_shouldUseBuiltinInteractionController`
/// and `_setShouldIgnoreDelegateTransitionController:` in `UINavigationController` and `_UINavigationInteractiveTransition`).
@MainActor @Suite struct BackSwipeWithCustomTransitionsTests {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var animated = 0
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            animated += 1
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    /// Vends a fade for pushes only: it still implements the method, so UIKit's swipe sits out.
    final class PushOnly: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator()
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operation == .push ? animator : nil
        }
    }

    /// Only hears about the screens shown: UIKit's swipe works.
    final class Observer: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.name)
        }
    }

    /// An app that takes the swipe's delegate, as apps with a custom back button do to keep the swipe.
    final class KeepsTheSwipe: NSObject, UIGestureRecognizerDelegate {}

    private func flick(_ world: World, at start: Double) {
        var flick = TouchSequence()
        flick.drag(id: Int(start * 10) + 1, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 160, y: 400), start: start, duration: 0.08, steps: 5)
        flick.play(in: world.window, on: world.clock)
        world.advance(1)
    }

    private func stack(with delegate: any UINavigationControllerDelegate) -> (UINavigationController, World) {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.delegate = delegate
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        return (nav, world)
    }

    @Test("a delegate that implements animationControllerFor (even returning nil for pops) leaves the swipe without touches")
    func customTransitionsSilenceTheSwipe() {
        let delegate = PushOnly()
        let (nav, world) = stack(with: delegate)
        flick(world, at: 0)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
        #expect(nav.interactivePopGesture.lastDecision == nil)
    }

    /// A delegate as `glide port` writes it: it answers whether it implements the transition methods, and preparing
    /// when asked (Hero) shows in `asked`.
    final class Answering: NSObject, UINavigationControllerDelegate {
        let implements: Bool
        var asked = 0
        init(implements: Bool) { self.implements = implements }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked += 1
            return nil
        }
        var glideImplementsTransitionMethods: Bool? { implements }
    }

    @Test("a delegate that answers whether it implements the transition methods is not called to find out")
    func anAnsweringDelegateIsNotProbed() {
        let vending = Answering(implements: true)
        let (nav, world) = stack(with: vending)
        vending.asked = 0
        flick(world, at: 0)
        #expect(vending.asked == 0, "UIKit asks respondsToSelector:, which runs none of the app's code")
        #expect(nav.viewControllers.map(\.name) == ["first", "second"], "the swipe takes no touches")
        let observing = Answering(implements: false)
        let (other, world2) = stack(with: observing)
        observing.asked = 0
        flick(world2, at: 0)
        #expect(observing.asked == 0, "the built-in swipe's pop ignores the delegate's transition controller")
        #expect(other.viewControllers.map(\.name) == ["first"], "the swipe pops")
    }

    /// A delegate proxy that answers `responds(to:)` from the delegates it forwards to (as `glide port` makes one).
    final class Proxy: NSObject, UINavigationControllerDelegate, GlideRespondsToSelector {
        var forwardsAnimator = false
        var asked = 0
        func responds(to aSelector: Selector!) -> Bool {
            aSelector == Selector("navigationController(_:animationControllerFor:from:to:)") ? forwardsAnimator : false
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked += 1
            return nil
        }
    }

    @Test("a delegate proxy is asked responds(to:), as UIKit asks it, and its methods are not called to find out")
    func aProxyAnswersForItsDelegates() {
        let silent = Proxy()
        let (nav, world) = stack(with: silent)
        silent.asked = 0
        flick(world, at: 0)
        #expect(silent.asked == 0)
        #expect(nav.viewControllers.map(\.name) == ["first"], "no delegate behind the proxy animates: the swipe pops")
        let animating = Proxy()
        animating.forwardsAnimator = true
        let (other, world2) = stack(with: animating)
        animating.asked = 0
        flick(world2, at: 0)
        #expect(animating.asked == 0)
        #expect(other.viewControllers.map(\.name) == ["first", "second"], "a delegate behind it animates: the swipe takes no touches")
    }

    @Test("a delegate that implements neither transition method leaves the swipe working")
    func anObservingDelegateKeepsTheSwipe() {
        let delegate = Observer()
        let (nav, world) = stack(with: delegate)
        flick(world, at: 0)
        #expect(nav.viewControllers.map(\.name) == ["first"])
        #expect(delegate.shown.last == "first")
    }

    @Test("an app that takes the swipe's delegate gets the swipe back, and the pop runs UIKit's animator, not the delegate's")
    func takingTheDelegateKeepsTheSwipeWithUIKitsAnimator() {
        final class PopsToo: NSObject, UINavigationControllerDelegate {
            let animator = FadeAnimator()
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let delegate = PopsToo()
        let (nav, world) = stack(with: delegate)
        let keeper = KeepsTheSwipe()
        nav.interactivePopGestureRecognizer?.delegate = keeper
        flick(world, at: 0)
        #expect(nav.viewControllers.map(\.name) == ["first"])
        #expect(delegate.animator.animated == 0, "the delegate's animator is not asked to run the swipe's pop")
        nav.pushViewController(UIViewController(name: "third"), animated: true)
        world.advance(1)
        #expect(delegate.animator.animated == 1, "a push still runs the delegate's animator")
    }

    @Test("an app that ties the swipe to its own recognizer with a failure requirement gets the swipe back")
    func aFailureRequirementKeepsTheSwipe() {
        let delegate = PushOnly()
        let (nav, world) = stack(with: delegate)
        let tap = UITapGestureRecognizer()
        nav.view.addGestureRecognizer(tap)
        tap.require(toFail: nav.interactivePopGestureRecognizer!)
        flick(world, at: 0)
        #expect(nav.viewControllers.map(\.name) == ["first"])
    }
}
