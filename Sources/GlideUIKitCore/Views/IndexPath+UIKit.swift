import Foundation

// UIKit's additions to Foundation's `IndexPath`, which Foundation on Linux lacks.
extension IndexPath {
    /// The index path of `row` in `section` (a table view's row).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The index path of `item` in `section` (a collection view's item).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index (a table view's row).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index (a collection view's item).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
