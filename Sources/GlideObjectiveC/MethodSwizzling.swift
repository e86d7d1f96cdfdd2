import Foundation

// Method swizzling without the Objective-C runtime, for the methods of Glide's own classes that libraries exchange to
// observe UIKit (Hero exchanges CALayer's `add(_:forKey:)` with its `hero_add(anim:forKey:)` to record every animation
// added while it builds a snapshot's). Linux has no method table, and Swift cannot replace a method of a class it did not
// compile, so Glide's method asks ``MethodSwizzling`` at its entry whether the app's method stands in for it, and
// `glide port` turns the app's call of its own method under its own name (its way of calling the original) into a call
// of Glide's original (``MethodSwizzling/callOriginal(_:)``).

/// A method of a class, as the Objective-C runtime's `class_getInstanceMethod(_:_:)` returns it: the class and the
/// selector naming the method (a selector `glide port` writes for `#selector` holds the method).
public struct Method: @unchecked Sendable, CustomStringConvertible {
    /// The class asked for.
    public let owner: AnyClass
    /// The selector naming the method.
    public let selector: Selector

    public var description: String { "\(owner).\(selector.name)" }
}

/// The runtime's `class_getInstanceMethod(_:_:)`: the method `name` of `cls`.
///
/// Glide differs: Linux has no method table to look the name up in, so any selector that holds its method (one
/// `glide port` wrote for `#selector`) is taken as the class's; nil for a missing class or a selector made from a name.
@discardableResult
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls, name.isPerformable else { return nil }
    return Method(owner: cls, selector: name)
}

/// The runtime's `method_exchangeImplementations(_:_:)`: exchanges one of Glide's own methods that can be exchanged
/// (``MethodSwizzling/exchangeable``) with the app's method, so that every later call of Glide's method on an instance of
/// the class (or of a subclass) runs the app's.
///
/// Glide differs: only the methods ``MethodSwizzling/exchangeable`` lists can be exchanged, in one direction (the app's
/// method calling itself under its own name runs Glide's original, as `glide port` rewrites that call); any other
/// exchange changes nothing and is kept in ``MethodSwizzling/ignoredExchanges``, with one line on standard error.
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
    MethodSwizzling.exchange(m1, m2)
}

/// The runtime's `IMP`, a method's implementation: here a token that stands for the method it was read from.
public typealias IMP = OpaquePointer

/// The runtime's `method_getImplementation(_:)`: the implementation of `m`.
///
/// Glide differs: Linux has no implementations to hand around; the token returned only travels to
/// ``class_addMethod(_:_:_:_:)``, which adds nothing.
public func method_getImplementation(_ m: Method) -> IMP {
    OpaquePointer(bitPattern: 1)!
}

/// The runtime's `method_getTypeEncoding(_:)`: nil, Glide has no type encodings (only ``class_addMethod(_:_:_:_:)``
/// takes it, and ignores it).
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? {
    nil
}

/// The runtime's `class_addMethod(_:_:_:_:)`: adds a method to a class when it has none of that name; false when it has.
///
/// Glide differs: Linux has no method table to add to, so it adds nothing and answers false, "the class has it", which
/// sends the add-or-exchange idiom (`if !class_addMethod(…) { method_exchangeImplementations(…) }`) to the exchange,
/// which Glide honours for its methods that can be exchanged (``MethodSwizzling/exchangeable``) and names otherwise.
@discardableResult
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    false
}

/// The exchanges made by ``method_exchangeImplementations(_:_:)`` that Glide's methods honour.
public enum MethodSwizzling {
    /// Glide's methods that can be exchanged, by class name: each asks ``replacement(for:of:)`` at its entry. `glide port`
    /// ports a swizzle of these and refuses others, naming them.
    public static let exchangeable: [String: Set<String>] = [
        "CALayer": ["add(_:forKey:)"],
        "UIViewController": ["viewDidLoad"],
    ]

    private struct Exchange {
        let owner: AnyClass
        let method: String
        let replacement: Selector
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var exchanges: [Exchange] = []
    nonisolated(unsafe) private static var ignored: [String] = []
    nonisolated(unsafe) private static var bypasses = 0

    /// The exchanges Glide could not honour ("CALayer.render(in:) ⇄ CALayer.my_render(in:)"), in order.
    public static var ignoredExchanges: [String] { lock.withLock { ignored } }

    static func exchange(_ m1: Method, _ m2: Method) {
        // Glide's method of the class or of a superclass (an exchange on a subclass changes the subclass's instances).
        let named = { (method: Method) -> Bool in
            var type: AnyClass? = method.owner
            while let current = type {
                if exchangeable[GlideMethodTable.name(of: current)]?.contains(method.selector.name) == true { return true }
                type = _getSuperclass(current)
            }
            return false
        }
        lock.lock()
        defer { lock.unlock() }
        let glides: Method, apps: Method
        if named(m1), !named(m2) {
            (glides, apps) = (m1, m2)
        } else if named(m2), !named(m1) {
            (glides, apps) = (m2, m1)
        } else {
            let pair = "\(m1) ⇄ \(m2)"
            ignored.append(pair)
            FileHandle.standardError.write(Data(("glide: method_exchangeImplementations(\(pair)) changes nothing: Glide can exchange only "
                + exchangeable.sorted { $0.key < $1.key }.flatMap { owner, names in names.sorted().map { "\(owner).\($0)" } }.joined(separator: ", ")
                + " (Linux has no Objective-C method table)\n").utf8))
            return
        }
        if let same = exchanges.firstIndex(where: { $0.owner == glides.owner && $0.method == glides.selector.name }) {
            // Exchanging twice puts the implementations back, as the runtime does.
            exchanges.remove(at: same)
        } else {
            exchanges.append(Exchange(owner: glides.owner, method: glides.selector.name, replacement: apps.selector))
        }
    }

    /// The app's method that stands in for Glide's `method` on `object` (nil: run Glide's own), asked by Glide's
    /// exchangeable methods at their entry. A call made through ``callOriginal(_:)`` gets nil once.
    @discardableResult
    public static func replacement(for object: AnyObject, of method: String) -> Selector? {
        lock.lock()
        defer { lock.unlock() }
        guard !exchanges.isEmpty else { return nil }
        if bypasses > 0 {
            bypasses -= 1
            return nil
        }
        return exchanges.first { $0.method == method && isKind(object, of: $0.owner) }?.replacement
    }

    /// Runs `body`, the call of Glide's original method that the app's exchanged method makes when it calls itself under
    /// its own name (`glide port` writes `MethodSwizzling.callOriginal { self.add(anim, forKey: key) }` for Hero's
    /// `hero_add(anim: anim, forKey: key)` inside `hero_add`): that call runs Glide's own method, not the app's again.
    @discardableResult
    public static func callOriginal<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.withLock { if !exchanges.isEmpty { bypasses += 1 } }
        return try body()
    }

    /// Forgets every exchange (between tests).
    public static func reset() {
        lock.withLock {
            exchanges.removeAll()
            ignored.removeAll()
            bypasses = 0
        }
    }

    private static func isKind(_ object: AnyObject, of owner: AnyClass) -> Bool {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if current == owner { return true }
            type = _getSuperclass(current)
        }
        return false
    }
}
