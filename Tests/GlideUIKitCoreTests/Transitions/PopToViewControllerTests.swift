import Foundation
import Testing
@testable import GlideUIKitCore

/// `popToViewController(_:animated:)` and `popToRootViewController(animated:)`: one pop transition from the top
/// to the target, the view controllers between leaving with the top, and all of them back when it is cancelled.
@MainActor @Suite struct PopToViewControllerTests {
    private func stackOfFour() -> (UINavigationController, World, [UIViewController]) {
        let controllers = ["a", "b", "c", "d"].map { UIViewController(name: $0) }
        let nav = UINavigationController(rootViewController: controllers[0])
        let world = World(root: nav)
        for vc in controllers.dropFirst() { nav.pushViewController(vc, animated: false) }
        return (nav, world, controllers)
    }

    @Test func popToAViewControllerPopsEveryOneAboveItInOneTransition() {
        let (nav, world, vcs) = stackOfFour()
        let delegate = TestNavigationDelegate(duration: 0.4)
        nav.delegate = delegate
        let popped = nav.popToViewController(vcs[1], animated: true)
        #expect(popped?.map(\.name) == ["c", "d"])
        #expect(nav.viewControllers.map(\.name) == ["a", "b"], "the stack reads the result at once")
        #expect(delegate.asked.count == 1 && delegate.asked[0].0 == .pop && delegate.asked[0].1 == "d" && delegate.asked[0].2 == "b")
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["a", "b"])
        #expect(vcs[2].parent == nil && vcs[3].parent == nil && vcs[3].view.superview == nil)
        #expect(nav.transitionView.subviews.map(\.name) == [vcs[1].view.name])
    }

    @Test func popToRootPopsAllButTheRoot() {
        let (nav, world, vcs) = stackOfFour()
        #expect(nav.popToRootViewController(animated: false)?.map(\.name) == ["b", "c", "d"])
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["a"] && vcs[1].parent == nil)
        #expect(nav.popToRootViewController(animated: true) == nil, "only the root is left")
        #expect(nav.popToViewController(UIViewController(name: "stranger"), animated: true) == nil)
    }

    @Test func aCancelledInteractivePopToPutsEveryViewControllerBack() {
        let (nav, world, vcs) = stackOfFour()
        let delegate = TestNavigationDelegate(duration: 0.4)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.delegate = delegate
        nav.popToViewController(vcs[0], animated: true)
        world.advance(0)
        interactor.update(0.3)
        interactor.cancel()
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["a", "b", "c", "d"])
        #expect(vcs.allSatisfy { $0.parent === nav })
        #expect(nav.transitionView.subviews.map(\.name) == [vcs[3].view.name])
    }
}
