import Foundation

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated for all its items,
/// with insets, spacing between groups, a header and footer.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    /// Insets of the section's content (leading and trailing as left and right: Glide runs left to right).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between the section's groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's own scrolling. Glide differs: a section that scrolls orthogonally
    /// lays its groups out in one line across (beyond the collection view's width), which does not scroll on its own.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the content insets (true by default).
    open var supplementariesFollowContentInsets = true
    /// Views behind the section (kept; see ``NSCollectionLayoutDecorationItem``).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items when the section scrolls (kept; Glide's sections do not scroll on their own).
    open var visibleItemsInvalidationHandler: (([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section (iOS 14): full-width rows of an estimated 44 points, as `configuration` asks.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.section()
    }
}
