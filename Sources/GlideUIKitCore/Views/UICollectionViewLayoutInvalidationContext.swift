import Foundation

/// What part of a layout needs computing again (UIKit's `UICollectionViewLayoutInvalidationContext`): everything (from
/// `invalidateLayout()`), the data source's counts, or only some items, with adjustments to the content's offset and
/// size. A layout names its own subclass with `invalidationContextClass`.
///
/// Glide differs: a layout is always prepared whole again; the context carries what was invalidated to the layout's own
/// `invalidateLayout(with:)`, and its content offset adjustment is applied.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalidated (a context made by `invalidateLayout()`).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's numbers of sections and items changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items invalidated, if any were named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views invalidated, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views invalidated, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the collection view's content offset moves with the new layout.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes.
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() { super.init() }

    /// Names items whose layout is invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose layout is invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }

    /// Names decoration views of `elementKind` whose layout is invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
}
