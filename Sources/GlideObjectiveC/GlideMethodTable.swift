/// What `responds(to:)` asks the Objective-C runtime, answered from a table `glide port` writes from a module's
/// declarations: for each class (by name), the methods it declares among those the module names in a `#selector`.
///
/// Glide differs: Linux has no method table of classes to ask at run time. ``responds(_:to:)`` walks the object's
/// class and its superclasses through the table; a class the table does not list (one outside the ported files and
/// Glide) answers false, and so does a method it declares that no `#selector` of the module names.
public struct GlideMethodTable: Sendable {
    private let methods: [String: Set<String>]

    /// A table of class names (as Swift prints them, without module or generic arguments) to method names (`m(_:)`).
    public init(_ methods: [String: Set<String>]) {
        self.methods = methods
    }

    /// Whether `object` has the method `selector` names (false for nil): what its own `responds(to:)` answers when it
    /// has one (``GlideRespondsToSelector``: a delegate proxy), else ``classResponds(_:to:)``.
    ///
    /// Glide differs: an object that answers `responds(to:)` itself is asked on the main actor, where Glide's objects
    /// live (asking it from another thread stops the program).
    ///
    /// A class object (`UIApplication.responds(to:)`, what `glide port` writes as `UIApplication.self`) is asked for a
    /// class method: Glide knows the ones libraries send by name (``classMethods``); any other answers false.
    @discardableResult
    public func responds(_ object: Any?, to selector: Selector?) -> Bool {
        if let cls = object as? AnyClass, let name = selector?.name {
            return Self.classMethod(name, of: cls)
        }
        if let answering = object as? any GlideRespondsToSelector {
            nonisolated(unsafe) let answering = answering
            return MainActor.assumeIsolated { answering.responds(to: selector) }
        }
        return classResponds(object, to: selector)
    }

    /// Whether `object`'s class, or one of its superclasses, declares the method `selector` names (false for nil),
    /// whatever the object's own `responds(to:)` says: `NSObject`'s answer, which `super.responds(to:)` gives in a
    /// class that overrides it (what `glide port` writes for that call).
    @discardableResult
    public func classResponds(_ object: Any?, to selector: Selector?) -> Bool {
        guard let object, let name = selector?.name else { return false }
        var type: AnyClass? = Swift.type(of: object) as? AnyClass
        while let current = type {
            if let declared = methods[Self.name(of: current)], Self.matches(name, in: declared) { return true }
            type = _getSuperclass(current)
        }
        return false
    }

    /// The class methods Glide's classes answer by name, by class: the ones libraries send with `perform(_:)` to stay
    /// safe in app extensions (`UIApplication.perform(NSSelectorFromString("sharedApplication"))`).
    public static let classMethods: [String: Set<String>] = [
        "UIApplication": ["sharedApplication"],
    ]

    /// Whether `cls` or a superclass has the class method `name` among ``classMethods``.
    public static func classMethod(_ name: String, of cls: AnyClass) -> Bool {
        var type: AnyClass? = cls
        while let current = type {
            if let declared = classMethods[Self.name(of: current)], matches(name, in: declared) { return true }
            type = _getSuperclass(current)
        }
        return false
    }

    /// A class's name as the table keys it: `Outer.Inner<T>` → `Inner`.
    static func name(of type: AnyClass) -> String {
        let full = _typeName(type, qualified: false)
        return String(full.prefix { $0 != "<" })
    }

    /// A full name matches itself; a base name (`handlePan`) matches any full name of that base.
    static func matches(_ name: String, in declared: Set<String>) -> Bool {
        if declared.contains(name) { return true }
        if name.contains("(") {
            let base = String(name.prefix { $0 != "(" })
            return declared.contains(base)
        }
        return declared.contains { $0.hasPrefix(name + "(") }
    }
}
