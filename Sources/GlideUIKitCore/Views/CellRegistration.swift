import Foundation

/// How a table or collection view makes the cells registered under one identifier.
@MainActor
enum CellRegistration<Cell: UIView> {
    /// A class value only: the storyboard way (see ``CellArchive``).
    case archived(AnyClass)
    /// UIKit's way: the class's own initializer.
    case initializer((CGRect) -> Cell)
    /// A nib: the first of its top-level objects that is a `Cell`, made anew for each cell.
    case nib(UINib)
}
