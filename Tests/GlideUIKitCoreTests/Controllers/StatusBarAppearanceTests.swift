import Foundation
import Testing
@testable import GlideUIKitCore

/// The status bar with view-controller-based appearance: who decides it (the root, a full-screen or capturing
/// presentation, the child a container names), when UIKit reads their answers (a view controller appearing, a
/// transition beginning and ending, `setNeedsStatusBarAppearanceUpdate()`), and what stays when nobody asks.
@MainActor @Suite struct StatusBarAppearanceTests {
    /// A screen whose status-bar answers are its two properties; `tellsUIKit` calls the documented update on a change.
    final class Screen: UIViewController {
        var hidesBar = false { didSet { if tellsUIKit { setNeedsStatusBarAppearanceUpdate() } } }
        var style: UIStatusBarStyle = .default { didSet { if tellsUIKit { setNeedsStatusBarAppearanceUpdate() } } }
        var tellsUIKit = false
        override var prefersStatusBarHidden: Bool { hidesBar }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    /// A drawer: a container whose status bar follows the side shown (RZEdgeSlideViewController's `_state`).
    final class Drawer: UIViewController {
        let main = Screen(), menu = Screen()
        var showsMenu = false
        override var childForStatusBarStyle: UIViewController? { showsMenu ? menu : main }
        override var childForStatusBarHidden: UIViewController? { showsMenu ? menu : main }
    }

    @Test("the root's answers show once its window is key, and a full-screen presentation takes the status bar over")
    func rootAndFullScreenPresentation() {
        let root = Screen()
        root.style = .lightContent
        let world = World(root: root)
        let app = UIApplication.shared
        #expect(world.window.statusBar.shown == StatusBarAppearance(isHidden: false, style: .lightContent))
        #expect(app.statusBarStyle == .lightContent && !app.isStatusBarHidden && app.statusBarFrame.height > 0)
        let viewer = Screen()
        viewer.hidesBar = true
        viewer.modalPresentationStyle = .fullScreen
        root.present(viewer, animated: true)
        world.advance(1)
        #expect(app.isStatusBarHidden && app.statusBarFrame == .zero)
        #expect(world.window.staleStatusBar == nil)
        viewer.dismiss(animated: true)
        world.advance(1)
        #expect(!app.isStatusBarHidden && app.statusBarStyle == .lightContent)
    }

    @Test("a presentation that does not cover the screen keeps the presenter's status bar unless it captures it")
    func overFullScreenCapturesOnlyWhenAsked() {
        let root = Screen()
        let world = World(root: root)
        let sheet = Screen()
        sheet.hidesBar = true
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: false)
        world.advance(1)
        #expect(!UIApplication.shared.isStatusBarHidden)
        sheet.dismiss(animated: false)
        world.advance(1)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        world.advance(1)
        #expect(UIApplication.shared.isStatusBarHidden)
        sheet.dismiss(animated: false)
        world.advance(1)
    }

    @Test("the network activity indicator's flag is kept and changes nothing of the status bar, as on iOS 13 and later")
    func theNetworkActivityIndicatorIsAFlag() {
        let world = World(root: Screen())
        let before = world.window.frame
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        #expect(UIApplication.shared.isNetworkActivityIndicatorVisible)
        #expect(!UIApplication.shared.isStatusBarHidden && world.window.frame == before)
        UIApplication.shared.isNetworkActivityIndicatorVisible = false
        #expect(!UIApplication.shared.isNetworkActivityIndicatorVisible)
    }

    @Test("an answer changed without setNeedsStatusBarAppearanceUpdate() leaves the old status bar, until UIKit is told")
    func anAnswerChangedWithoutTheCallIsStale() throws {
        let root = Screen()
        let world = World(root: root)
        root.hidesBar = true
        let stale = try #require(world.window.staleStatusBar)
        #expect(stale.shown == StatusBarAppearance(isHidden: false, style: .default))
        #expect(stale.answer == StatusBarAppearance(isHidden: true, style: .default))
        #expect(!stale.isLatent && stale.formerDecider == nil)
        #expect(!UIApplication.shared.isStatusBarHidden)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(world.window.staleStatusBar == nil && UIApplication.shared.isStatusBarHidden)
        root.tellsUIKit = true
        root.hidesBar = false
        #expect(world.window.staleStatusBar == nil && !UIApplication.shared.isStatusBarHidden)
    }

