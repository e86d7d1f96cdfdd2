import Foundation

// Appearance proxies of views and bar items (UIKit's `UIAppearance`): the proxy records what is set on it, and a view
// entering a window (an item a bar shows) takes what applies to it, except what it set itself.
extension UIView: UIAppearance, AppearanceProxying {
    /// The proxy for every instance of this class: what is set on it applies to each instance that enters a window.
    @discardableResult
    public static func appearance() -> Self {
        makeAppearanceProxy(containedIn: [])
    }

    /// The proxy for the instances inside instances of `containerTypes` (outermost first).
    @discardableResult
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        makeAppearanceProxy(containedIn: containerTypes)
    }

    /// Called by a property that follows appearance proxies after it was set (``AppearanceProxying/appearanceDidSet(key:apply:)``
    /// with the property's key path).
    func appearancePropertyDidSet<V: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<V, Value>) {
        guard let view = self as? V else { return }
        appearanceDidSet(key: keyPath) { [value = view[keyPath: keyPath]] object in
            (object as? V)?[keyPath: keyPath] = value
        }
    }

    /// Applies the appearance rules that match this view where it is now (called as it enters a window).
    func applyAppearance() {
        guard appearanceTarget == nil else { return }
        UIAppearanceRules.apply(to: self, chain: UIAppearanceRules.chain(above: self), explicitlySet: appearanceSetByObject)
    }
}

// Bar items (UIKit's `UIBarItem` adopts `UIAppearance`): a bar applies the rules to an item as it shows it.
extension UIBarItem: UIAppearance, AppearanceProxying {
    /// The proxy for every item of this class.
    @discardableResult
    public static func appearance() -> Self {
        makeAppearanceProxy(containedIn: [])
    }

    /// The proxy for the items shown inside instances of `containerTypes` (outermost first).
    @discardableResult
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        makeAppearanceProxy(containedIn: containerTypes)
    }

    /// Applies the rules that match this item shown in `bar`.
    func applyAppearance(shownIn bar: UIView) {
        guard appearanceTarget == nil else { return }
        UIAppearanceRules.apply(to: self, chain: [bar] + UIAppearanceRules.chain(above: bar), explicitlySet: appearanceSetByObject)
    }
}
