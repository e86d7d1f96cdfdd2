import GlideUIKit
import Testing

/// `NSMapTable`, which Foundation on Linux lacks: weak keys and values go when their objects do.
@MainActor @Suite struct NSMapTableTests {
    final class Key: NSObject {}

    @Test func weakKeysLeaveWithTheirObjects() {
        let table = NSMapTable<Key, UIViewPropertyAnimator>.weakToStrongObjects()
        var key: Key? = Key()
        let animator = UIViewPropertyAnimator()
        table.setObject(animator, forKey: key)
        #expect(table.object(forKey: key) === animator && table.count == 1)
        key = nil
        #expect(table.count == 0)
    }

    @Test func weakValuesLeaveWithTheirObjectsAndKeysCompareByEquality() {
        let table = NSMapTable<NSString, UIView>(keyOptions: .strongMemory, valueOptions: .weakMemory)
        var view: UIView? = UIView()
        table.setObject(view, forKey: "card")
        #expect(table.object(forKey: NSString(string: "card")) === view)
        #expect(table.keyEnumerator().allObjects.count == 1)
        view = nil
        #expect(table.object(forKey: "card") == nil && table.count == 0)
        let strong = NSMapTable<NSString, UIView>.strongToStrongObjects()
        strong.setObject(UIView(), forKey: "a")
        strong.setObject(UIView(), forKey: "a")
        #expect(strong.count == 1)
        strong.removeObject(forKey: "a")
        #expect(strong.count == 0)
        #expect(NSPointerFunctions.Options.weakMemory.rawValue == 5)
    }
}
