import Foundation

/// A type whose instances can contain views an appearance rule targets (UIKit's `UIAppearanceContainer`): views and
/// view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// A type whose look can be set for every instance at once through a proxy (UIKit's `UIAppearance`):
/// `UINavigationBar.appearance().barTintColor = .black` sets the bar tint of every navigation bar that enters a window
/// from then on, unless the bar set its own.
///
/// Which properties follow the proxy: Glide's list is in ``UIView`` (`backgroundColor`, `tintColor`) and the classes
/// that declare them (the bars' colours, images, appearances and title attributes, a label's `textColor` and `font`, a
/// switch's tints, a table's `separatorColor`, a button's title colours, a bar item's `tintColor` and title
/// attributes), UIKit's `UI_APPEARANCE_SELECTOR` properties that transition code sets. Setting any other property on a
/// proxy sets it on the proxy alone, as UIKit's proxy ignores what it cannot forward.
///
/// Glide differs in how the proxy is made: it is an instance of the class itself, made with `init?(coder:)` (the one
/// initializer every view and bar item must have), kept apart from every window. A class of yours whose
/// `init?(coder:)` stops the program (`fatalError`) cannot have a proxy.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of this class (and its subclasses).
    static func appearance() -> Self
    /// The proxy for the instances inside instances of `containerTypes`, outermost first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// A class whose instances can stand as appearance proxies (views and bar items): made from an archive of nothing, told
/// what they stand for, and noting which appearance properties an instance set itself.
@MainActor
protocol AppearanceProxying: NSObject {
    init?(coder: NSCoder)
    /// What this object stands for when it is a proxy; nil for every other instance.
    var appearanceTarget: UIAppearanceRules.Target? { get set }
    /// The appearance properties this instance set itself, which no proxy's rule overrides.
    var appearanceSetByObject: Set<AnyHashable> { get set }
}

extension AppearanceProxying {
    /// The class's proxy inside instances of `containers` (outermost first), made once.
    static func makeAppearanceProxy(containedIn containers: [any UIAppearanceContainer.Type]) -> Self {
        UIAppearanceRules.proxy(of: self, containedIn: containers) {
            let proxy = Self(coder: AppearanceProxyCoder())
            proxy?.appearanceTarget = UIAppearanceRules.Target(
                type: ObjectIdentifier(self), containers: containers.map { ObjectIdentifier($0) })
            return proxy
        }
    }

    /// Called after an appearance property (UIKit's `UI_APPEARANCE_SELECTOR`) was set: on a proxy it records what to set
    /// on the instances (`key` names the property, `apply` sets it); on an instance it notes that the instance set it.
    func appearanceDidSet(key: AnyHashable, apply: @autoclosure () -> @MainActor (NSObject) -> Void) {
        if let appearanceTarget {
            UIAppearanceRules.record(appearanceTarget, of: type(of: self), key: key, apply: apply())
        } else if !UIAppearanceRules.isApplying {
            appearanceSetByObject.insert(key)
        }
    }
}

/// The rules appearance proxies record, and their application to instances entering a window (Glide's registry).
@MainActor
enum UIAppearanceRules {
    /// What a proxy stands for: a class, inside instances of these container classes (outermost first).
    struct Target: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private struct Rule {
        let targetClass: AnyClass
        let containerClasses: [AnyClass]
        let key: AnyHashable
        let apply: @MainActor (NSObject) -> Void
        /// Subclass depth of the target: a rule for a subclass is more specific than one for its superclass.
        let depth: Int
        let order: Int
    }

    private static var proxies: [Target: NSObject] = [:]
    private static var containerClasses: [Target: [AnyClass]] = [:]
    private static var rules: [Rule] = []
    private static var recorded = 0
    /// True while rules are applied: what they set is the proxy's, not the instance's own.
    private(set) static var isApplying = false

    /// The proxy of `type` inside `containers`, made once.
    static func proxy<T: NSObject>(of type: T.Type, containedIn containers: [any UIAppearanceContainer.Type], make: () -> T?) -> T {
        let target = Target(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
        if let proxy = proxies[target] as? T { return proxy }
        guard let proxy = make() else {
            preconditionFailure("\(type).appearance(): init?(coder:) returned nil, so Glide cannot make its appearance proxy")
        }
        proxies[target] = proxy
        containerClasses[target] = containers.map { $0 as AnyClass }
        return proxy
    }

    /// Records what setting `key` on the proxy standing for `target` does to an instance (replacing an earlier set).
    static func record(_ target: Target, of type: AnyClass, key: AnyHashable, apply: @escaping @MainActor (NSObject) -> Void) {
        let containers = containerClasses[target] ?? []
        rules.removeAll { ObjectIdentifier($0.targetClass) == target.type && $0.containerClasses.map { ObjectIdentifier($0) } == target.containers && $0.key == key }
        var depth = 0
        var current: AnyClass? = type
        while let cls = current {
            depth += 1
            current = _getSuperclass(cls)
        }
        recorded += 1
        rules.append(Rule(targetClass: type, containerClasses: containers, key: key, apply: apply, depth: depth, order: recorded))
    }

    /// Applies to `object` every rule whose class it is an instance of and whose containers `chain` (the object's
    /// ancestors and their view controllers, nearest first) holds in order, least specific first, skipping what the
    /// object set itself.
    static func apply(to object: NSObject, chain: [AnyObject], explicitlySet: Set<AnyHashable>) {
        guard !rules.isEmpty else { return }
        let matching = rules.filter { rule in
            object.isKind(of: rule.targetClass) && !explicitlySet.contains(rule.key) && contains(chain, rule.containerClasses)
        }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for rule in matching.sorted(by: { ($0.containerClasses.count, $0.depth, $0.order) < ($1.containerClasses.count, $1.depth, $1.order) }) {
            rule.apply(object)
        }
    }

    /// Whether `chain` (nearest first) holds instances of `containers` (outermost first), innermost nearest.
    private static func contains(_ chain: [AnyObject], _ containers: [AnyClass]) -> Bool {
        var index = chain.startIndex
        for container in containers.reversed() {
            guard let found = chain[index...].firstIndex(where: { ($0 as? NSObject)?.isKind(of: container) ?? false }) else { return false }
            index = chain.index(after: found)
        }
        return true
    }

    /// The containers around `view`, nearest first: each ancestor, then the view controller whose view it is.
    static func chain(above view: UIView) -> [AnyObject] {
        var result: [AnyObject] = []
        var current = view.superview
        if let owner = view.owningViewController { result.append(owner) }
        while let ancestor = current {
            result.append(ancestor)
            if let owner = ancestor.owningViewController {
                result.append(owner)
                var parent = owner.parent
                while let controller = parent {
                    result.append(controller)
                    parent = controller.parent
                }
            }
            current = ancestor.superview
        }
        return result
    }

    /// Forgets every proxy and rule (tests).
    static func reset() {
        proxies = [:]
        containerClasses = [:]
        rules = []
    }
}

/// An archive of nothing, from which appearance proxies are made (`init?(coder:)`).
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
