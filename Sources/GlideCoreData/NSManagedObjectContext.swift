import Foundation

/// A scratch pad of managed objects (`NSManagedObjectContext`): it inserts, fetches, changes, deletes and saves them,
/// to its parent context or its coordinator's store.
///
/// Glide differs from Core Data: `perform(_:)` runs its block at once, on the calling thread (a context's queue is not
/// modelled), so that a replay runs the same way every time; `performAndWait(_:)` does as on iOS.
open class NSManagedObjectContext: NSObject {
    /// How the context is confined (kept).
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType = 0, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    /// The context's concurrency type.
    public let concurrencyType: ConcurrencyType
    /// The coordinator whose store a save writes (a child context's is its parent's).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { coordinator ?? parent?.persistentStoreCoordinator }
        set { coordinator = newValue }
    }
    private var coordinator: NSPersistentStoreCoordinator?
    /// The context a save pushes to, for a child context.
    open var parent: NSManagedObjectContext?
    /// A name for debugging.
    open var name: String?
    /// Kept: Glide's contexts share their store's objects.
    open var automaticallyMergesChangesFromParent = false
    /// Kept (`NSMergeByPropertyObjectTrumpMergePolicy`…).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Kept (swift-corelibs-foundation has no `UndoManager`; nil by default, as on iOS).
    open var undoManager: AnyObject?
    /// Kept.
    open var shouldDeleteInaccessibleFaults = true
    /// Kept.
    open var transactionAuthor: String?

    /// The objects inserted and not saved.
    open private(set) var insertedObjects: Set<NSManagedObject> = []
    /// The objects changed and not saved.
    open private(set) var updatedObjects: Set<NSManagedObject> = []
    /// The objects deleted and not saved.
    open private(set) var deletedObjects: Set<NSManagedObject> = []
    /// Every object the context holds: those it inserted, and those it fetched.
    open private(set) var registeredObjects: Set<NSManagedObject> = []

    /// A context of `type`.
    public init(concurrencyType type: ConcurrencyType) {
        concurrencyType = type
        super.init()
    }

    public override convenience init() { self.init(concurrencyType: .confinementConcurrencyType) }

    /// Whether there are unsaved insertions, changes or deletions.
    open var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty || updatedObjects.contains { $0.hasChanges } }

    /// Inserts `object`; it is saved with the next ``save()``.
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || !registeredObjects.contains(object) else { return }
        object.managedObjectContext = self
        object.isInserted = true
        insertedObjects.insert(object)
        registeredObjects.insert(object)
        object.awakeFromInsert()
    }

    /// Deletes `object`: gone from fetches now, from the store with the next ``save()``.
    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        if insertedObjects.remove(object) != nil {
            registeredObjects.remove(object)
            object.isInserted = false
            object.managedObjectContext = nil
            return
        }
        updatedObjects.remove(object)
        object.isDeleted = true
        deletedObjects.insert(object)
    }

    /// `object` changed an attribute.
    func noteUpdated(_ object: NSManagedObject) {
        registeredObjects.insert(object)
        updatedObjects.insert(object)
    }

    /// The objects `request` asks for: the saved ones of its entity (the parent's unsaved ones too, for a child) and this
    /// context's inserted ones, less those deleted here, filtered by its predicate, sorted, offset and limited.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try matching(request).compactMap { $0 as? T }
    }

    /// How many objects `request` would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try matching(request).count
    }

    /// The objects of `entityName` this context sees.
    func visibleObjects(of entityName: String) -> [NSManagedObject] {
        var objects = parent?.visibleObjects(of: entityName) ?? persistentStoreCoordinator?.saved[entityName] ?? []
        objects += insertedObjects.filter { $0.entity.name == entityName }.sorted { $0.objectID.hash < $1.objectID.hash }
        return objects.filter { !deletedObjects.contains($0) && !$0.isDeleted }
    }

    private func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let entityName = request.entityName else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134_060, userInfo: [NSLocalizedDescriptionKey: "A fetch request must have an entity."])
        }
        var objects = visibleObjects(of: entityName)
        if !request.includesPendingChanges { objects.removeAll { $0.isInserted } }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects.sort { a, b in Self.ordered(a, b, by: descriptors) }
        }
        objects = Array(objects.dropFirst(max(0, request.fetchOffset)))
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        for object in objects { registeredObjects.insert(object) }
        return objects
    }

    /// Whether `a` comes before `b` by the first descriptor whose key tells them apart: nil first, then numbers, strings
    /// and dates ordered as a predicate's comparisons order them (``PredicateFormat``); other values are not told apart.
    private static func ordered(_ a: NSManagedObject, _ b: NSManagedObject, by descriptors: [NSSortDescriptor]) -> Bool {
        for descriptor in descriptors {
            guard let key = descriptor.sortKey else { continue }
            let left = a.value(forKey: key), right = b.value(forKey: key)
            let order: ComparisonResult = switch (left, right) {
            case (nil, nil): .orderedSame
            case (nil, _): .orderedAscending
            case (_, nil): .orderedDescending
            default: PredicateFormat.order(left, right, .init(caseInsensitive: descriptor.comparesWithoutCase)) ?? .orderedSame
            }
            if order == .orderedSame { continue }
            return descriptor.ascending ? order == .orderedAscending : order == .orderedDescending
        }
        return false
    }

    /// Saves the changes: to the parent context for a child, else into the coordinator's store.
    open func save() throws {
        guard hasChanges else { return }
        let inserted = insertedObjects, deleted = deletedObjects, updated = updatedObjects
        for object in inserted.union(updated) { object.willSave() }
        if let parent {
            for object in inserted { parent.adopt(object) }
            for object in deleted { parent.delete(object) }
            for object in updated where !deleted.contains(object) { parent.noteUpdated(object) }
        } else {
            guard let coordinator = persistentStoreCoordinator else {
                throw NSError(domain: NSCocoaErrorDomain, code: 134_020, userInfo: [NSLocalizedDescriptionKey: "This context has no persistent store coordinator."])
            }
            for object in inserted.sorted(by: { $0.objectID.hash < $1.objectID.hash }) {
                coordinator.saved[object.entity.name ?? "", default: []].append(object)
            }
            for object in deleted {
                coordinator.saved[object.entity.name ?? ""]?.removeAll { $0 === object }
                registeredObjects.remove(object)
                object.managedObjectContext = nil
            }
            for object in inserted.union(updated) { object.commit() }
        }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
        for object in inserted.union(updated) { object.didSave() }
    }

    /// A child's save hands `object` to this context as inserted here.
    private func adopt(_ object: NSManagedObject) {
        insertedObjects.insert(object)
        registeredObjects.insert(object)
        object.isInserted = true
    }

    /// Drops the unsaved changes: inserted objects leave, deleted ones come back, changed ones take their saved values.
    open func rollback() {
        for object in insertedObjects {
            object.isInserted = false
            object.managedObjectContext = nil
            registeredObjects.remove(object)
        }
        for object in deletedObjects { object.isDeleted = false }
        for object in updatedObjects { object.revert() }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
    }

    /// Forgets every object (as ``rollback()``, then empties ``registeredObjects``).
    open func reset() {
        rollback()
        registeredObjects = []
    }

    /// Kept: Glide's objects are never faults.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        if !flag { object.revert() }
    }

    /// Kept.
    open func refreshAllObjects() {}

    /// The object `objectID` names (this context's, its parent's or the store's).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = try? existingObject(with: objectID) { return object }
        return NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object `objectID` names, or an error when no context or store has it.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registeredObjects.first(where: { $0.objectID == objectID }) { return object }
        if let parent, let object = try? parent.existingObject(with: objectID) { return object }
        if let object = persistentStoreCoordinator?.savedObject(with: objectID) { return object }
        throw NSError(domain: NSCocoaErrorDomain, code: 133_000, userInfo: [NSLocalizedDescriptionKey: "No object with that ID."])
    }

    /// Runs `block` (at once: see the class's "Glide differs").
    open func perform(_ block: @escaping () -> Void) { block() }

    /// Runs `block` and waits for it.
    open func performAndWait(_ block: () -> Void) { block() }
}

/// Merge policies (kept: Glide's contexts never conflict).
public let NSErrorMergePolicy: NSMergePolicy = .error
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = .mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = .mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: NSMergePolicy = .overwrite
public let NSRollbackMergePolicy: NSMergePolicy = .rollback

/// A merge policy (`NSMergePolicy`), kept.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
             overwriteMergePolicyType, rollbackMergePolicyType
    }
    public let mergeType: MergeType
    public init(merge ty: MergeType) {
        mergeType = ty
        super.init()
    }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
