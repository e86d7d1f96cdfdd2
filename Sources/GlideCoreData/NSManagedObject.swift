import Foundation
import GlideObjectiveC

/// An object of a Core Data entity (`NSManagedObject`): its attributes and relationships are key-value storage
/// (`value(forKey:)`, `setValue(_:forKey:)`, and the `@NSManaged` properties `glide port` turns into accessors over
/// them), tracked by its context as inserted, updated or deleted until the context saves.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's entity.
    open private(set) var entity: NSEntityDescription
    /// The context that holds it (nil once deleted and saved, or when made without one).
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Its identity.
    open private(set) var objectID: NSManagedObjectID
    /// Its attributes and relationships, by key.
    private var values: [String: Any] = [:]
    /// The values as last saved, for ``changedValues()`` and ``NSManagedObjectContext/rollback()``.
    var committedValues: [String: Any] = [:]

    /// True while inserted in its context and not saved.
    open internal(set) var isInserted = false
    /// True while deleted in its context and not saved.
    open internal(set) var isDeleted = false
    /// True when an attribute changed since the last save (or since it was fetched).
    open var isUpdated: Bool { !isInserted && !isDeleted && !changedValues().isEmpty }
    /// Whether the object has unsaved changes.
    open var hasChanges: Bool { isInserted || isDeleted || isUpdated }
    /// Glide's objects are never faults.
    open var isFault: Bool { false }

    /// A new object of `entity`, inserted in `context` when there is one (Core Data's designated initializer).
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity)
        super.init()
        context?.insert(self)
    }

    /// A new object of this class's entity (the entity named as the class), inserted in `context`.
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: NSEntityDescription.named(String(describing: Self.self)), insertInto: moc)
    }

    /// The entity named as this class.
    open class func entity() -> NSEntityDescription { NSEntityDescription.named(String(describing: self)) }

    /// A fetch request for this class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// The value stored for `key`, without notifying (`primitiveValue(forKey:)`).
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    /// Stores `value` for `key`, without notifying.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        values[key] = value
        noteChange()
    }

    /// The attributes changed since the last save, with their new values (`NSNull` for nil).
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in Set(values.keys).union(committedValues.keys) where !Self.same(values[key], committedValues[key]) {
            changed[key] = values[key] ?? NSNull()
        }
        return changed
    }

    /// The values as last saved, for `keys` (all when nil).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committedValues }
        return committedValues.filter { keys.contains($0.key) }
    }

    /// Called once when the object is first inserted (override to set defaults).
    open func awakeFromInsert() {}
    /// Called when the object was fetched (Glide's objects are never refetched: not called).
    open func awakeFromFetch() {}
    /// Called before the context saves the object.
    open func willSave() {}
    /// Called after the context saved the object.
    open func didSave() {}
    /// Called when the object is deleted.
    open func prepareForDeletion() {}
    /// Kept for Core Data's accessor pattern; Glide's objects are never faults.
    open func willAccessValue(forKey key: String?) {}
    /// Kept for Core Data's accessor pattern.
    open func didAccessValue(forKey key: String?) {}

    /// The values are saved: the committed values are now these.
    func commit() {
        committedValues = values
        isInserted = false
        objectID.isTemporaryID = false
    }

    /// The unsaved changes are dropped.
    func revert() { values = committedValues }

    private func noteChange() {
        if !isInserted, !isDeleted { managedObjectContext?.noteUpdated(self) }
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as NSObject, b as NSObject): return a.isEqual(b)
        case let (a as AnyHashable, b as AnyHashable): return a == b
        case let (a as AnyObject, b as AnyObject): return a === b
        default: return false
        }
    }
}

extension NSManagedObject: KeyValueCodingClass {
    /// Any key is an attribute, as a managed object's entity declares them (Glide reads no model).
    package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        guard !keyPath.contains(".") else { return .undefined }
        return .value(KeyValueBoxing.box(values[keyPath]))
    }

    package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard !keyPath.contains(".") else { return false }
        willChangeValue(forKey: keyPath)
        values[keyPath] = value is NSNull ? nil : value
        noteChange()
        didChangeValue(forKey: keyPath)
        return true
    }

    package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? { nil }

    package func keyValueObservingNotifies(forKey key: String) -> Bool { true }
}
