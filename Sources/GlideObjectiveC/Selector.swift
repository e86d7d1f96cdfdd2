import Foundation

/// A method to call on a target: UIKit's target-action without the Objective-C runtime.
///
/// Glide differs from UIKit here: Linux has no `#selector`, so a selector is built from an unapplied
/// method reference, `Selector(MyViewController.handlePan(_:))`, which `glide port` writes for you
/// in place of `#selector(handlePan(_:))`. The target must be an instance of the method's type (or
/// a subclass); the sender is passed when the method takes an argument of the sender's type, or of a subclass of it
/// (as the runtime passes it, see `sender(_:as:)`).
/// `Selector("name")` makes a selector that only names a method: it compares and prints, and calling
/// it does nothing (there is no runtime to look the name up in).
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The method's name, as `#selector` would print it (e.g. `handlePan:`), for reports and equality.
    public let name: String
    private let invoke: (@MainActor (Any, [Any?]) -> Bool)?
    /// Whether a target is an instance of the method's type (nil for a name-only selector).
    private let accepts: (@Sendable (Any) -> Bool)?

    /// A selector that only names a method (UIKit's `Selector("handlePan:")`); performing it does nothing.
    public init(_ name: String) {
        self.name = name
        self.invoke = nil
        self.accepts = nil
    }

    /// A selector for a method that takes no arguments.
    ///
    /// The parameter is not marked `@MainActor` although the method is called on the main actor only
    /// (``perform(on:sender:event:)``): a Swift 6 `@MainActor` function type is `@Sendable`, and a method
    /// reference of the user's class converted to it warns in Swift 5 code (once per ported `#selector`).
    public init<Target>(_ method: @escaping (Target) -> () -> Void, name: String? = nil) {
        self.name = name ?? Selector.defaultName(Target.self, arity: 0)
        nonisolated(unsafe) let method = method
        self.accepts = { $0 is Target }
        self.invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A selector for a method that takes the sender (a gesture recognizer, a control, a display link…).
    public init<Target, Sender>(_ method: @escaping (Target) -> (Sender) -> Void, name: String? = nil) {
        self.name = name ?? Selector.defaultName(Target.self, arity: 1)
        nonisolated(unsafe) let method = method
        self.accepts = { $0 is Target }
        self.invoke = { target, arguments in
            guard let target = target as? Target else { return false }
            guard let sender = Selector.sender(arguments.first ?? nil, as: Sender.self) else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A selector for a control action that takes the sender and the event (`action(_:forEvent:)`).
    public init<Target, Sender, Event>(_ method: @escaping (Target) -> (Sender, Event) -> Void, name: String? = nil) {
        self.name = name ?? Selector.defaultName(Target.self, arity: 2)
        nonisolated(unsafe) let method = method
        self.accepts = { $0 is Target }
        self.invoke = { target, arguments in
            guard let target = target as? Target else { return false }
            guard let sender = Selector.sender(arguments.first ?? nil, as: Sender.self),
                  let event = Selector.argument(arguments, 1, as: Event.self) else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// A selector for a method of three arguments (`animationDidStop(_:finished:context:)`,
    /// `image(_:didFinishSavingWithError:contextInfo:)`), performed with ``perform(on:arguments:)``.
    public init<Target, First, Second, Third>(_ method: @escaping (Target) -> (First, Second, Third) -> Void, name: String? = nil) {
        self.name = name ?? Selector.defaultName(Target.self, arity: 3)
        nonisolated(unsafe) let method = method
        self.accepts = { $0 is Target }
        self.invoke = { target, arguments in
            guard let target = target as? Target, let first = Selector.argument(arguments, 0, as: First.self),
                  let second = Selector.argument(arguments, 1, as: Second.self),
                  let third = Selector.argument(arguments, 2, as: Third.self) else { return false }
            method(target)(first, second, third)
            return true
        }
    }

    /// A selector for a class (or static) method that takes the sender, performed with the class itself as the target
    /// (`addTarget(MyClass.self, action: #selector(MyClass.handlePan(_:)))`, which `glide port` writes as
    /// `Selector(MyClass.handlePan(_:), name:)`).
    ///
    /// Glide differs: any class used as a target performs it (a static method reference does not carry its class),
    /// where the runtime would raise "unrecognized selector" for a class without the method.
    public init<Sender>(_ method: @escaping (Sender) -> Void, name: String? = nil) {
        self.name = name ?? Selector.defaultName(Sender.self, arity: 1)
        nonisolated(unsafe) let method = method
        self.accepts = { $0 is ClassTarget }
        self.invoke = { target, arguments in
            guard target is ClassTarget, let sender = Selector.sender(arguments.first ?? nil, as: Sender.self) else { return false }
            method(sender)
            return true
        }
    }

    /// A selector for a class (or static) method that takes no arguments, performed with the class as the target.
    public init(_ method: @escaping () -> Void, name: String? = nil) {
        self.name = name ?? "method"
        nonisolated(unsafe) let method = method
        self.accepts = { $0 is ClassTarget }
        self.invoke = { target, _ in
            guard target is ClassTarget else { return false }
            method()
            return true
        }
    }

    /// Argument `index` of `arguments` as `T`: a missing or nil argument is nil of an optional `T`, as the runtime
    /// passes nil; nil when it cannot be a `T`.
    private static func argument<T>(_ arguments: [Any?], _ index: Int, as _: T.Type) -> T? {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let typed = value as? T { return typed }
        if let typed = Optional<Any>.none as? T { return typed }
        guard let value else { return nil }
        return Selector.sender(value, as: T.self)
    }

    /// This selector, also performed on instances of `others`' types: what `glide port` writes for a `#selector` whose
    /// method other classes of the module declare under the same name. The Objective-C runtime looks a selector's name
    /// up in the target's own class, whichever class the `#selector` named it through; a target is given the method of
    /// the first of this selector and `others` whose type it is an instance of.
    public func alsoOn(_ others: [Selector]) -> Selector {
        let invokers = ([invoke] + others.map(\.invoke)).compactMap { $0 }
        let acceptors = ([accepts] + others.map(\.accepts)).compactMap { $0 }
        return Selector(name: name, invoke: { target, arguments in
            for invoke in invokers where invoke(target, arguments) { return true }
            return false
        }, accepts: { target in acceptors.contains { $0(target) } })
    }

    private init(name: String, invoke: (@MainActor (Any, [Any?]) -> Bool)?, accepts: (@Sendable (Any) -> Bool)?) {
        self.name = name
        self.invoke = invoke
        self.accepts = accepts
    }

    /// Calls the method on `target` with `sender` (and `event` for two-argument actions). Returns
    /// false when nothing was called: a name-only selector, or a target or sender of the wrong type.
    @MainActor
    @discardableResult
    public func perform(on target: Any, sender: Any? = nil, event: Any? = nil) -> Bool {
        if let invoke { return invoke(target, [sender, event]) }
        return named(on: target)?.perform(on: target, sender: sender, event: event) ?? false
    }

    /// The method a name-only selector names on a target that lists its methods by name (``GlideNamedMethods``).
    @MainActor
    private func named(on target: Any) -> Selector? {
        guard let listing = target as? any GlideNamedMethods, let method = listing.glideMethodsByName[name], method.invoke != nil else { return nil }
        return method
    }

    /// Calls the method on `target` with `arguments`, in order (nil where the method takes an optional). Returns false
    /// when nothing was called: a name-only selector, a target of the wrong type, or an argument the method cannot take.
    @MainActor
    @discardableResult
    public func perform(on target: Any, arguments: [Any?]) -> Bool {
        if let invoke { return invoke(target, arguments) }
        return named(on: target)?.perform(on: target, arguments: arguments) ?? false
    }

    /// True when the selector can call a method (it was made from a method reference).
    public var isPerformable: Bool { invoke != nil }

    /// True when `target` has the selector's method: it is an instance of the method's type (or a subclass). A
    /// name-only selector has one only on a target that lists its methods by name (``GlideNamedMethods``; there is no
    /// runtime to look the name up in).
    @MainActor
    @discardableResult
    public func canPerform(on target: Any) -> Bool {
        if let accepts { return accepts(target) }
        return named(on: target)?.canPerform(on: target) ?? false
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// `sender` as the method's parameter type. The Objective-C runtime passes the sender whatever the method declares,
    /// so an action declared for a subclass of the sender's class (`handle(_ pan: UIScreenEdgePanGestureRecognizer)` that
    /// a plain `UIPanGestureRecognizer` calls) still runs on iOS. Glide passes it the same way when the declared class is
    /// one whose own members are safe to use on an instance of its superclass (``ReinterpretableAsSuperclassInstance``);
    /// otherwise, and for a sender of an unrelated type, nothing is called.
    static func sender<Sender>(_ sender: Any?, as _: Sender.Type) -> Sender? {
        if let typed = sender as? Sender { return typed }
        guard let sender, let senderClass = type(of: sender) as? AnyClass, let declared = Sender.self as? AnyClass,
              declared is any ReinterpretableAsSuperclassInstance.Type, isSubclass(declared, of: senderClass) else { return nil }
        return unsafeBitCast(sender as AnyObject, to: Sender.self)
    }

    private static func isSubclass(_ sub: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = sub
        while let type = current {
            if type == base { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    private static func defaultName(_ type: Any.Type, arity: Int) -> String {
        "\(type).method" + String(repeating: ":", count: arity)
    }
}

/// A class of Glide's whose own members (those its superclass does not have) read and write only its superclass's
/// storage and are statically dispatched, so that an instance of the superclass can be passed where it is declared, as
/// the Objective-C runtime passes it: `UIScreenEdgePanGestureRecognizer`, whose `edges` a plain pan answers.
package protocol ReinterpretableAsSuperclassInstance: AnyObject {}
