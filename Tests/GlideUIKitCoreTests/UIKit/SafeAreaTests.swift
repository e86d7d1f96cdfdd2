import Foundation
import Testing
@testable import GlideUIKitCore

/// The safe area as UIKit computes it: the window's, the part a view's superview leaves out, the bars a container lays
/// over its children, told in the layout pass (`UIView+SafeArea.swift`).
/// A viewer that shows the navigation controller's toolbar while it is on screen (MediaViewer's page view controller).
@MainActor
private final class ToolbarViewer: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

@MainActor
@Suite struct SafeAreaTests {
    final class Recording: UIViewController {
        var told: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { told.append(view.safeAreaInsets) }
    }

    final class RecordingView: UIView {
        var told: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() { told.append(safeAreaInsets) }
    }

    @Test("a full-screen view controller's view has the window's insets; a subview only the part it reaches")
    func aViewHasThePartOfItsSuperviewsInsetsItReaches() {
        let world = World()
        let view = world.root.view!
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 780, width: 400, height: 20))
        let above = UIView(frame: CGRect(x: 0, y: 20, width: 400, height: 10))
        for v in [header, middle, footer, above] { view.addSubview(v) }
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(above.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        // A transform does not change them (UIKit's come from the frame the view is laid out at).
        header.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(header.safeAreaInsets.top == 47)
        // Without a window there is nothing to avoid.
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
    }

    @Test("a navigation controller's bar sits under the status bar and covers its children's top")
    func theNavigationBarCoversTheChildrensTop() {
        let first = Recording()
        let navigation = UINavigationController(rootViewController: first)
        let world = World(root: navigation)
        world.clock.runPending()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 400, height: 44))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(first.told.last == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        let told = first.told.count
        navigation.setNavigationBarHidden(true, animated: false)
        world.clock.runPending()
        #expect(first.view.safeAreaInsets.top == 47)
        #expect(first.told.count == told + 1)
        navigation.setToolbarHidden(false, animated: false)
        world.clock.runPending()
        let toolbarBottom: CGFloat = navigation.toolbar.frame.maxY
        #expect(toolbarBottom == 766, "\(toolbarBottom - 766)")
        #expect(first.view.safeAreaInsets.bottom == 34 + UIToolbar.standardHeight)
        #expect(first.topLayoutGuide.length == 47)
    }

    @Test("a tab bar covers its selected child's bottom while it shows")
    func theTabBarCoversTheSelectedChildsBottom() {
        let tab = Recording()
        let tabs = UITabBarController()
        tabs.viewControllers = [tab]
        let world = World(root: tabs)
        world.clock.runPending()
        #expect(tab.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: UITabBarController.tabBarHeight, right: 0))
        tabs.tabBar.isHidden = true
        world.clock.runPending()
        #expect(tab.view.safeAreaInsets.bottom == 34)
        #expect(tab.told.last?.bottom == 34)
    }

    @Test("a screen that hides the bottom bar has the home indicator's inset from its push's start; the one below keeps the bar's")
    func hidesBottomBarWhenPushedIsPerScreen() {
        let list = Recording()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let world = World(root: tabs)
        world.clock.runPending()
        let barBottom = CGFloat(UITabBarController.tabBarHeight)
        #expect(list.view.safeAreaInsets.bottom == barBottom)
        let viewer = Recording()
        viewer.hidesBottomBarWhenPushed = true
        navigation.pushViewController(viewer, animated: true)
        world.advance(0.1)
        #expect(viewer.view.safeAreaInsets.bottom == 34)
        #expect(list.view.safeAreaInsets.bottom == barBottom, "the bar slides away over the push; the list keeps its inset")
        world.advance(1)
        #expect(tabs.tabBar.isHidden && viewer.view.safeAreaInsets.bottom == 34)
        // The viewer shows the tab bar itself (as MediaViewer does before its pop): it is still not its bar.
        tabs.tabBar.isHidden = false
        world.clock.runPending()
        #expect(viewer.view.safeAreaInsets.bottom == 34)
        tabs.tabBar.isHidden = true
        navigation.popViewController(animated: true)
        world.advance(0.1)
        #expect(list.view.safeAreaInsets.bottom == barBottom && viewer.view.safeAreaInsets.bottom == 34)
        world.advance(1)
        #expect(!tabs.tabBar.isHidden && list.view.safeAreaInsets.bottom == barBottom)
        // An app that hides the bar itself takes it out of every screen's safe area.
        tabs.tabBar.isHidden = true
        world.clock.runPending()
        #expect(list.view.safeAreaInsets.bottom == 34)
    }

    @Test("over a push or pop, the leaving screen keeps its navigation bar and the arriving one has the bar it ends with")
    func barsChangeTheSafeAreasWhenTheTransitionEnds() {
        final class Camera: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        final class Viewer: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        }
        let camera = Camera()
        let navigation = UINavigationController(rootViewController: camera)
        let world = World(root: navigation)
        world.clock.runPending()
        #expect(camera.view.safeAreaInsets.top == 47)
        let shown = Viewer()
        navigation.pushViewController(shown, animated: true)
        world.advance(1)
        #expect(shown.view.safeAreaInsets.top == 91)
        navigation.popViewController(animated: true)
        world.advance(0.1)
        #expect(shown.view.safeAreaInsets.top == 91, "the leaving screen keeps the bar over the pop")
        #expect(camera.view.safeAreaInsets.top == 47, "the camera is laid out without the bar it hides from the start")
        world.advance(1)
        #expect(camera.view.safeAreaInsets.top == 47)
    }

    @Test("over a push or pop, the toolbar covers both screens as it did when the transition began")
    func theToolbarChangesTheSafeAreasWhenTheTransitionEnds() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let world = World(root: navigation)
        world.clock.runPending()
        navigation.pushViewController(ToolbarViewer(), animated: true)
        world.advance(1)
        let withToolbar = 34 + UIToolbar.standardHeight
        #expect(navigation.topViewController?.view.safeAreaInsets.bottom == withToolbar)
        navigation.popViewController(animated: true)
        world.advance(0.1)
        #expect(list.view.safeAreaInsets.bottom == withToolbar, "as if the toolbar were visible, until the pop ends")
        world.advance(1)
        #expect(list.view.safeAreaInsets.bottom == 34)
    }

    @Test("over a pop to a tab's screen, the toolbar the viewer showed stacks on the tab bar until the pop ends")
    func theToolbarStacksOnTheTabBar() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let world = World(root: tabs)
        world.clock.runPending()
        let viewer = ToolbarViewer()
        viewer.hidesBottomBarWhenPushed = true
        navigation.pushViewController(viewer, animated: true)
        world.advance(1)
        #expect(viewer.view.safeAreaInsets.bottom == 34 + UIToolbar.standardHeight)
        navigation.popViewController(animated: true)
        world.advance(0.1)
        let tabBar = CGFloat(UITabBarController.tabBarHeight)
        #expect(list.view.safeAreaInsets.bottom == tabBar + UIToolbar.standardHeight)
        world.advance(1)
        #expect(list.view.safeAreaInsets.bottom == tabBar)
    }

    @Test("a sheet at the bottom has the home indicator's strip and no status bar")
    func aPresentedViewHasThePartItReaches() {
        let world = World()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen
        world.root.present(sheet, animated: false)
        world.clock.runPending()
        sheet.view.frame = CGRect(x: 0, y: 400, width: 400, height: 400)
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        sheet.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 34, right: 0))
    }

    @Test("a view is told once per change, in the layout pass, and its safe-area guide follows")
    func changesAreToldInTheLayoutPassAndTheGuideFollows() {
        let world = World()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
        ])
        world.root.view.addSubview(view)
        #expect(view.told.isEmpty)
        world.clock.runPending()
        #expect(view.told == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        #expect(label.frame == CGRect(x: 0, y: 47, width: 100, height: 800 - 47 - 34))
        world.clock.runPending()
        view.layoutIfNeeded()
        #expect(view.told.count == 1)
        view.frame = CGRect(x: 0, y: 100, width: 400, height: 600)
        world.clock.runPending()
        #expect(view.told.last == .zero)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 600))
    }

    @Test("a scroll view adds the safe area along the axes it scrolls, and content at its top stays at the top")
    func scrollViewsAdjustAlongTheAxesTheyScroll() {
        let world = World()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        pager.contentSize = CGSize(width: 1200, height: 800)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        list.contentSize = CGSize(width: 400, height: 2000)
        let never = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        never.contentSize = CGSize(width: 400, height: 2000)
        never.contentInsetAdjustmentBehavior = .never
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        for v in [pager, list, never, table] { world.root.view.addSubview(v) }
        world.clock.runPending()
        #expect(pager.adjustedContentInset == .zero)
        #expect(pager.contentOffset == .zero)
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(list.contentOffset == CGPoint(x: 0, y: -47))
        #expect(never.adjustedContentInset == .zero && never.contentOffset == .zero)
        #expect(table.adjustedContentInset.top == 47)
        // Scrolled content stays where it is when the inset changes.
        list.contentOffset = CGPoint(x: 0, y: 300)
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.adjustedContentInset == .zero)
        #expect(list.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("under a navigation bar, .automatic adjusts the top even when the content does not scroll")
    func automaticAdjustsUnderANavigationBar() {
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let world = World(root: navigation)
        let grid = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        screen.view.addSubview(grid)
        world.clock.runPending()
        #expect(grid.adjustedContentInset.top == 91)
        #expect(grid.contentOffset.y == -91)
        screen.automaticallyAdjustsScrollViewInsets = false
        grid.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(grid.adjustedContentInset.top == 0)
    }
}
