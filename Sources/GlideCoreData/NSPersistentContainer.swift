import Foundation

/// A Core Data stack (`NSPersistentContainer`): a model, a coordinator with its stores, and the view context, as the
/// Xcode template's app delegate makes it.
///
/// Glide differs from Core Data: the stores are in memory (see ``NSPersistentStore``) and no compiled model is read
/// (see ``NSManagedObjectModel``).
open class NSPersistentContainer: NSObject {
    /// The container's name (the template's: the app's).
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores ``loadPersistentStores(completionHandler:)`` adds: one at ``defaultDirectoryURL()``/NAME.sqlite.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main queue's context.
    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// A container named `name` with the model of that name (an empty one: see ``NSManagedObjectModel``).
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    /// A container named `name` with `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))
        persistentStoreDescriptions = [description]
        super.init()
    }

    /// Where the stores' files would be: the temporary directory (nothing is written there).
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true) }

    /// Adds the described stores, calling `block` for each (at once, with no error).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A private queue's context on the same coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context (at once: see ``NSManagedObjectContext``).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}

/// A container whose stores mirror to CloudKit (`NSPersistentCloudKitContainer`): Glide's is a plain container.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
