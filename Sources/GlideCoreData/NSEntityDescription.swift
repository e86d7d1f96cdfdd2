import Foundation
import Synchronization

/// An entity of a model (`NSEntityDescription`): its name and the class of its objects.
///
/// Glide differs from Core Data: no compiled model is read, so an entity is made from its name when first asked for, and
/// the objects ``insertNewObject(forEntityName:into:)`` makes are plain ``NSManagedObject``s (an entity's class is made
/// through its own initializer, ``NSManagedObject/init(context:)``: `Note(context: context)`). Its attributes are
/// whatever keys its objects are given.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String!
    /// Whether the entity is abstract (kept).
    open var isAbstract = false
    /// Kept: Glide's entities have no declared properties.
    open var properties: [NSPropertyDescription] = []

    public override init() { super.init() }

    /// The entities made so far, by name.
    private static let known = Mutex([String: NSEntityDescription]())

    /// The entity named `name`, made the first time it is asked for.
    static func named(_ name: String) -> NSEntityDescription {
        known.withLock { known in
            if let entity = known[name] { return entity }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = name
            known[name] = entity
            return entity
        }
    }

    /// The entity named `entityName` (made from the name: see the class's "Glide differs").
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        named(entityName)
    }

    /// A new object of the entity named `entityName`, inserted in `context` (a plain ``NSManagedObject``: see the class).
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: named(entityName), insertInto: context)
    }
}

/// A property of an entity (`NSPropertyDescription`), kept.
open class NSPropertyDescription: NSObject {
    open var name = ""
    open var isOptional = true
}

/// An attribute of an entity (`NSAttributeDescription`), kept.
open class NSAttributeDescription: NSPropertyDescription {}

/// A relationship of an entity (`NSRelationshipDescription`), kept.
open class NSRelationshipDescription: NSPropertyDescription {}

/// A data model (`NSManagedObjectModel`): its entities.
///
/// Glide differs from Core Data: a compiled model (`.momd`) is not read; `init(contentsOf:)` makes an empty model, and
/// entities are made by name as they are asked for (see ``NSEntityDescription``).
open class NSManagedObjectModel: NSObject {
    /// The entities declared (those set, and those made by name).
    open var entities: [NSEntityDescription] = []
    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }) { first, _ in first }
    }

    public override init() { super.init() }

    /// The model compiled at `url` (an empty one: see the class's "Glide differs"); nil when `url` is not a file URL.
    public convenience init?(contentsOf url: URL) {
        guard url.isFileURL else { return nil }
        self.init()
    }

    /// The model merged from the bundles' models (an empty one).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

/// An object's identity in its store (`NSManagedObjectID`).
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The object's entity.
    public let entity: NSEntityDescription
    /// True until the object is saved.
    open internal(set) var isTemporaryID = true
    private let number: Int

    private static let issued = Atomic<Int>(0)

    init(entity: NSEntityDescription) {
        number = Self.issued.wrappingAdd(1, ordering: .relaxed).newValue
        self.entity = entity
        super.init()
    }

    /// A URI for the object: `x-coredata://glide/ENTITY/pN` (`tN` while temporary).
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://glide/\(entity.name ?? "entity")/\(isTemporaryID ? "t" : "p")\(number)")!
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.number == number }
    open override var hash: Int { number }
}
