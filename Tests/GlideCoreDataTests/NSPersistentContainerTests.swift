import Foundation
import GlideCoreData
import Testing

/// Core Data as apps use it beside their transitions: the Xcode template's stack in the app delegate, and a screen that
/// inserts, fetches, changes, deletes and saves a few objects.
@Suite struct NSPersistentContainerTests {
    /// The Xcode template's app delegate code, as it is written (Swift 5 era).
    final class TemplateStack {
        lazy var persistentContainer: NSPersistentContainer = {
            let container = NSPersistentContainer(name: "Notes")
            container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                if let error = error as NSError? {
                    fatalError("Unresolved error \(error), \(error.userInfo)")
                }
            })
            return container
        }()

        func saveContext() {
            let context = persistentContainer.viewContext
            if context.hasChanges {
                do {
                    try context.save()
                } catch {
                    let nserror = error as NSError
                    fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
                }
            }
        }
    }

    /// An entity's class as apps write one (the attributes are what `glide port` makes of `@NSManaged`).
    final class Note: NSManagedObject {
        var title: String? {
            get { value(forKey: "title") as? String }
            set { setValue(newValue, forKey: "title") }
        }
        var order: Int {
            get { value(forKey: "order") as? Int ?? 0 }
            set { setValue(newValue, forKey: "order") }
        }
    }

    @Test("the template's stack loads its store, and its viewContext saves what a screen inserted")
    func theTemplateStackSaves() throws {
        let stack = TemplateStack()
        let context = stack.persistentContainer.viewContext
        #expect(stack.persistentContainer.persistentStoreCoordinator.persistentStores.count == 1)
        #expect(!context.hasChanges)
        let note = Note(context: context)
        note.title = "first"
        #expect(context.hasChanges && note.isInserted && note.objectID.isTemporaryID)
        stack.saveContext()
        #expect(!context.hasChanges && !note.isInserted && !note.objectID.isTemporaryID)
        let fetched = try context.fetch(NSFetchRequest<Note>(entityName: "Note"))
        #expect(fetched.count == 1 && fetched.first === note && fetched.first?.title == "first")
        note.title = "changed"
        #expect(note.isUpdated && note.changedValues()["title"] as? String == "changed")
        context.rollback()
        #expect(note.title == "first" && !context.hasChanges)
    }

    @Test("a fetch filters by a block predicate, sorts by key, offsets and limits; a delete leaves the fetches")
    func fetchesFilterSortAndDelete() throws {
        let container = NSPersistentContainer(name: "Cards")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.viewContext
        for (index, title) in ["c", "a", "b", "d"].enumerated() {
            let card = NSEntityDescription.insertNewObject(forEntityName: "Card", into: context)
            card.setValue(title, forKey: "title")
            card.setValue(index, forKey: "order")
        }
        try context.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Card")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map { $0.value(forKey: "title") as? String } == ["a", "b", "c", "d"])
        request.predicate = NSPredicate { object, _ in ((object as? NSManagedObject)?.value(forKey: "order") as? Int ?? 0) >= 1 }
        request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: false)]
        request.fetchLimit = 2
        #expect(try context.fetch(request).map { $0.value(forKey: "title") as? String } == ["d", "b"])
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Card")) == 4)
        let first = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Card")).first)
        context.delete(first)
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Card")) == 3)
        try context.save()
        #expect(try container.newBackgroundContext().count(for: NSFetchRequest<NSManagedObject>(entityName: "Card")) == 3)
    }

    @Test("a child context's save reaches its parent, and the parent's save the store")
    func aChildSavesIntoItsParent() throws {
        let container = NSPersistentContainer(name: "Drafts")
        container.loadPersistentStores { _, _ in }
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = container.viewContext
        child.performAndWait {
            let draft = NSEntityDescription.insertNewObject(forEntityName: "Draft", into: child)
            draft.setValue("hello", forKey: "text")
        }
        try child.save()
        #expect(container.viewContext.hasChanges)
        #expect(try container.newBackgroundContext().count(for: NSFetchRequest<NSManagedObject>(entityName: "Draft")) == 0)
        try container.viewContext.save()
        let saved = try container.newBackgroundContext().fetch(NSFetchRequest<NSManagedObject>(entityName: "Draft"))
        #expect(saved.map { $0.value(forKey: "text") as? String } == ["hello"])
    }

    @Test("a context without a store cannot save, with Cocoa's error")
    func noStoreNoSave() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        _ = NSEntityDescription.insertNewObject(forEntityName: "Loose", into: context)
        #expect(throws: NSError.self) { try context.save() }
    }
}

extension NSPersistentContainerTests {
    /// An entity class that overrides Core Data's designated initializer, as hand-written classes do (it must build as on
    /// iOS, where the initializer is not `required`).
    final class Tag: NSManagedObject {
        override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            super.init(entity: entity, insertInto: context)
            setPrimitiveValue("new", forKey: "name")
        }
    }

    @Test("an entity class that overrides init(entity:insertInto:) builds and runs its override")
    func anOverriddenDesignatedInitializer() throws {
        let container = NSPersistentContainer(name: "Tags")
        container.loadPersistentStores { _, _ in }
        let tag = Tag(context: container.viewContext)
        #expect(tag.value(forKey: "name") as? String == "new" && tag.entity.name == "Tag")
        try container.viewContext.save()
        #expect(try container.viewContext.fetch(NSFetchRequest<Tag>(entityName: "Tag")).first === tag)
    }
}
