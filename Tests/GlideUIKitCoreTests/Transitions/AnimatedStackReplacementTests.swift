import Foundation
import Testing
@testable import GlideUIKitCore

/// `setViewControllers(_:animated: true)` is a push or a pop, as UIKit documents (the eighth sample's K05: a segue that
/// replaces the stack with the destination, animated).
@MainActor @Suite struct AnimatedStackReplacementTests {
    final class AskingDelegate: UINavigationControllerDelegate {
        var asked: [(UINavigationController.Operation, String, String)] = []
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append((operation, fromVC.name, toVC.name))
            return nil
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.name)
        }
    }

    @Test("a new top not on the stack is pushed: the delegate is asked, the stack reads the assignment at once, the old ones leave at the end")
    func aNewTopIsPushed() {
        let root = UIViewController(name: "root"), next = UIViewController(name: "next")
        let navigation = UINavigationController(rootViewController: root)
        let world = World(root: navigation)
        let delegate = AskingDelegate()
        navigation.delegate = delegate
        navigation.setViewControllers([next], animated: true)
        #expect(delegate.asked.map { "\($0.0 == .push ? "push" : "pop") \($0.1) → \($0.2)" } == ["push root → next"])
        #expect(navigation.transitionCoordinator != nil)
        #expect(navigation.viewControllers.map(\.name) == ["next"])
        #expect(root.parent === navigation, "the old root leaves when the transition completes")
        world.advance(1)
        #expect(navigation.transitionCoordinator == nil && delegate.shown == ["next"])
        #expect(root.parent == nil && root.view.superview == nil)
        #expect(next.parent === navigation && next.view.window === world.window)
        #expect(next.appearanceState == .appeared && root.appearanceState == .disappeared)
        withExtendedLifetime(delegate) {}
    }

    @Test("a new top already on the stack is popped to; the same top changes without a transition")
    func anOldTopIsPopped() {
        let root = UIViewController(name: "root"), middle = UIViewController(name: "middle"), top = UIViewController(name: "top")
        let navigation = UINavigationController(rootViewController: root)
        let world = World(root: navigation)
        navigation.setViewControllers([root, middle, top], animated: false)
        let delegate = AskingDelegate()
        navigation.delegate = delegate
        navigation.setViewControllers([root], animated: true)
        #expect(delegate.asked.map(\.0) == [.pop])
        world.advance(1)
        #expect(navigation.viewControllers.map(\.name) == ["root"] && middle.parent == nil && top.parent == nil)
        #expect(root.view.window === world.window && top.view.window == nil)
        // Same top: no transition.
        let other = UIViewController(name: "other")
        navigation.setViewControllers([other, root], animated: true)
        #expect(delegate.asked.count == 1 && navigation.transitionCoordinator == nil)
        #expect(navigation.viewControllers.map(\.name) == ["other", "root"])
        withExtendedLifetime(delegate) {}
    }
}
