import Foundation

// Key-value coding (`value(forKey:)`, `setValue(_:forKeyPath:)` …) without the Objective-C runtime, which on iOS
// finds a property's accessors by name. Glide's own classes spell their keys out (``KeyValueCodingClass``): views,
// layers (with Core Animation's `transform.scale`, `position.x`, and any custom key), view controllers, property
// animators and presentation controllers. On other objects a key reads a stored property of the object's own class
// (Swift's reflection finds it by name, as the runtime finds an instance variable); nothing else can be looked up.
//
// The methods are `@_disfavoredOverload` so that Foundation's own (`NSDictionary.value(forKey:)`,
// `Operation.willChangeValue(forKey:)`) keep winning where they exist.

extension NSObject {
    /// The value of the property named `key` (`NSNumber` for numbers, `NSValue` for geometry, as on iOS).
    ///
    /// Glide differs from the Objective-C runtime: Glide's classes answer the keys their UIKit and Core Animation
    /// counterparts are known for (views, layers, view controllers, property animators, presentation controllers), a
    /// layer any key; on your own classes only stored
    /// properties can be read (through Swift's reflection: a computed property has no name at run time on Linux).
    /// An unknown key stops the program, as iOS's `NSUnknownKeyException` does, with a message saying which.
    @_disfavoredOverload
    @discardableResult
    public func value(forKey key: String) -> Any? {
        switch KeyValueCoding.lookUp(key, in: self) {
        case .value(let value): return value
        case .undefined: KeyValueCoding.undefinedKey(key, of: self)
        }
    }

    /// The value at a dotted key path: each key is looked up on the value of the one before (a layer answers Core
    /// Animation's paths, `transform.rotation.z`, as a whole).
    @_disfavoredOverload
    @discardableResult
    public func value(forKeyPath keyPath: String) -> Any? {
        if case .value(let value) = KeyValueCoding.lookUp(keyPath, in: self) { return value }
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let first = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let next = value(forKey: first) else { return nil }
        guard let object = next as? NSObject else { KeyValueCoding.undefinedKey(rest, of: next) }
        return object.value(forKeyPath: rest)
    }

    /// Sets the property named `key`, through its setter (so observers are told).
    ///
    /// Glide differs from the Objective-C runtime: only Glide's classes' keys can be set (on a layer any key, kept on
    /// the layer as Core Animation keeps it); setting a key of your own classes stops the program with a message.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        guard KeyValueCoding.set(value, key, in: self) else { KeyValueCoding.unsettableKey(key, of: self) }
    }

    /// Sets the value at a dotted key path (the last key, on the value of the path before it).
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if KeyValueCoding.set(value, keyPath, in: self) { return }
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let first = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let next = self.value(forKey: first) else { return }
        guard let object = next as? NSObject else { KeyValueCoding.unsettableKey(rest, of: next) }
        object.setValue(value, forKeyPath: rest)
    }

    /// The values of `keys`, `NSNull` for nil (`dictionaryWithValues(forKeys:)`).
    @_disfavoredOverload
    @discardableResult
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for key in keys { result[key] = value(forKey: key) ?? NSNull() }
        return result
    }

    /// Sets each key of `keyedValues` (`NSNull` sets nil).
    @_disfavoredOverload
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }
}

/// The lookups behind `NSObject`'s key-value coding.
package enum KeyValueCoding {
    /// The value of `keyPath` as `object`'s class answers it as a whole, else a stored property named `keyPath` of a
    /// class that is not Glide's (for a key without a dot).
    package static func lookUp(_ keyPath: String, in object: NSObject) -> KeyValueCodingAnswer {
        if let coded = object as? any KeyValueCodingClass {
            let answer = coded.keyValueCodingValue(forKeyPath: keyPath)
            if case .value = answer { return answer }
        }
        if let dictionary = object as? NSDictionary, !keyPath.contains(".") {
            return .value(dictionary.object(forKey: keyPath))
        }
        guard !keyPath.contains(".") else { return .undefined }
        return storedProperty(keyPath, of: object)
    }

    /// Sets `keyPath` as `object`'s class answers it; false when it cannot be set.
    package static func set(_ value: Any?, _ keyPath: String, in object: NSObject) -> Bool {
        if let coded = object as? any KeyValueCodingClass, coded.keyValueCodingSetValue(value, forKeyPath: keyPath) { return true }
        if let dictionary = object as? NSMutableDictionary, !keyPath.contains(".") {
            if let value { dictionary.setObject(value, forKey: keyPath as NSString) } else { dictionary.removeObject(forKey: keyPath) }
            return true
        }
        return false
    }

    /// A stored property named `key` (or `_key`) declared by one of `object`'s classes outside Glide and Foundation,
    /// read through Swift's reflection.
    static func storedProperty(_ key: String, of object: AnyObject) -> KeyValueCodingAnswer {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if !isGlideOrFoundation(current.subjectType) {
                for child in current.children
                where child.label == key || child.label == "_" + key || child.label == "$__lazy_storage_$_" + key {
                    return .value(KeyValueBoxing.box(unwrapped(child.value)))
                }
            }
            mirror = current.superclassMirror
        }
        return .undefined
    }

    /// True for a type of Glide's modules or Foundation (whose private storage is not key-value coding's).
    static func isGlideOrFoundation(_ type: Any.Type) -> Bool {
        let module = String(reflecting: type).prefix { $0 != "." }
        return ["GlideUIKitCore", "GlideQuartzCore", "GlideObjectiveC", "GlideUIKit", "GlideCoreGraphics", "Foundation", "Swift"].contains(String(module))
    }

    /// The value inside an optional (nil for `.none`), else the value itself.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    /// Stops as iOS does on an unknown key (`NSUnknownKeyException`), saying what Glide can look up instead.
    package static func undefinedKey(_ key: String, of object: Any) -> Never {
        preconditionFailure("[\(type(of: object)) valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key). "
            + "(Glide answers the keys of its UIKit and Core Animation classes, any key on a layer, and the stored properties of your own classes.)")
    }

    /// Stops where a key cannot be set: iOS's `NSUnknownKeyException`, or a key of a class that is not Glide's.
    package static func unsettableKey(_ key: String, of object: Any) -> Never {
        preconditionFailure("[\(type(of: object)) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key). "
            + "(Glide sets the keys of its UIKit and Core Animation classes and any key on a layer; a property of your own class has no setter Glide can find by name: set it directly.)")
    }
}
