import Foundation

/// A supplementary view (a badge, a header) in a compositional layout (UIKit's `NSCollectionLayoutSupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view dequeues the view by.
    public let elementKind: String
    /// The view's stacking order (1 by default, above cells).
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}