    @Test("a container that names another child without telling UIKit keeps the old child's status bar (k05)")
    func aDrawerThatSlidWithoutTheCall() throws {
        let drawer = Drawer()
        drawer.menu.style = .lightContent
        let world = World(root: drawer)
        drawer.showsMenu = true
        let stale = try #require(world.window.staleStatusBar)
        #expect(stale.formerDecider === drawer.main && stale.deciders.style === drawer.menu)
        #expect(stale.answer.style == .lightContent && stale.shown.style == .default && !stale.isLatent)
        drawer.setNeedsStatusBarAppearanceUpdate()
        #expect(world.window.staleStatusBar == nil && UIApplication.shared.statusBarStyle == .lightContent)
        // The menu answers as the main screen does: the call is still missing, but nothing shows it.
        drawer.menu.style = .default
        drawer.setNeedsStatusBarAppearanceUpdate()
        drawer.showsMenu = false
        let latent = try #require(world.window.staleStatusBar)
        #expect(latent.isLatent && latent.formerDecider === drawer.menu)
    }

    @Test("UIKit reads the answers again when a view controller appears, as a drawer's menu does")
    func appearanceAsksAgain() {
        let drawer = Drawer()
        drawer.menu.hidesBar = true
        let world = World(root: drawer)
        drawer.showsMenu = true
        drawer.menu.beginAppearanceTransition(true, animated: false)
        drawer.menu.endAppearanceTransition()
        #expect(world.window.staleStatusBar == nil && UIApplication.shared.isStatusBarHidden)
    }

    @Test("a navigation controller answers the style from its bar; a tab bar controller names its selected tab")
    func containersOwnAnswers() {
        let top = Screen()
        top.style = .lightContent
        let navigation = UINavigationController(rootViewController: top)
        let world = World(root: navigation)
        #expect(UIApplication.shared.statusBarStyle == .default && world.window.staleStatusBar == nil)
        navigation.navigationBar.barStyle = .black
        #expect(UIApplication.shared.statusBarStyle == .lightContent && world.window.staleStatusBar == nil)

        let first = Screen(), second = Screen()
        second.hidesBar = true
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let tabWorld = World(root: tabs)
        #expect(!UIApplication.shared.isStatusBarHidden)
        tabs.selectedIndex = 1
        #expect(UIApplication.shared.isStatusBarHidden && tabWorld.window.staleStatusBar == nil)
    }

    @Test("an app that sets the status bar through UIApplication runs without view-controller-based appearance: nothing is judged")
    func anAppThatSetsTheStatusBarItself() {
        let root = Screen()
        let world = World(root: root)
        defer { UIApplication.shared.viewControllerBasedStatusBarAppearance = true }
        UIApplication.shared.isStatusBarHidden = true
        root.hidesBar = false
        root.style = .lightContent
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(world.window.staleStatusBar == nil)
        #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .default)
        UIApplication.shared.isStatusBarHidden = false
    }
}

extension StatusBarAppearanceTests {
    /// A screen that hides the status bar with its navigation bar.
    final class HidesWithTheBar: UIViewController {
        override var prefersStatusBarHidden: Bool { navigationController?.isNavigationBarHidden == true }
    }
    /// A navigation controller that lets its top screen decide whether the status bar hides, as apps write one.
    final class ForwardingNavigation: UINavigationController {
        override var childForStatusBarHidden: UIViewController? { topViewController }
    }

    @Test("hiding the navigation bar reads the status bar again: a screen that hides it with the bar follows, as on iOS")
    func theNavigationBarHidingAsksAgain() {
        let screen = HidesWithTheBar()
        let navigation = ForwardingNavigation(rootViewController: screen)
        let world = World(root: navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(world.window.staleStatusBar == nil && UIApplication.shared.isStatusBarHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(world.window.staleStatusBar == nil && !UIApplication.shared.isStatusBarHidden)
    }
}
