import Foundation
import Testing
@testable import GlideUIKitCore

/// The application's delegate and scene, and the small names transition code reaches for: `NSIndexPath`'s
/// row and section, `isKind(of:)`, `CGVector()`, `UIViewPropertyAnimator()`, `UIVisualEffectView()`,
/// `setAnimationsEnabled(_:)`, UIKit's attribute keys.
@MainActor @Suite(.serialized) struct ApplicationAndSmallNamesTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    @Test func theAppDelegatesWindowIsReachedThroughTheApplication() {
        let clock = ManualClock().makeCurrent()
        let app = UIApplication.shared
        let saved = app.delegate
        defer { app.delegate = saved }
        let delegate = AppDelegate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        delegate.window = window
        app.delegate = delegate
        #expect(app.delegate?.window === window)
        #expect((app.delegate as? AppDelegate) === delegate)
        #expect(delegate.application(app, didFinishLaunchingWithOptions: nil))
        #expect(delegate.application(app, supportedInterfaceOrientationsFor: window) == .allButUpsideDown)
        #expect(window.windowScene === app.connectedScenes.first)
        let sceneWindow = UIWindow(windowScene: window.windowScene!)
        #expect(sceneWindow.bounds.size == UIScreen.main.bounds.size)
        #expect(app.windows.contains { $0 === sceneWindow })
    }

    @Test("a window's scene has the status bar manager, which reads the application's status bar (SideMenu's statusBarFrame)")
    func statusBarManager() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let manager = try #require(window.windowScene?.statusBarManager)
        let app = UIApplication.shared
        // A shown status bar to start from, whatever the screen of a test run before preferred.
        app.isStatusBarHidden = false
        #expect(manager === window.windowScene?.statusBarManager)
        #expect(manager.statusBarFrame == app.statusBarFrame && manager.statusBarFrame.height > 0)
        #expect(manager.statusBarFrame.width == UIScreen.main.bounds.width)
        app.isStatusBarHidden = true
        defer {
            app.isStatusBarHidden = false
            app.viewControllerBasedStatusBarAppearance = true
        }
        #expect(!app.viewControllerBasedStatusBarAppearance)
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        #expect(manager.statusBarStyle == app.statusBarStyle)
    }

    /// `UIWindow()` is the main screen's size, as UIKit's `init()` makes it: SideMenu sizes its menu from
    /// `UIApplication.shared.keyWindow?.bounds ?? UIWindow().bounds` (75 % of the shorter side, at most 240 points); with a
    /// zero window its menu was 0 points wide before any window was key, and its interactive slide moved nothing.
    @Test func aWindowMadeWithoutAFrameIsTheScreensSize() {
        _ = ManualClock().makeCurrent()
        let window = UIWindow()
        #expect(window.bounds.size == UIScreen.main.bounds.size)
        #expect(window.bounds.width > 0 && window.bounds.height > 0)
        let appScreenRect = UIApplication.shared.keyWindow?.bounds ?? UIWindow().bounds
        #expect(min(round(min(appScreenRect.width, appScreenRect.height) * 0.75), 240) == 240)
    }

    @Test func nsIndexPathReadsSectionAndRow() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(NSIndexPath(item: 7, section: 2).item == 7)
        #expect(NSIndexPath(index: 4).row == NSNotFound)
        #expect((path as IndexPath) == IndexPath(row: 3, section: 1))
    }

    @Test func kindAndMembershipWorkOnGlidesClasses() {
        final class Card: UIViewController {}
        let card = Card()
        #expect(card.isKind(of: UIViewController.self) && card.isKind(of: UIResponder.self))
        #expect(!card.isKind(of: UIView.self))
        #expect(card.isMember(of: Card.self) && !card.isMember(of: UIViewController.self))
        #expect(UIPanGestureRecognizer().isKind(of: UIGestureRecognizer.self))
    }

    @Test func emptyInitializersMakeWhatUIKitsMake() {
        #expect(CGVector() == CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat))
        let effect = UIVisualEffectView()
        #expect(effect.effect == nil && effect.frame == .zero)
        #expect(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).bounds.height == 20)
    }

    @Test func anEmptyAnimatorRunsTheAnimationsAddedLater() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(view)
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0 && animator.state == .inactive)
        var ended: UIViewAnimatingPosition?
        animator.addAnimations { view.alpha = 0.25 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        world.advance(0.05)
        #expect(view.alpha == 0.25)
        #expect(ended == .end)
    }

    @Test func animationsCanBeTurnedOff() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(view)
        #expect(UIView.areAnimationsEnabled)
        UIView.performWithoutAnimation { #expect(!UIView.areAnimationsEnabled) }
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.x = 300 }, completion: { finished = $0 })
        #expect(view.layer.presentationState().position.x == 300)  // at once: nothing animates
        world.advance(0.01)
        #expect(finished == true)
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 1) { view.center.x = 100 }
        world.advance(0.5)
        let x = view.layer.presentationState().position.x
        #expect(x > 100 && x < 300)
    }

    @Test func attributeKeysHaveUIKitsRawValues() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)]
        #expect(attributes.count == 2)
    }
}
