import Foundation

/// The archive Glide hands to `init?(coder:)` when a table or collection view makes a cell of a class
/// registered with `register(_:forCellReuseIdentifier:)` alone: it carries the reuse identifier.
///
/// UIKit makes a class-registered cell with `init(frame:)` (collection) or `init(style:reuseIdentifier:)`
/// (table), and only a storyboard's prototype cell with `init?(coder:)`. Glide does the same when the
/// registration says how to make the cell: `register(MyCell.self, forCellWithReuseIdentifier: id,
/// initializer: MyCell.init(frame:))`, which `glide port` writes for every `register(MyCell.self, …)`.
/// Glide differs from UIKit here, forced by Linux (no Objective-C runtime to call an arbitrary class's
/// non-`required` initializer from a class value): a subclass registered by class value alone is made
/// the storyboard way, through its `init?(coder:)` with this archive, then sent `awakeFromNib()` (the
/// path the test scaffolding uses for prototype cells). The base classes `UITableViewCell` and
/// `UICollectionViewCell` are always made with their UIKit initializers.
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

extension UIView {
    /// A reusable view (a cell, a section's header or footer) made from ``CellArchive``: takes the archive's frame and
    /// returns its reuse identifier (nil for another coder, such as a storyboard's).
    func reuseIdentifier(restoringFrom coder: NSCoder) -> String? {
        guard let archive = coder as? CellArchive else { return nil }
        frame = archive.frame
        return archive.reuseIdentifier
    }

    /// Adds `contentView` over this view's bounds, resizing with it (a cell's or a header's content view).
    func embedContentView(_ contentView: UIView) {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

