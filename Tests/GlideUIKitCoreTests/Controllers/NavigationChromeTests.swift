import Foundation
import Testing
@testable import GlideUIKitCore

/// The bars: navigation items on the navigation bar (with its back button), bar button items that send
/// their actions, the toolbar, the tab bar and its items.
@MainActor @Suite(.serialized) struct NavigationChromeTests {
    @MainActor final class Target: NSObject {
        var calls: [String] = []
        func done(_ sender: UIBarButtonItem) { calls.append("done \(sender.title ?? sender.shownTitle ?? "")") }
        func plain() { calls.append("plain") }
    }

    private func navigation() -> (UINavigationController, UIViewController, World) {
        let root = UIViewController(name: "list")
        let navigation = UINavigationController(rootViewController: root)
        let world = World(root: navigation)
        return (navigation, root, world)
    }

    @Test func theTitleIsTheNavigationItemsAndTheTabBarItems() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox" && controller.tabBarItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive" && controller.tabBarItem.title == "Archive")
        #expect(controller.navigationItem === controller.navigationItem)
        controller.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(controller.tabBarItem.title == "Favorites" && controller.tabBarItem.tag == 3)
    }

    @Test func theBarShowsTheTopItemAndItsBackButtonPops() throws {
        let (navigation, root, world) = navigation()
        root.title = "Mail"
        let bar = navigation.navigationBar
        #expect(bar.topItem === root.navigationItem && bar.backItem == nil)
        #expect(bar.titleLabel?.text == "Mail" && bar.backButton == nil)
        #expect(bar.frame.height == 44)
        let detail = UIViewController(name: "detail")
        detail.navigationItem.title = "Message"
        navigation.pushViewController(detail, animated: false)
        #expect(bar.items?.count == 2 && bar.topItem === detail.navigationItem && bar.backItem === root.navigationItem)
        let back = try #require(bar.backButton)
        #expect(back.currentTitle == "Mail" && back.isDescendant(of: bar))
        #expect(bar.titleLabel?.text == "Message")
        // The title sits between the groups, centred in the bar.
        let title = try #require(bar.titleLabel)
        #expect(abs(title.frame.midX - bar.bounds.midX) < 1)
        root.navigationItem.backButtonTitle = "Inbox"
        #expect(bar.backButton?.currentTitle == "Inbox")
        back.simulateTap()
        world.advance(1)
        #expect(navigation.viewControllers == [root])
        #expect(bar.items?.count == 1 && bar.backButton == nil)
    }

    @Test func barButtonItemsSendTheirActionsWithTheItemAsSender() throws {
        let (navigation, root, world) = navigation()
        defer { withExtendedLifetime(world) {} }
        let target = Target()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: Selector(Target.done(_:), name: "done:"))
        let titled = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Selector(Target.plain, name: "plain"))
        root.navigationItem.rightBarButtonItems = [done, titled]
        var ran = 0
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: custom)
        let bar = navigation.navigationBar
        #expect(custom.isDescendant(of: bar) && custom.window != nil)
        let buttons = bar.shownViews.compactMap { $0 as? UIButton }
        #expect(buttons.map(\.currentTitle) == ["Done", "Edit"])
        // The first right item is nearest the trailing edge.
        #expect(buttons[0].frame.maxX == bar.bounds.width - 16 && buttons[1].frame.maxX <= buttons[0].frame.minX - 8)
        for button in buttons { button.simulateTap() }
        #expect(target.calls == ["done Done", "plain"])
        done.isEnabled = false
        let disabled = try #require(bar.shownViews.compactMap { $0 as? UIButton }.first)
        #expect(!disabled.isEnabled)
        let action = UIBarButtonItem(primaryAction: UIAction(title: "Run") { action in
            ran += 1
            #expect(action.sender is UIBarButtonItem)
        })
        root.navigationItem.rightBarButtonItem = action
        (bar.shownViews.last as? UIButton)?.simulateTap()
        #expect(ran == 1 && action.title == "Run")
    }

    @Test func appearanceAndTitleAttributesShow() throws {
        let (navigation, root, _) = navigation()
        root.title = "Title"
        let bar = navigation.navigationBar
        #expect(bar.backgroundColor == nil)  // no appearance colour, no bar tint: nothing drawn
        bar.barTintColor = .red
        #expect(bar.backgroundColor == .red)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .blue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance.copy() as? UINavigationBarAppearance
        #expect(bar.backgroundColor == .blue)
        let label = try #require(bar.titleLabel)
        #expect(label.textColor == .white && label.font.pointSize == 20)
        #expect((bar.scrollEdgeAppearance?.titleTextAttributes[.foregroundColor] as? UIColor) == .white)
        bar.prefersLargeTitles = true
        #expect(bar.frame.height == 96 && bar.showsLargeTitle)
        root.navigationItem.largeTitleDisplayMode = .never
        #expect(bar.frame.height == 44)
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        #expect(bar.backgroundImage(for: .default) != nil)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && bar.isHidden)
    }

    @Test func theToolbarShowsTheTopViewControllersItems() {
        let (navigation, root, world) = navigation()
        // In its window, the toolbar sits on the safe area's bottom, above the home indicator's 34 points.
        defer { withExtendedLifetime(world) {} }
        #expect(navigation.isToolbarHidden)
        let target = Target()
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Compose", style: .plain, target: target, action: Selector(Target.plain, name: "plain"))]
        navigation.setToolbarHidden(false, animated: false)
        let toolbar = navigation.toolbar!
        #expect(toolbar.superview === navigation.view)
        #expect(toolbar.frame.height == 49 && toolbar.frame.maxY == navigation.view.bounds.height - 34)
        let button = toolbar.shownViews.first as? UIButton
        #expect(button?.currentTitle == "Compose")
        // The flexible space pushes the button to the trailing edge.
        #expect(abs((button?.frame.maxX ?? 0) - (toolbar.bounds.width - 16)) < 1e-9)
        button?.simulateTap()
        #expect(target.calls == ["plain"])
        let next = UIViewController()
        next.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        navigation.pushViewController(next, animated: false)
        #expect(toolbar.items?.count == 1 && (toolbar.shownViews.first as? UIButton)?.currentImage != nil)
        navigation.setToolbarHidden(true, animated: false)
        #expect(toolbar.superview == nil)
    }

    /// A navigation controller that keeps its toolbar hidden while a screen asks (noppefoxwolf/MediaViewer's
    /// workaround): `setToolbarHidden(_:animated:)` is open, as UIKit's, and the toolbar has iOS 15's
    /// compact scroll-edge appearance.
    final class ToolbarKeepingNavigation: UINavigationController {
        var asked: [Bool] = []
        override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
            asked.append(hidden)
            super.setToolbarHidden(hidden, animated: animated)
        }
    }

    @Test func aSubclassOverridesSetToolbarHidden() {
        let navigation = ToolbarKeepingNavigation(rootViewController: UIViewController())
        _ = World(root: navigation)
        navigation.toolbar.compactScrollEdgeAppearance = UIToolbarAppearance()
        navigation.setToolbarHidden(false, animated: true)
        #expect(navigation.asked == [false] && !navigation.isToolbarHidden && navigation.toolbar.compactScrollEdgeAppearance != nil)
    }

    /// A bar button's background image (noppefoxwolf/MediaViewer's round backgrounds before iOS 26): the bar's button
    /// shows it; one set for the item's style wins over the one for every style.
    @Test func aBarButtonItemsBackgroundImageShowsOnItsButton() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        _ = World(root: navigation)
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
        let round = UIImage(named: "round-background"), plain = UIImage(named: "plain-background")
        item.setBackgroundImage(round, for: .normal, barMetrics: .default)
        root.navigationItem.rightBarButtonItem = item
        var button = try #require(navigation.navigationBar.shownViews.compactMap { $0 as? UIButton }.first { $0.name == "UIBarButton" })
        #expect(button.backgroundImage(for: .normal) == round && item.backgroundImage(for: .normal, barMetrics: .default) == round)
        item.setBackgroundImage(plain, for: .normal, style: .plain, barMetrics: .default)
        button = try #require(navigation.navigationBar.shownViews.compactMap { $0 as? UIButton }.first { $0.name == "UIBarButton" })
        #expect(button.backgroundImage(for: .normal) == plain && item.backgroundImage(for: .normal, style: .plain, barMetrics: .default) == plain)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) == nil)
    }

    @Test func theTabBarShowsTheTabsAndATapSelectsOneThroughTheDelegate() throws {
        final class Delegate: UITabBarControllerDelegate {
            var allow = true
            var selected: [UIViewController] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allow }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { selected.append(viewController) }
        }
        let first = UIViewController(), second = UIViewController()
        first.title = "Home"
        second.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let tabs = UITabBarController(viewControllers: [first, second])
        let delegate = Delegate()
        tabs.delegate = delegate
        _ = World(root: tabs)
        let bar = tabs.tabBar
        #expect(bar.items?.map(\.title) == ["Home", "Search"])
        #expect(bar.selectedItem === first.tabBarItem)
        #expect(bar.itemButtons.count == 2 && bar.itemButtons[0].isSelected)
        delegate.allow = false
        bar.itemButtons[1].simulateTap()
        #expect(tabs.selectedIndex == 0 && delegate.selected.isEmpty)
        delegate.allow = true
        bar.itemButtons[1].simulateTap()
        #expect(tabs.selectedIndex == 1 && delegate.selected == [second])
        #expect(bar.selectedItem === second.tabBarItem && bar.itemButtons[1].isSelected)
        tabs.selectedIndex = 0  // in code: no delegate call, as in UIKit
        #expect(delegate.selected.count == 1 && bar.selectedItem === first.tabBarItem)
        second.tabBarItem.badgeValue = "3"
        #expect(second.tabBarItem.badgeValue == "3")
    }

    @Test func aStandaloneNavigationBarAsksItsDelegate() {
        final class Delegate: NSObject, UINavigationBarDelegate {
            var allowPop = false
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allowPop }
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let delegate = Delegate()
        bar.delegate = delegate
        bar.pushItem(UINavigationItem(title: "A"), animated: false)
        bar.pushItem(UINavigationItem(title: "B"), animated: false)
        #expect(bar.popItem(animated: false) == nil && bar.items?.count == 2)
        delegate.allowPop = true
        bar.backButton?.simulateTap()
        #expect(bar.items?.count == 1 && bar.topItem?.title == "A")
        #expect(bar.barPosition == .any)
    }

    @Test func aPushedViewControllerThatHidesTheBottomBarHidesTheTabBarUntilItIsPopped() {
        let list = UIViewController(name: "list")
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController(viewControllers: [navigation, UIViewController(name: "other")])
        let world = World(root: tabs)
        let detail = UIViewController(name: "detail")
        detail.hidesBottomBarWhenPushed = true
        let deeper = UIViewController(name: "deeper")
        #expect(!tabs.tabBar.isHidden)
        navigation.pushViewController(detail, animated: true)
        world.advance(1)
        #expect(tabs.tabBar.isHidden)
        navigation.pushViewController(deeper, animated: false)
        #expect(tabs.tabBar.isHidden, "it stays hidden above the view controller that asked")
        navigation.popToRootViewController(animated: true)
        world.advance(1)
        #expect(!tabs.tabBar.isHidden)
        tabs.tabBar.isHidden = true
        navigation.pushViewController(UIViewController(name: "plain"), animated: false)
        #expect(tabs.tabBar.isHidden, "the app's own hiding stands while the stack does not change its answer")
        // A bar the app hid before a view controller that hides it was pushed stays hidden through the push and the
        // pop, and after (the ninth bug sample's j05: MediaViewer over a screen that hid its tab bar).
        navigation.popToRootViewController(animated: false)
        let viewer = UIViewController(name: "viewer", hidesBottomBar: true)
        navigation.pushViewController(viewer, animated: true)
        #expect(tabs.tabBar.isHidden && tabs.tabBar.layer.animationKeys() == nil)
        world.advance(1)
        navigation.popViewController(animated: true)
        #expect(tabs.tabBar.isHidden && tabs.tabBar.layer.animationKeys() == nil)
        world.advance(1)
        #expect(tabs.tabBar.isHidden && navigation.viewControllers.count == 1)
        // Shown by the app again, the bar is the stack's to hide and show once more.
        tabs.tabBar.isHidden = false
        navigation.pushViewController(UIViewController(name: "viewer again", hidesBottomBar: true), animated: true)
        world.advance(1)
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: true)
        world.advance(1)
        #expect(!tabs.tabBar.isHidden)
    }

    /// A custom animator that notes the tab bar's layer animation keys when it starts, as MediaViewer's transition reads
    /// them (the fifth bug sample's f08: it removes UIKit's "position" animation and fades the bar instead).
    final class KeyReadingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let tabBar: UITabBar
        var keys: [String]?
        var hiddenAtStart: Bool?
        init(tabBar: UITabBar) { self.tabBar = tabBar }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            keys = tabBar.layer.animationKeys()
            hiddenAtStart = tabBar.isHidden
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
                if transitionContext.transitionWasCancelled { to.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class AnimatorDelegate: NSObject, UINavigationControllerDelegate {
        let animator: KeyReadingAnimator
        var interactor: UIPercentDrivenInteractiveTransition?
        init(_ animator: KeyReadingAnimator) { self.animator = animator }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func navigationController(
            _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    }

    /// The tab bar slides with an animated push that hides it (an explicit "position" animation on its layer, there
    /// when the animator starts, the bar still shown) and is hidden once the push completed; the pop slides it back in;
    /// a cancelled push leaves it shown, with no animation left.
    @Test func theTabBarSlidesWithAnAnimatedPushThatHidesIt() {
        let navigation = UINavigationController(rootViewController: UIViewController(name: "list"))
        let tabs = UITabBarController(viewControllers: [navigation, UIViewController(name: "other")])
        let world = World(root: tabs)
        let animator = KeyReadingAnimator(tabBar: tabs.tabBar)
        let delegate = AnimatorDelegate(animator)
        navigation.delegate = delegate
        let detail = UIViewController(name: "detail")
        detail.hidesBottomBarWhenPushed = true
        let rest = tabs.tabBar.layer.position
        navigation.pushViewController(detail, animated: true)
        #expect(animator.keys?.contains("position") == true, "\(String(describing: animator.keys))")
        #expect(animator.hiddenAtStart == false)
        #expect(tabs.tabBar.layer.position == rest, "the bar's own position stays")
        world.advance(1)
        #expect(tabs.tabBar.isHidden && tabs.tabBar.layer.animationKeys() == nil)
        animator.keys = nil
        navigation.popViewController(animated: true)
        #expect(animator.keys?.contains("position") == true && animator.hiddenAtStart == false)
        world.advance(1)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.layer.animationKeys() == nil)

        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        navigation.pushViewController(UIViewController(name: "again", hidesBottomBar: true), animated: true)
        world.advance(0.05)
        interactor.update(0.3)
        interactor.cancel()
        world.advance(1)
        #expect(navigation.viewControllers.count == 1)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.layer.animationKeys() == nil)
    }

    @Test func aWindowsScreenIsTheMainOne() {
        let world = World()
        #expect(world.window.screen === UIScreen.main)
        #expect(world.window.screen.bounds.size == CGSize(width: 400, height: 800))
    }
}

private extension UIViewController {
    convenience init(name: String, hidesBottomBar: Bool) {
        self.init(name: name)
        hidesBottomBarWhenPushed = hidesBottomBar
    }
}
