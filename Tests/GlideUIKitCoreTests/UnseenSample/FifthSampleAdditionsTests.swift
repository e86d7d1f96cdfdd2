import Foundation
import Testing
@testable import GlideUIKitCore

/// A tab bar controller subclass that cross-fades in `tabBar(_:didSelect:)` without calling super (E10).
@MainActor
private final class FadingTabs: UITabBarController {
    var told: [String] = []
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        told.append(item.title ?? "?")
        let transition = CATransition()
        transition.type = .fade
        view.layer.add(transition, forKey: nil)
    }
}

@MainActor
private final class UnwindTarget: UIViewController {
    var unwound: [String] = []
    func unwindHere(_ segue: UIStoryboardSegue) { unwound.append(segue.source.name) }
}

/// What the fifth sample of unseen transition code (docs/unseen-code.md) found missing: a navigation controller's
/// visible view controller and a settable window scene (E09), a tab bar controller as its bar's delegate (E10), the
/// unwind segue API (F06), and a discardable running property animator (E05's warnings).
@MainActor @Suite struct FifthSampleAdditionsTests {
    @Test("visibleViewController is what the navigation controller or its top presents, else the top")
    func visibleViewController() {
        let world = World()
        let first = UIViewController(name: "first")
        let navigation = UINavigationController(rootViewController: first)
        world.root.present(navigation, animated: false)
        world.advance(0.1)
        #expect(navigation.visibleViewController === first)
        let second = UIViewController(name: "second")
        navigation.pushViewController(second, animated: false)
        #expect(navigation.visibleViewController === second)
        let modal = UIViewController(name: "modal")
        navigation.present(modal, animated: false)
        world.advance(0.1)
        #expect(navigation.visibleViewController === modal)
        navigation.dismiss(animated: false)
        world.advance(0.1)
        #expect(navigation.visibleViewController === second)
    }

    @Test("a window's scene can be set: nil takes it out of the scene, a scene puts it back in Glide's one")
    func settableWindowScene() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scene = try #require(window.windowScene)
        window.windowScene = nil
        #expect(window.windowScene == nil)
        window.windowScene = scene
        #expect(window.windowScene === scene)
    }

    @Test("a tap on a tab switches it and then tells the controller, its bar's delegate, even when an override skips super")
    func tabBarControllerIsItsBarsDelegate() {
        let world = World()
        let tabs = FadingTabs()
        let a = UIViewController(name: "a")
        a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
        let b = UIViewController(name: "b")
        b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
        tabs.setViewControllers([a, b])
        world.root.present(tabs, animated: false)
        world.advance(0.1)
        #expect(tabs.tabBar.delegate === tabs)
        tabs.tabBar.itemButtons[1].sendActions(for: .touchUpInside)
        #expect(tabs.selectedViewController === b)
        #expect(tabs.told == ["B"])
    }

    @Test("the unwind API's defaults: a destination that has the action, children to search, a navigation controller popping")
    func unwindDefaults() {
        let world = World()
        let target = UnwindTarget(name: "target")
        let middle = UIViewController(name: "middle")
        let source = UIViewController(name: "source")
        let navigation = UINavigationController(rootViewController: target)
        world.root.present(navigation, animated: false)
        world.advance(0.1)
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(source, animated: false)
        let action = Selector(UnwindTarget.unwindHere(_:), name: "unwindHere:")
        #expect(target.canPerformUnwindSegueAction(action, from: source, sender: nil))
        #expect(!middle.canPerformUnwindSegueAction(action, from: source, sender: nil), "middle has no such method")
        #expect(!target.canPerformUnwindSegueAction(action, from: target, sender: nil), "never the source itself")
        #expect(!target.canPerformUnwindSegueAction(Selector("unwindHere:"), from: source, sender: nil), "a name-only selector names no method")
        let unwind = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: nil)
        #expect(unwind.source === source && unwind.unwindAction == action)
        #expect(navigation.childContaining(unwind) === source)
        #expect(navigation.allowedChildrenForUnwinding(from: unwind).map(\.name) == ["middle", "target"])
        let segue = UIStoryboardSegue(identifier: "back", source: source, destination: target)
        action.perform(on: target, sender: segue)
        navigation.unwind(for: segue, towards: target)
        world.advance(1)
        #expect(target.unwound == ["source"])
        #expect(navigation.viewControllers.map(\.name) == ["target"])
    }

    @Test("a running property animator's result may be discarded without a warning")
    func discardableRunningAnimator() {
        _ = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
    }
}
