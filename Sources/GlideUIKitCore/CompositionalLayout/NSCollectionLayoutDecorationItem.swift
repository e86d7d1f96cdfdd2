import Foundation

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`), such as its background.
///
/// Glide differs: decoration views are kept in the section and not shown (Glide's collection views have none).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout registered the view under.
    public let elementKind: String
    /// The view's stacking order (0 by default, below cells).
    open var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A view of `elementKind` behind the whole section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
