import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor private final class AccentLabel: UILabel {}

/// Appearance proxies (UIKit's `UIAppearance`): what is set on a class's proxy applies to its instances as they enter a
/// window, the most specific rule winning, never over what an instance set itself. Each test is synchronous and resets
/// the rules before and after, so no other test sees them.
@MainActor @Suite struct AppearanceProxyTests {
    @Test("a navigation bar entering a window takes the proxy's colours; one that set its own keeps it")
    func navigationBarProxy() {
        UIAppearanceRules.reset()
        defer { UIAppearanceRules.reset() }
        let proxy = UINavigationBar.appearance()
        #expect(proxy === UINavigationBar.appearance(), "one proxy per class")
        proxy.tintColor = .white
        proxy.barTintColor = .black
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
        let world = World()
        let navigation = UINavigationController(rootViewController: UIViewController(name: "list"))
        let own = UINavigationController(rootViewController: UIViewController(name: "own"))
        own.navigationBar.barTintColor = .red
        world.root.present(navigation, animated: false)
        world.advance(0.1)
        #expect(navigation.navigationBar.barTintColor == .black)
        #expect(navigation.navigationBar.tintColor == .white)
        #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        navigation.present(own, animated: false)
        world.advance(0.1)
        #expect(own.navigationBar.barTintColor == .red, "set by the bar itself before it entered the window")
        #expect(own.navigationBar.tintColor == .white)
        #expect(proxy.window == nil && UIWindowScene.allWindowsContain(proxy) == false)
    }

    @Test("a subclass's rule is more specific than its superclass's, and a container rule more specific still")
    func specificity() {
        UIAppearanceRules.reset()
        defer { UIAppearanceRules.reset() }
        AccentLabel.appearance().textColor = .blue
        UILabel.appearance().textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .green
        let world = World()
        let plain = UILabel()
        let accent = AccentLabel()
        world.root.view.addSubview(plain)
        world.root.view.addSubview(accent)
        #expect(plain.textColor == .red)
        #expect(accent.textColor == .blue, "recorded first, but for the subclass")
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let inBar = UILabel()
        bar.addSubview(inBar)
        world.root.view.addSubview(bar)
        #expect(inBar.textColor == .green)
    }

    @Test("a property that does not follow proxies stays on the proxy; a later set replaces an earlier one")
    func onlyAppearanceProperties() {
        UIAppearanceRules.reset()
        defer { UIAppearanceRules.reset() }
        let proxy = UIView.appearance()
        proxy.alpha = 0.5
        proxy.backgroundColor = .yellow
        proxy.backgroundColor = .orange
        let world = World()
        let view = UIView()
        world.root.view.addSubview(view)
        #expect(view.alpha == 1)
        #expect(view.backgroundColor == .orange)
        let chosen = UIView()
        chosen.backgroundColor = .purple
        world.root.view.addSubview(chosen)
        #expect(chosen.backgroundColor == .purple)
    }

    @Test("a bar button item shown in a navigation bar takes the bar items' proxy, with its container")
    func barButtonItemProxy() {
        UIAppearanceRules.reset()
        defer { UIAppearanceRules.reset() }
        UIBarButtonItem.appearance().tintColor = .orange
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        let world = World()
        let list = UIViewController(name: "list")
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        list.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: list)
        world.root.present(navigation, animated: false)
        world.advance(0.1)
        #expect(item.tintColor == .orange)
        #expect(item.titleTextAttributes(for: .normal) == nil, "the toolbar's rule: this item is in a navigation bar")
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let tool = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [tool]
        #expect(tool.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .blue)
    }
}

extension UIWindowScene {
    /// Whether any window's tree holds `view`.
    @MainActor static func allWindowsContain(_ view: UIView) -> Bool {
        WindowRegistry.windows.contains { window in window.allViewsInTree.contains { $0 === view } }
    }
}
