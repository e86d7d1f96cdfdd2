import Foundation

/// How a section scrolls across the layout (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
