import Foundation

// UIKit's additions to Foundation's `NSIndexPath` (`UITableView`'s and `UICollectionView`'s), which
// Foundation on Linux lacks. They read the path as `IndexPath`'s additions do: the first index is the
// section, the second the row or item.
extension NSIndexPath {
    /// The index path of `row` in `section` (a table view's row).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The index path of `item` in `section` (a collection view's item).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The first index (`NSNotFound` for an empty path).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

    /// The second index: a table view's row (`NSNotFound` for a path of fewer than two indexes).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    /// The second index: a collection view's item (`NSNotFound` for a path of fewer than two indexes).
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
}
