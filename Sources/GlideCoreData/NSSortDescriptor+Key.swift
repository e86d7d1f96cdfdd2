import Foundation
import GlideObjectiveC

/// The sort by key a fetch request takes (`NSSortDescriptor(key:ascending:)`), which swift-corelibs-foundation marks
/// unavailable (it has no key-value coding).
///
/// Glide's addition: GlideCoreData gives the initializer back for fetch requests, which read the key from managed
/// objects (``NSManagedObject`` answers any key); the descriptor's own `compare(_:to:)` does not use it.
extension NSSortDescriptor {
    /// A descriptor that sorts by the value for `key`, ascending or not.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSSortDescriptorKeyRoot.order, ascending: ascending)
        objc_setAssociatedObject(self, SortKey.address, key, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }

    /// A descriptor that sorts by the value for `key` with `selector`: a case-insensitive comparison
    /// (`localizedCaseInsensitiveCompare(_:)`, `caseInsensitiveCompare(_:)`) compares strings without case; any other,
    /// as ``init(key:ascending:)``.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(key: key, ascending: ascending)
        if let selector, String(describing: selector).lowercased().contains("caseinsensitive") {
            objc_setAssociatedObject(self, SortKey.caseInsensitiveAddress, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// The key given to ``init(key:ascending:)``.
    var sortKey: String? { objc_getAssociatedObject(self, SortKey.address) as? String }

    /// Whether strings compare without case.
    var comparesWithoutCase: Bool { objc_getAssociatedObject(self, SortKey.caseInsensitiveAddress) as? Bool ?? false }
}

/// The key path the descriptors made by key are given (their sorting is the fetch's: see above).
final class NSSortDescriptorKeyRoot: NSObject {
    var order = 0
}

/// The associated-object keys of a descriptor's key and case.
private enum SortKey {
    nonisolated(unsafe) static let address = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let caseInsensitiveAddress = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
