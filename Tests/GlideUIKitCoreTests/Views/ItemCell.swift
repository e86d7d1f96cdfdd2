import Foundation
@testable import GlideUIKitCore

/// A cell that shows one item, made in code (`init(frame:)`), counting its reuses: the collection-view tests' cell.
@MainActor
final class ItemCell: UICollectionViewCell {
    var item: String?
    var reused = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
