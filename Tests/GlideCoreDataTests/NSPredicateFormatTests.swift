import Foundation
import GlideCoreData
import Testing

/// Predicate strings as fetch requests and list screens write them (`NSPredicate(format:)`), which
/// swift-corelibs-foundation cannot parse: GlideCoreData's parser, on managed objects and dictionaries.
@Suite struct NSPredicateFormatTests {
    let rows: [[String: Any]] = [
        ["title": "Apple", "n": 3, "done": false, "tag": "fruit"],
        ["title": "banana", "n": 10, "done": true, "tag": "fruit"],
        ["title": "Crème", "n": 7, "done": false, "tag": "veg"],
    ]

    func titles(_ predicate: NSPredicate) -> [String] {
        rows.filter { predicate.evaluate(with: $0) }.map { $0["title"] as? String ?? "?" }
    }

    @Test("comparisons, options, compounds, arguments and lists select what iOS selects")
    func formats() {
        #expect(titles(NSPredicate(format: "title == %@", "Apple")) == ["Apple"])
        #expect(titles(NSPredicate(format: "n > %d AND done == NO", 4)) == ["Crème"])
        #expect(titles(NSPredicate(format: "title CONTAINS[c] %@", "AN")) == ["banana"])
        #expect(titles(NSPredicate(format: "title BEGINSWITH[cd] 'creme' OR n <= 3")) == ["Apple", "Crème"])
        #expect(titles(NSPredicate(format: "NOT (tag IN %@)", ["veg"])) == ["Apple", "banana"])
        #expect(titles(NSPredicate(format: "%K == %@", "tag", "veg")) == ["Crème"])
        #expect(titles(NSPredicate(format: "n BETWEEN {5, 10}")) == ["banana", "Crème"])
        #expect(titles(NSPredicate(format: "title LIKE[c] '*an?na'")) == ["banana"])
        #expect(titles(NSPredicate(format: "TRUEPREDICATE")).count == 3)
        #expect(titles(NSPredicate(format: "done = true && !(n < 5)")) == ["banana"])
        #expect(titles(NSPredicate(format: "n != %@", NSNumber(value: 3))) == ["banana", "Crème"])
        #expect(titles(NSPredicate(format: "title ENDSWITH 'e' AND n >= %@", argumentArray: [3])) == ["Apple", "Crème"])
        // Core Data's integer attributes are Int64, Int32 or Int16.
        #expect(NSPredicate(format: "count > %d", 2).evaluate(with: ["count": Int64(3)] as [String: Any]))
        #expect(!NSPredicate(format: "count > %d", 2).evaluate(with: ["count": Int16(1)] as [String: Any]))
    }

    @Test("a fetch request's format predicate reads the managed objects' attributes")
    func onManagedObjects() throws {
        let container = NSPersistentContainer(name: "Lists")
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        for (title, done) in [("milk", false), ("eggs", true), ("tea", false)] {
            let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
            item.setValue(title, forKey: "title")
            item.setValue(done, forKey: "done")
        }
        try context.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.predicate = NSPredicate(format: "done == %@ AND title != %@", NSNumber(value: false), "tea")
        #expect(try context.fetch(request).map { $0.value(forKey: "title") as? String } == ["milk"])
    }
}
