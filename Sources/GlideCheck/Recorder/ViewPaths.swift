import Foundation
import GlideUIKitCore

/// Finds the names the user's own code gives views: the stored properties that hold them.
///
/// It reflects (`Mirror`, superclasses included) over a scene's roots — its view controllers, the
/// presentation controller, the animators (the user's objects, not Glide's recording wrappers), the
/// interactor, the delegates and the gesture handlers — and names each view it reaches by its path:
/// `DetailViewController.dimmingView`, `card.detail.view` (a view controller's root view, under the
/// name the recorder gives the view controller), `CardAnimator.cells[2]`, `MenuDelegate.chrome.view`.
/// Optionals, `weak` and `unowned` references, `lazy` storage (`$__lazy_storage_$_x` is `x`),
/// arrays, dictionaries (by key), tuples and structs are looked through, and so is one level of
/// non-view objects (and view controllers) a root holds. Glide's own classes and the standard
/// library's are not looked into: a name says where the user's code keeps the view.
///
/// When several paths reach one view the best wins: the fewest names after the root, then the
/// earlier root (view controllers in the scene's order, presentation controllers, animators, the
/// interactor, the transitioning, navigation and tab bar delegates, the gesture handlers), then the
/// earlier property (a view controller's `view` first, a class's own properties before its
/// superclass's, dictionary entries in the order of their keys). Sets are skipped (their order
/// changes from run to run). Reflecting never calls a getter, so it loads no view and runs no `lazy`
/// initializer; an `unowned` reference to an object already freed cannot be reflected (Swift traps
/// on it as it would on a read), so such a property in a root must not outlive its object.
@MainActor
struct ViewPaths {
    /// An object whose stored properties name views, and the name a path starts with.
    struct Root {
        var name: String
        var object: AnyObject
    }

    /// The best path found to a view.
    struct Found {
        var view: UIView
        var path: String
        /// Names after the root (`X.a` is 1, `X.a.b` and `X.a[2].b` are 2), the root's rank, the order found.
        var steps: Int
        var root: Int
        var order: Int

        func isBetter(than other: Found) -> Bool {
            (steps, root, order) < (other.steps, other.root, other.order)
        }
    }

    /// The most names after a root: a root's property, and one property of an object it holds.
    static let maxSteps = 2
    /// The most elements of one array or dictionary looked at.
    static let maxElements = 256

    /// The views found, by identity.
    private(set) var found: [ObjectIdentifier: Found] = [:]
    private var order = 0
    private var visited = Set<ObjectIdentifier>()

    /// Every view `roots` reach within ``maxSteps`` names, by its best path.
    static func scan(_ roots: [Root]) -> [ObjectIdentifier: Found] {
        var paths = ViewPaths()
        paths.visited = Set(roots.map { ObjectIdentifier($0.object) })
        for (rank, root) in roots.enumerated() {
            if let vc = root.object as? UIViewController, vc.isViewLoaded, let view = vc.view {
                paths.offer(view, path: root.name + ".view", steps: 1, root: rank)
            }
            guard !isSystemType(type(of: root.object)) else { continue }
            paths.walkProperties(of: Mirror(reflecting: root.object), path: root.name, steps: 0, root: rank)
        }
        return paths.found
    }

    private mutating func offer(_ view: UIView, path: String, steps: Int, root: Int) {
        order += 1
        let candidate = Found(view: view, path: path, steps: steps, root: root, order: order)
        let key = ObjectIdentifier(view)
        if let existing = found[key], !candidate.isBetter(than: existing) { return }
        found[key] = candidate
    }

    /// The stored properties of `mirror`'s subject and of its superclasses, up to Glide's or the standard library's.
    private mutating func walkProperties(of mirror: Mirror, path: String, steps: Int, root: Int) {
        var current: Mirror? = mirror
        while let m = current, !Self.isSystemType(m.subjectType) {
            for child in m.children {
                guard let label = child.label else { continue }
                walk(child.value, path: path + Self.component(label), steps: steps + 1, root: root)
            }
            current = m.superclassMirror
        }
    }

