import Foundation

// Appearance proxies of views (UIKit's `UIAppearance`): the proxy records what is set on it, and a view entering a
// window takes what applies to it, except what it set itself.
extension UIView: UIAppearance {
    /// The proxy for every instance of this class: what is set on it applies to each instance that enters a window.
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for the instances inside instances of `containerTypes` (outermost first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        UIAppearanceRules.proxy(of: self, containedIn: containerTypes) {
            let proxy = Self(coder: AppearanceProxyCoder())
            proxy?.appearanceTarget = UIAppearanceRules.Target(
                type: ObjectIdentifier(self), containers: containerTypes.map { ObjectIdentifier($0) })
            return proxy
        }
    }

    /// Called by a property that follows appearance proxies (UIKit's `UI_APPEARANCE_SELECTOR`) after it was set: on a
    /// proxy it records the value for the instances; on a view it notes that the view set it itself.
    package func appearancePropertyDidSet<V: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<V, Value>) {
        guard let view = self as? V else { return }
        appearanceDidSet(key: keyPath) { [value = view[keyPath: keyPath]] object in
            (object as? V)?[keyPath: keyPath] = value
        }
    }

    /// ``appearancePropertyDidSet(_:)`` for a value set with an argument (a button's title colour for a state): `key`
    /// names it, `apply` sets it on an instance.
    package func appearanceDidSet(key: AnyHashable, apply: @autoclosure () -> @MainActor (NSObject) -> Void) {
        if let appearanceTarget {
            UIAppearanceRules.record(appearanceTarget, of: type(of: self), key: key, apply: apply())
        } else if !UIAppearanceRules.isApplying {
            appearanceSetByView.insert(key)
        }
    }

    /// Applies the appearance rules that match this view where it is now (called as it enters a window).
    func applyAppearance() {
        guard appearanceTarget == nil else { return }
        UIAppearanceRules.apply(to: self, chain: UIAppearanceRules.chain(above: self), explicitlySet: appearanceSetByView)
    }
}

// Bar items (UIKit's `UIBarItem` adopts `UIAppearance`): a bar applies the rules to an item as it shows it.
extension UIBarItem: UIAppearance {
    /// The proxy for every item of this class.
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for the items shown inside instances of `containerTypes` (outermost first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        UIAppearanceRules.proxy(of: self, containedIn: containerTypes) {
            let proxy = Self(coder: AppearanceProxyCoder())
            proxy?.appearanceTarget = UIAppearanceRules.Target(
                type: ObjectIdentifier(self), containers: containerTypes.map { ObjectIdentifier($0) })
            return proxy
        }
    }

    /// ``UIView/appearanceDidSet(key:apply:)`` for bar items.
    package func appearanceDidSet(key: AnyHashable, apply: @autoclosure () -> @MainActor (NSObject) -> Void) {
        if let appearanceTarget {
            UIAppearanceRules.record(appearanceTarget, of: type(of: self), key: key, apply: apply())
        } else if !UIAppearanceRules.isApplying {
            appearanceSetByItem.insert(key)
        }
    }

    /// Applies the rules that match this item shown in `bar`.
    package func applyAppearance(shownIn bar: UIView) {
        guard appearanceTarget == nil else { return }
        UIAppearanceRules.apply(to: self, chain: [bar] + UIAppearanceRules.chain(above: bar), explicitlySet: appearanceSetByItem)
    }
}
