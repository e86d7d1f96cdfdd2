import Foundation
import Testing
@testable import GlideUIKitCore

/// UIKit starts an interactive push or pop from the navigation controller's deferred transition: the
/// delegate is asked and the coordinator exists at once, `startInteractiveTransition(_:)` comes at the end of
/// the run-loop turn (InstagramTransition#4, devsign-nav-transitions#1). A non-interactive one starts at once.
@MainActor
struct DeferredNavigationStartTests {
    /// Records when it is started, and cancels at once.
    final class StartRecorder: NSObject, UIViewControllerInteractiveTransitioning {
        var started = false
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            started = true
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
        }
    }

    @Test func anInteractivePopStartsAtTheEndOfTheTurn() {
        let navigation = UINavigationController(rootViewController: UIViewController(name: "list"))
        let world = World(root: navigation)
        navigation.pushViewController(UIViewController(name: "photo"), animated: false)
        let recorder = StartRecorder()
        let delegate = TestNavigationDelegate(interactor: recorder)
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        #expect(navigation.viewControllers.count == 1)
        #expect(!recorder.started)
        world.clock.runPending()
        #expect(recorder.started)
        world.clock.runUntilIdle()
        // The cancelled pop put the photo back.
        #expect(navigation.viewControllers.count == 2)
        withExtendedLifetime(delegate) {}
    }

    /// The pop starts at the end of the turn: UIKit's interactor drops a finish sent before that (bug B6), and the pop
    /// waits at 0 % for an end; one of Glide's own drivers remembers it and pops.
    @Test func aPercentDrivenFinishBeforeTheStartIsDroppedUnlessGlideDrivesIt() {
        for remembers in [false, true] {
            let navigation = UINavigationController(rootViewController: UIViewController(name: "list"))
            let world = World(root: navigation)
            navigation.pushViewController(UIViewController(name: "photo"), animated: false)
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.remembersEndBeforeStart = remembers
            let delegate = TestNavigationDelegate(interactor: interactor)
            navigation.delegate = delegate
            navigation.popViewController(animated: true)
            interactor.finish()
            world.clock.runUntilIdle()
            // The stack reads the pop's result at once; the pop itself is over, or still waiting at 0 %.
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.isTransitioning == !remembers)
            #expect((navigation.transitionCoordinator == nil) == remembers)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aNonInteractivePopStartsAtOnce() {
        let navigation = UINavigationController(rootViewController: UIViewController(name: "list"))
        let world = World(root: navigation)
        let photo = UIViewController(name: "photo")
        navigation.pushViewController(photo, animated: false)
        let delegate = TestNavigationDelegate()
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        // The slide's animation is already under way: the list's view is in the container.
        #expect(navigation.viewControllers.first?.view.superview != nil)
        world.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime((delegate, world)) {}
    }
}
