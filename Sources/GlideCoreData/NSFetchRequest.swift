import Foundation

/// What a fetch request can return (Core Data's `NSFetchRequestResult`): managed objects, object IDs, dictionaries and
/// numbers.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// A request to a persistent store (`NSPersistentStoreRequest`).
open class NSPersistentStoreRequest: NSObject {
    /// The stores the request reads (nil: all of the coordinator's).
    open var affectedStores: [NSPersistentStore]?
}

/// What a fetch returns (`NSFetchRequestResultType`): Glide's fetches return managed objects.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A search of one entity's objects (`NSFetchRequest`): its entity, a predicate, the sort and a limit.
///
/// Glide differs from Core Data in the generic parameter only: it is unconstrained, as Swift on Linux cannot make the
/// protocol `NSFetchRequestResult` (an Objective-C protocol on iOS) conform to itself, which
/// `NSFetchRequest<NSFetchRequestResult>` needs.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    /// The entity's name.
    open var entityName: String?
    /// The entity (its description, made from the name when set by name).
    open var entity: NSEntityDescription? {
        get { entityName.map(NSEntityDescription.named) }
        set { entityName = newValue?.name }
    }
    /// Which objects to return; nil for all. A predicate made with `NSPredicate(block:)` is evaluated on each object;
    /// swift-corelibs-foundation cannot parse `NSPredicate(format:)`.
    open var predicate: NSPredicate?
    /// The order: each descriptor's key read from the objects (`value(forKey:)`), compared as numbers, strings or dates.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects (0: no limit).
    open var fetchLimit = 0
    /// Objects to skip first.
    open var fetchOffset = 0
    /// Kept; Glide fetches everything at once.
    open var fetchBatchSize = 0
    /// Kept; Glide's objects are never faults.
    open var returnsObjectsAsFaults = true
    /// Kept; Glide's fetches return managed objects.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// Kept: Glide's objects carry every attribute.
    open var propertiesToFetch: [Any]?
    /// Kept: Glide's objects carry their relationships as values.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Whether objects inserted in the context and not saved are returned too (true, as in Core Data).
    open var includesPendingChanges = true

    public override init() { super.init() }

    /// A request for the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
}

/// The result of a store request (`NSPersistentStoreResult`).
open class NSPersistentStoreResult: NSObject {}
