import Foundation
import Testing
@testable import GlideUIKitCore

/// A child view controller's appearance when a container adds or removes its view while on screen: UIKit sends the
/// child `viewWillAppear`/`viewDidAppear` (and the disappearing pair) by itself unless the container opts out with
/// `shouldAutomaticallyForwardAppearanceMethods`.
@MainActor @Suite struct ChildAppearanceTests {
    typealias Log = AppearanceLog

    /// A container that tells its children itself, as UIKit asks of one that returns false.
    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test("a child whose view a shown container adds appears, and disappears when the view is removed")
    func childViewAddedAndRemoved() {
        let world = World()
        let child = Log()
        world.root.addChild(child)
        world.root.view.addSubview(child.view)
        child.didMove(toParent: world.root)
        #expect(child.log == ["willAppear", "didAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test("a view controller's view added without containment gets no callbacks, as in UIKit")
    func noContainmentNoCallbacks() {
        let world = World()
        let stranger = Log()
        world.root.view.addSubview(stranger.view)
        #expect(stranger.log.isEmpty)
    }

    @Test("a container that does not forward appearance leaves its children's callbacks to its own calls")
    func manualContainer() {
        let world = World(root: ManualContainer())
        let child = Log()
        world.root.addChild(child)
        world.root.view.addSubview(child.view)
        child.didMove(toParent: world.root)
        #expect(child.log.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(child.log == ["willAppear", "didAppear"])
        world.root.beginAppearanceTransition(false, animated: false)
        world.root.endAppearanceTransition()
        #expect(child.log == ["willAppear", "didAppear"], "the container's own disappearance is not forwarded")
    }

    @Test("a child the app tells itself before adding its view is not told twice")
    func manualCallsNotDuplicated() {
        let world = World()
        let child = Log()
        world.root.addChild(child)
        child.beginAppearanceTransition(true, animated: true)
        world.root.view.addSubview(child.view)
        child.endAppearanceTransition()
        child.didMove(toParent: world.root)
        #expect(child.log == ["willAppear", "didAppear"])
    }

    @Test("a child added while its container is still appearing appears when the container has")
    func childOfAppearingContainer() {
        let world = World()
        let container = UIViewController()
        let child = Log()
        container.beginAppearanceTransition(true, animated: true)
        world.root.addChild(container)
        world.root.view.addSubview(container.view)
        container.addChild(child)
        container.view.addSubview(child.view)
        #expect(child.log == ["willAppear"])
        container.endAppearanceTransition()
        #expect(child.log == ["willAppear", "didAppear"])
    }

    @Test("a navigation controller's pushed child gets its callbacks from the push, once")
    func navigationChildrenUnchanged() {
        let top = Log()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let world = World(root: navigation)
        navigation.pushViewController(top, animated: false)
        world.advance(0.1)
        #expect(top.log == ["willAppear", "didAppear"])
    }
}

/// `viewDidLoad` comes before `viewWillAppear`, however the view controller appears (the fourth sample's C09 read an
/// outlet in `viewWillAppear` that its `viewDidLoad` set, and a push loaded the view only when its animator asked).
@MainActor @Suite struct AppearanceOrderTests {
    final class Ordered: UIViewController {
        var log: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); log.append("didLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    }

    @Test("a pushed view controller loads its view before it will appear")
    func pushLoadsFirst() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let world = World(root: navigation)
        let pushed = Ordered()
        navigation.pushViewController(pushed, animated: true)
        world.advance(1)
        #expect(pushed.log.prefix(2) == ["didLoad", "willAppear"], "\(pushed.log)")
    }

    @Test("an appearance begun by hand loads the view first")
    func manualBeginLoads() {
        let controller = Ordered()
        controller.beginAppearanceTransition(true, animated: false)
        #expect(controller.log == ["didLoad", "willAppear"])
    }
}
