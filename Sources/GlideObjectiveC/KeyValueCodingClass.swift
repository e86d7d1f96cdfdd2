import Foundation

/// What a key-value coding lookup found (`@unchecked Sendable`: it hands a value from the main actor's objects to the
/// caller that asked for it, as the runtime's key-value coding does).
package enum KeyValueCodingAnswer: @unchecked Sendable {
    /// The key (path) exists; its value, boxed as Objective-C boxes it (`NSNumber`, `NSValue`), nil when it is nil.
    case value(Any?)
    /// The class has no such key (path).
    case undefined
}

/// How one of Glide's classes answers key-value coding: what the Objective-C runtime finds by name on iOS (the
/// accessors of `@objc` properties), each class spelling out its keys. Glide's modules conform their classes
/// (`CALayer`, `UIResponder`, `UIViewPropertyAnimator`, `UIPresentationController`); `NSObject`'s key-value coding
/// and observing ask them.
package protocol KeyValueCodingClass: AnyObject {
    /// The value at `keyPath` when the class answers that path as a whole (a key, or a path such as Core Animation's
    /// `position.x`), else `.undefined` (the path is then split at its first dot).
    func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer
    /// Sets the value at `keyPath` when the class answers that path as a whole; false otherwise.
    func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
    /// The key path (`contentOffset`, `presentedView.frame`) that a Swift key path rooted at `root` (this class or a
    /// subclass) names, nil when it names none the class knows.
    static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String?
    /// False for a key the class answers but whose changes it never notifies (observing it would hear nothing: Glide
    /// stops instead); true for every other key, a subclass's own among them (its setter may notify by hand).
    func keyValueObservingNotifies(forKey key: String) -> Bool
}

/// Values as Objective-C's key-value coding hands them out and takes them in.
package enum KeyValueBoxing {
    /// `value` boxed as key-value coding boxes it on iOS: numbers and booleans in `NSNumber`, Foundation's geometry in
    /// `NSValue`; objects and everything else as they are.
    package static func box(_ value: Any?) -> Any? {
        guard let value else { return nil }
        switch value {
        case let v as NSNumber: return v
        case let v as Bool: return NSNumber(value: v)
        case let v as Int: return NSNumber(value: v)
        case let v as UInt: return NSNumber(value: v)
        case let v as Int32: return NSNumber(value: v)
        case let v as Double: return NSNumber(value: v)
        case let v as Float: return NSNumber(value: v)
        case let v as CGFloat: return NSNumber(value: Double(v))
        case let v as CGPoint: return NSValue(point: v)
        case let v as CGSize: return NSValue(size: v)
        case let v as CGRect: return NSValue(rect: v)
        default: return value
        }
    }

    /// A number from any of the types users pass: `NSNumber`, `CGFloat`, `Double`, `Float`, `Int`, `Bool`.
    package static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as NSNumber: return v.doubleValue
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Bool: return v ? 1 : 0
        default: return nil
        }
    }

    /// A `CGFloat` from a number of any type.
    package static func cgFloat(_ value: Any?) -> CGFloat? { double(value).map { CGFloat($0) } }

    /// A `Bool` from `NSNumber` or `Bool`.
    package static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        default: return nil
        }
    }

    /// A point from `CGPoint` or an `NSValue` holding one.
    package static func point(_ value: Any?) -> CGPoint? {
        if let p = value as? CGPoint { return p }
        if let v = value as? NSValue, String(cString: v.objCType).hasPrefix("{CGPoint") { return v.pointValue }
        return nil
    }

    /// A size from `CGSize` or an `NSValue` holding one.
    package static func size(_ value: Any?) -> CGSize? {
        if let s = value as? CGSize { return s }
        if let v = value as? NSValue, String(cString: v.objCType).hasPrefix("{CGSize") { return v.sizeValue }
        return nil
    }

    /// A rectangle from `CGRect` or an `NSValue` holding one.
    package static func rect(_ value: Any?) -> CGRect? {
        if let r = value as? CGRect { return r }
        if let v = value as? NSValue, String(cString: v.objCType).hasPrefix("{CGRect") { return v.rectValue }
        return nil
    }
}
