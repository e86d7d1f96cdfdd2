import Foundation

/// The archive Glide hands to `init?(coder:)` when a table or collection view makes a cell of a class
/// registered with `register(_:forCellReuseIdentifier:)`: it carries the reuse identifier.
///
/// Glide's deliberate difference, forced by Linux (no Objective-C runtime to call an arbitrary
/// class's `init(style:reuseIdentifier:)` or `init(frame:)`): a registered *subclass* is made through
/// its `init?(coder:)` — the initializer iOS uses for storyboard prototype cells — with this archive,
/// then sent `awakeFromNib()`. A subclass whose `init?(coder:)` calls `super.init(coder:)` works as
/// written; one whose `init?(coder:)` is `fatalError()` traps, as it would on iOS from a storyboard.
/// The base classes `UITableViewCell` and `UICollectionViewCell` are made with their UIKit initializers.
final class CellArchive: NSCoder, @unchecked Sendable {
    let reuseIdentifier: String
    let frame: CGRect

    init(reuseIdentifier: String, frame: CGRect) {
        self.reuseIdentifier = reuseIdentifier
        self.frame = frame
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}

/// Cells waiting to be reused, per identifier.
@MainActor
struct ReusePool<Cell: UIView> {
    private var cells: [String: [Cell]] = [:]

    mutating func push(_ cell: Cell, identifier: String?) {
        guard let identifier else { return }
        cells[identifier, default: []].append(cell)
    }

    mutating func pop(_ identifier: String) -> Cell? {
        cells[identifier]?.popLast()
    }

    mutating func removeAll() { cells.removeAll() }
}
