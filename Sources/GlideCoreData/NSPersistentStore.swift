import Foundation

/// The store types (`NSSQLiteStoreType`…): Glide keeps every store in memory whatever its type.
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
/// Store options, kept and not read.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A persistent store (`NSPersistentStore`).
///
/// Glide differs from Core Data: the store is in memory (its coordinator's), whatever its type and URL; nothing is read
/// from or written to its file.
open class NSPersistentStore: NSObject {
    /// Its type (`NSSQLiteStoreType`…), as added.
    open var type: String
    /// Its file's URL, as added (never opened).
    open var url: URL?
    /// The model configuration it was added for.
    open var configurationName: String
    /// The options it was added with.
    open var options: [AnyHashable: Any]?
    /// An identifier, unique in the process.
    open var identifier: String!

    init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?) {
        self.type = type
        self.configurationName = configurationName ?? "Default"
        self.url = url
        self.options = options
        self.identifier = UUID().uuidString
        super.init()
    }
}

/// How a container adds a store (`NSPersistentStoreDescription`).
open class NSPersistentStoreDescription: NSObject {
    open var type: String = NSSQLiteStoreType
    open var url: URL?
    open var configuration: String?
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    /// The store's options (``setOption(_:forKey:)``).
    open private(set) var options: [String: NSObject] = [:]

    public override init() { super.init() }

    /// A description of the store at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    /// Sets the store option `key`.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// The coordinator between contexts and stores (`NSPersistentStoreCoordinator`): it holds the saved objects, by entity.
open class NSPersistentStoreCoordinator: NSObject {
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// A name for debugging.
    open var name: String?
    /// The saved objects, by entity name, in the order they were saved.
    var saved: [String: [NSManagedObject]] = [:]

    /// A coordinator for `model`.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// Adds a store (in memory: see ``NSPersistentStore``).
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, configurationName: configuration, url: storeURL, options: options)
        persistentStores.append(store)
        return store
    }

    /// Adds the store `description` describes and calls `block` with it (at once: Glide's stores open synchronously).
    open func addPersistentStore(with description: NSPersistentStoreDescription, completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        do {
            try addPersistentStore(ofType: description.type, configurationName: description.configuration, at: description.url, options: description.options)
            block(description, nil)
        } catch {
            block(description, error)
        }
    }

    /// The store whose URL is `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

    /// Removes `store`.
    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }

    /// The object `objectID` names, if it is saved.
    func savedObject(with objectID: NSManagedObjectID) -> NSManagedObject? {
        saved[objectID.entity.name ?? ""]?.first { $0.objectID == objectID }
    }
}
