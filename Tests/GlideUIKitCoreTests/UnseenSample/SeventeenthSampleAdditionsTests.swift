import Foundation
import Testing
@testable import GlideUIKitCore

/// The names the seventeenth unseen sample and the ninth bug sample (docs/unseen-code.md, docs/bug-benchmark.md) found
/// missing, written as those units use them.
@MainActor @Suite struct SeventeenthSampleAdditionsTests {
    /// kylerjensen/SlideKit: a navigation controller that keeps the delegate set on it and is its own delegate.
    final class SlideNavigationController: UINavigationController, UINavigationControllerDelegate {
        weak var externalDelegate: (any UINavigationControllerDelegate)?
        override var delegate: (any UINavigationControllerDelegate)? {
            get { externalDelegate }
            set { externalDelegate = newValue; super.delegate = self }
        }
    }

    @Test("a navigation controller's delegate can be overridden, and UIKit's own reads see the override")
    func overriddenNavigationDelegate() {
        final class Outside: NSObject, UINavigationControllerDelegate {}
        let navigation = SlideNavigationController(rootViewController: UIViewController())
        let outside = Outside()
        navigation.delegate = outside
        #expect(navigation.delegate === outside)
        #expect((navigation as UINavigationController).delegate === outside)
        final class Tabs: UITabBarController {
            var reads = 0
            override var delegate: (any UITabBarControllerDelegate)? {
                get { reads += 1; return super.delegate }
                set { super.delegate = newValue }
            }
        }
        let tabs = Tabs()
        _ = (tabs as UITabBarController).delegate
        #expect(tabs.reads == 1)
        // The stack's readers are overridable too, as UIKit's Objective-C properties are.
        final class Guarded: UINavigationController {
            override var topViewController: UIViewController? { super.topViewController }
            override var visibleViewController: UIViewController? { super.visibleViewController }
            override var toolbar: UIToolbar! { super.toolbar }
        }
        let root = UIViewController()
        #expect(Guarded(rootViewController: root).topViewController === root)
    }

    /// dogo/AKSideMenu overrides the iOS 8 rotation callbacks; Glide's screen never rotates, so they are never sent.
    @Test("the deprecated rotation callbacks can be overridden and are never sent")
    func rotationCallbacks() {
        final class Menu: UIViewController {
            var calls: [String] = []
            override var shouldAutomaticallyForwardRotationMethods: Bool { false }
            override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) { calls.append("will") }
            override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                calls.append("animate")
            }
            override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) { calls.append("did") }
        }
        let world = World()
        let menu = Menu()
        world.root.present(menu, animated: false)
        world.clock.advance(by: 1)
        #expect(menu.calls.isEmpty && !menu.shouldAutomaticallyForwardRotationMethods)
    }

    /// wickwirew/Shift's modal presentation controller keeps presented content at the base level.
    @Test("traits of a level: made alone, matched by containsTraits, equal only at the same level")
    func interfaceLevel() {
        let base = UITraitCollection(userInterfaceLevel: .base)
        #expect(base.userInterfaceLevel == .base && base.userInterfaceStyle == .unspecified && base.displayScale == 0)
        #expect(UITraitCollection.current.userInterfaceLevel == .base)
        #expect(UITraitCollection.current.containsTraits(in: base))
        #expect(!UITraitCollection.current.containsTraits(in: UITraitCollection(userInterfaceLevel: .elevated)))
        #expect(base != UITraitCollection(userInterfaceLevel: .elevated) && base == UITraitCollection(userInterfaceLevel: .base))
        #expect(UITraitCollection().userInterfaceLevel == .unspecified && UIUserInterfaceLevel.unspecified.rawValue == -1)
    }

    /// jjessel/JHTAlertController's `darker()` falls back on `UIColor()`.
    @Test("UIColor() is transparent black")
    func plainColor() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)
        #expect(UIColor().getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0 && g == 0 && b == 0 && a == 0)
    }

    /// mattneub/custom-alert-view-iOS7 rounds its alert with iOS 26's corner configuration.
    @Test("a fixed corner configuration rounds the layer; a literal is a fixed radius")
    func fixedCorners() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.cornerConfiguration == .corners(radius: .fixed(0)))
        view.cornerConfiguration = .corners(radius: 8)
        #expect(view.layer.cornerRadius == 8 && view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(view.cornerConfiguration == .corners(radius: .fixed(8)))
        view.cornerConfiguration = .corners(topLeftRadius: 12, topRightRadius: 12, bottomLeftRadius: nil, bottomRightRadius: nil)
        #expect(view.layer.cornerRadius == 12 && view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        view.cornerConfiguration = .uniformEdges(topRadius: 0, bottomRadius: 20.5)
        #expect(view.layer.cornerRadius == 20.5 && view.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test("a capsule follows the view's size up to its maximum radius")
    func capsule() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.cornerConfiguration = .capsule()
        #expect(view.layer.cornerRadius == 30)
        view.frame.size.height = 40
        #expect(view.layer.cornerRadius == 20)
        view.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(view.layer.cornerRadius == 10)
        #expect("\(view.cornerConfiguration)" == "capsule(maximumRadius: 10.0)")
    }

    @Test("a concentric radius is the container's less the inset, at least the minimum, resolved again at layout")
    func concentric() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 400))
        card.layer.cornerRadius = 30
        window.addSubview(card)
        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 334, height: 384))
        card.addSubview(inner)
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(inner.layer.cornerRadius == 22)
        inner.frame.origin = CGPoint(x: 40, y: 40)
        inner.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 6))
        #expect(inner.layer.cornerRadius == 6, "30 − 40 is below the minimum")
        inner.frame = CGRect(x: 4, y: 4, width: 342, height: 392)
        inner.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(inner.layer.cornerRadius == 26, "the layout resolved it again at its new place")
    }
}
