import Foundation
import Testing
@testable import GlideUIKitCore

/// `UISplitViewController` on Glide's phone screen: collapsed, as UIKit's is on an iPhone.
@MainActor @Suite struct SplitViewControllerTests {
    @Test func theSecondaryCollapsesOntoThePrimaryNavigationController() {
        let list = UIViewController(name: "list"), detail = UIViewController(name: "detail")
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: detail)]
        split.preferredDisplayMode = .oneBesideSecondary
        let world = World(root: split)
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(split.viewControllers == [primary])
        #expect(primary.viewControllers == [list, detail])
        #expect(primary.view.superview === split.view && primary.view.frame == split.view.bounds)
        #expect(list.splitViewController === split)
        let other = UIViewController(name: "other")
        list.showDetailViewController(other, sender: nil)
        world.advance(1)
        #expect(primary.topViewController === other)
        let more = UIViewController(name: "more")
        other.show(more, sender: nil)
        world.advance(1)
        #expect(primary.topViewController === more)
    }

    @Test func theDelegateMayKeepThePrimaryAlone() {
        final class Delegate: UISplitViewControllerDelegate {
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                     onto primaryViewController: UIViewController) -> Bool { true }
        }
        let list = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        let delegate = Delegate()
        split.delegate = delegate
        split.viewControllers = [primary, detail]
        _ = World(root: split)
        #expect(primary.viewControllers == [list])
        #expect(split.viewControllers == [primary])
    }

    @Test func theColumnStyleWrapsColumnsAndShowsTheSecondary() {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let world = World(root: split)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        let shown = split.children.first as? UINavigationController
        #expect(shown?.viewControllers == [list])
        split.show(.secondary)
        world.advance(1)
        #expect(shown?.viewControllers == [list, detail])
        split.hide(.secondary)
        world.advance(1)
        #expect(shown?.viewControllers == [list])
    }

    @Test func showOutsideAContainerPresents() {
        let world = World()
        let next = UIViewController()
        world.root.show(next, sender: nil)
        #expect(world.root.presentedViewController === next)
        world.advance(1)
    }
}
