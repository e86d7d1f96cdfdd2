import Foundation

/// Layout-wide settings of a compositional layout (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls in. Glide differs: sections are stacked vertically whatever it says.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (kept).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
