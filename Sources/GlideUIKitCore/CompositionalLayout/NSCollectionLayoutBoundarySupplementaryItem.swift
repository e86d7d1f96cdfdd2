import Foundation

/// A section's header or footer in a compositional layout (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`):
/// laid out above the section's groups when aligned to the top, below when aligned to the bottom.
///
/// Glide differs: `pinToVisibleBounds` is kept and the header scrolls with its section.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the section grows to hold the item (true by default).
    open var extendsBoundary = true
    /// Whether the item stays in view while its section scrolls (kept).
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