    /// `value`, held at `path`: a view is offered; containers are looked through; a non-view object
    /// or a struct is looked into when a name is left.
    private mutating func walk(_ value: Any, path: String, steps: Int, root: Int) {
        switch Self.kind(of: value) {
        case .leaf:
            return
        case .view:
            if let view = value as? UIView { offer(view, path: path, steps: steps, root: root) }
        case .viewController:
            // A view controller outside the scene's (a child, say): its view, and its own properties.
            guard steps < Self.maxSteps, let vc = value as? UIViewController, visited.insert(ObjectIdentifier(vc)).inserted else { return }
            if vc.isViewLoaded, let view = vc.view { offer(view, path: path + ".view", steps: steps + 1, root: root) }
            walkProperties(of: Mirror(reflecting: vc), path: path, steps: steps, root: root)
        case .optional:
            if let some = Mirror(reflecting: value).children.first { walk(some.value, path: path, steps: steps, root: root) }
        case .collection:
            for (index, element) in Mirror(reflecting: value).children.prefix(Self.maxElements).enumerated() {
                walk(element.value, path: path + "[\(index)]", steps: steps, root: root)
            }
        case .dictionary:
            let entries: [(key: String, value: Any)] = Mirror(reflecting: value).children.prefix(Self.maxElements).compactMap { entry in
                let pair = Array(Mirror(reflecting: entry.value).children)
                guard pair.count == 2 else { return nil }
                return (Self.keyText(pair[0].value), pair[1].value)
            }
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                walk(entry.value, path: path + "[\(entry.key)]", steps: steps, root: root)
            }
        case .object:
            guard steps < Self.maxSteps, visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
            walkProperties(of: Mirror(reflecting: value), path: path, steps: steps, root: root)
        case .value:
            guard steps < Self.maxSteps else { return }
            walkProperties(of: Mirror(reflecting: value), path: path, steps: steps, root: root)
        }
    }

    /// What a value of a type can hold, as far as names go.
    enum Kind {
        /// Nothing a path looks into: numbers, strings, closures, enums, sets, Glide's and the standard library's types.
        case leaf
        case view, viewController, optional, collection, dictionary
        /// An instance of a class of the user's.
        case object
        /// A struct or a tuple of the user's.
        case value
    }

    private static var kinds: [ObjectIdentifier: Kind] = [:]

    /// The kind of `value`'s type, worked out once per type.
    static func kind(of value: Any) -> Kind {
        let type = Swift.type(of: value)
        let key = ObjectIdentifier(type)
        if let known = kinds[key] { return known }
        let kind: Kind
        if type is UIView.Type {
            kind = .view
        } else if type is UIViewController.Type {
            kind = .viewController
        } else {
            switch Mirror(reflecting: value).displayStyle {
            case .optional?: kind = .optional
            case .collection?: kind = .collection
            case .dictionary?: kind = .dictionary
            case .class?: kind = isSystemType(type) ? .leaf : .object
            case .struct?, .tuple?: kind = isSystemType(type) ? .leaf : .value
            default: kind = .leaf
            }
        }
        kinds[key] = kind
        return kind
    }

    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// The name of `object`'s type, as a path starts with it ("HalfSheetPresentationController").
    static func typeName(of object: AnyObject) -> String {
        let type: AnyObject.Type = Swift.type(of: object)
        if let known = typeNames[ObjectIdentifier(type)] { return known }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// A property's label as a path component: `.name`, `.x` for lazy storage, `.0` for a tuple's element.
    static func component(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        if label.hasPrefix(lazyPrefix) { return "." + label.dropFirst(lazyPrefix.count) }
        return label.hasPrefix(".") ? label : "." + label
    }

    /// A dictionary key as a subscript: strings quoted, anything else as Swift prints it.
    static func keyText(_ key: Any) -> String {
        if let string = key as? String { return "\"\(string)\"" }
        return String(describing: key)
    }

    /// Modules whose types a path does not look into: Glide's own (its UIKit included) and the standard libraries.
    static let systemModules: Set<Substring> = [
        "GlideUIKitCore", "GlideUIKit", "GlideCheck", "GlideGestureRecognition", "GlideInteraction", "GlideInput", "GlideEvdev",
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation", "Dispatch", "_Concurrency",
    ]
    private static var systemTypes: [ObjectIdentifier: Bool] = [:]

    /// True for a type of Glide's or of the standard libraries.
    static func isSystemType(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = systemTypes[key] { return known }
        let qualified = String(reflecting: type)
        let module = qualified.prefix { $0 != "." }
        let system = module.count < qualified.count && systemModules.contains(module)
        systemTypes[key] = system
        return system
    }
}
