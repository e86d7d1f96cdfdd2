import Foundation

/// A dictionary that may hold its keys or values weakly (Foundation's `NSMapTable`), which Foundation on
/// Linux lacks: transition code keeps animators or interactors per view controller in one without keeping
/// the view controllers alive.
///
/// An entry whose weak key or weak value was deallocated is gone: ``object(forKey:)`` no longer finds it
/// and ``count`` no longer counts it. Keys are compared by `isEqual(_:)` (identity with
/// `.objectPointerPersonality`).
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private struct Entry {
        let strongKey: KeyType?
        weak var weakKey: KeyType?
        var strongValue: ObjectType?
        weak var weakValue: ObjectType?
        var key: KeyType? { strongKey ?? weakKey }
        var value: ObjectType? { strongValue ?? weakValue }
    }

    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private var entries: [Entry] = []

    /// A map table holding keys and values as `keyOptions` and `valueOptions` say.
    public init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options, capacity initialCapacity: Int) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
        entries.reserveCapacity(initialCapacity)
    }

    public convenience init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
    }

    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .strongMemory, valueOptions: .strongMemory) }
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .weakMemory, valueOptions: .strongMemory) }
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .strongMemory, valueOptions: .weakMemory) }
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { .init(keyOptions: .weakMemory, valueOptions: .weakMemory) }

    private var keysAreWeak: Bool { keyOptions.contains(.weakMemory) }
    private var valuesAreWeak: Bool { valueOptions.contains(.weakMemory) }

    private func matches(_ a: KeyType, _ b: KeyType) -> Bool {
        if keyOptions.contains(.objectPointerPersonality) { return a === b }
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return a === b
    }

    private func purge() { entries.removeAll { $0.key == nil || $0.value == nil } }

    /// The value for `aKey`, if any.
    public func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        purge()
        return entries.first { $0.key.map { matches($0, aKey) } ?? false }?.value
    }

    /// Sets the value for `aKey` (nil removes it).
    public func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        removeObject(forKey: aKey)
        guard let anObject else { return }
        entries.append(Entry(strongKey: keysAreWeak ? nil : aKey, weakKey: keysAreWeak ? aKey : nil,
                             strongValue: valuesAreWeak ? nil : anObject, weakValue: valuesAreWeak ? anObject : nil))
    }

    /// Removes the value for `aKey`.
    public func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        entries.removeAll { entry in entry.key.map { matches($0, aKey) } ?? true }
    }

    public func removeAllObjects() { entries.removeAll() }

    /// The number of live entries.
    public var count: Int {
        purge()
        return entries.count
    }

    /// The live keys, in the order they were set.
    public func keyEnumerator() -> NSEnumerator { NSArray(array: liveEntries.compactMap(\.key)).objectEnumerator() }

    /// The live values, in the order they were set.
    public func objectEnumerator() -> NSEnumerator? { NSArray(array: liveEntries.compactMap(\.value)).objectEnumerator() }

    /// The live entries as a dictionary (for keys that are `Hashable`).
    public func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var result: [AnyHashable: ObjectType] = [:]
        for entry in liveEntries {
            if let key = entry.key as? AnyHashable, let value = entry.value { result[key] = value }
        }
        return result
    }

    private var liveEntries: [Entry] {
        purge()
        return entries
    }
}
