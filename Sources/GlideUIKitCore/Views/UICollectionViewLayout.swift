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

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
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
    /// Marks the layout as needing ``prepare()`` again: ``invalidateLayout(with:)`` with a context that invalidates
    /// everything.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }
    /// Marks what `context` names as needing layout again (Glide prepares the whole layout again) and moves the content
    /// by its offset adjustment.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard let collectionView else { return }
        if context.contentOffsetAdjustment != .zero {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x, y: offset.y + context.contentOffsetAdjustment.y)
        }
        collectionView.layoutDidInvalidate()
    }
    /// The class of the contexts this layout invalidates with (``UICollectionViewLayoutInvalidationContext`` by
    /// default; a flow layout's own).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }
    /// A context for a bounds change the layout said needs a new layout.
    @discardableResult
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }
    /// Whether a bounds change (a scroll, a resize) needs a new layout: asked whenever the collection view's bounds
    /// change (for a flow layout: when the size changes).
    @discardableResult
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Whether a cell's preferred attributes need a new layout (false: Glide's cells do not size themselves).
    @discardableResult
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }
    /// A context for a cell's preferred attributes.
    @discardableResult
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// A new context of ``invalidationContextClass``.
    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init() ?? UICollectionViewLayoutInvalidationContext()
    }

    // MARK: Updates

    /// Told of a batch update's changes before it is animated.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Told after a batch update's changes were laid out (inside its animation).
    open func finalizeCollectionViewUpdates() {}
    /// Where an inserted item starts (nil: its final place, faded in). Glide differs: inserted items fade in from their
    /// places whatever this says.
    @discardableResult
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted item goes as it disappears (nil: it fades out where it was).
    @discardableResult
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an inserted supplementary view starts (see ``initialLayoutAttributesForAppearingItem(at:)``).
    @discardableResult
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted supplementary view goes (kept; it fades out).
    @discardableResult
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Decoration views

    /// The attributes of a decoration view (none by default). Glide differs: decoration views are registered and asked
    /// for, and not shown.
    @discardableResult
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Registers the view class of decoration views of `elementKind` (kept).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass
    }
    /// Registers a nib of decoration views of `elementKind` (kept).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = nib
    }
    /// The decoration views registered, by kind (Glide's record).
    package private(set) var decorationRegistrations: [String: Any] = [:]

    /// Whether the layout flips in a right-to-left interface (Glide's interface runs left to right).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

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
