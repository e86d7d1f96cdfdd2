import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): its size relative to the group that
/// holds it, the insets of its content, and space around it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's size (leading and trailing as left and right: Glide runs left to right).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's size, before and after it along its group (a fixed spacing's points).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary views attached to the item (kept; Glide lays out only boundary supplementary items).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}
