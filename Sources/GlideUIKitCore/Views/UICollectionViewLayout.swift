import Foundation
import GlideCoreGraphics

/// Where an item goes (UIKit's `UICollectionViewLayoutAttributes`).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame = CGRect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width, height: newValue.height) }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var isHidden = false
    open var zIndex = 0
    open var indexPath: IndexPath
    /// Whether the attributes place a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of the supplementary or decoration view placed (nil for a cell).
    public let representedElementKind: String?

    /// Attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes of the supplementary view of `elementKind` (``UICollectionView/elementKindSectionHeader``, …) at
    /// `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
}

/// Places a collection view's items (UIKit's `UICollectionViewLayout`): subclass and override.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// A layout from an archive. Glide differs: nothing is decoded (Glide reads no archives of layouts).
    public required init?(coder: NSCoder) { super.init() }

    /// Computes the layout; called before the collection view asks for attributes.
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the items intersecting `rect`.
    @discardableResult
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath` (by default none).
    @discardableResult
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Marks the layout as needing ``prepare()`` again.
    open func invalidateLayout() { collectionView?.layoutDidInvalidate() }
    /// Whether a bounds change needs a new layout (for a flow layout: when the size changes).
    @discardableResult
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The content offset to show after the layout is installed or its items change, given the one the collection view
    /// proposes (the current one): by default the proposed one.
    @discardableResult
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where scrolling released at `velocity` (points per second) stops, given where it would (`proposedContentOffset`):
    /// by default there. Override it to stop on an item.
    @discardableResult
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Makes `collectionView` the layout's collection view (nil: the layout is no longer installed).
    func attach(to collectionView: UICollectionView?) { self.collectionView = collectionView }
}
