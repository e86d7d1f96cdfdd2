import Foundation
import GlideCoreGraphics

/// A layout between two layouts, for a change of layout driven step by step (UIKit's `UICollectionViewTransitionLayout`).
///
/// Each item's attributes are those of ``currentLayout`` and ``nextLayout`` mixed by ``transitionProgress`` (0: the
/// current layout's, 1: the next one's): its centre, size, alpha and transform linearly; an item only one layout
/// places keeps that layout's attributes. The content size is mixed the same way. Setting ``transitionProgress``
/// invalidates the layout, so the collection view moves its cells on its next layout pass (at once when they are
/// asked for). Install it as the collection view's layout directly, or let
/// ``UICollectionView/startInteractiveTransition(to:completion:)`` install one.
///
/// Glide differs: the transform is mixed component by component (UIKit does not document how it mixes them), and
/// ``updateValue(_:forAnimatedKey:)``'s values are stored and read back, not animated by the collection view when it
/// finishes or cancels the transition.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from: its attributes are the items' at progress 0.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the transition goes to: its attributes are the items' at progress 1.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the transition is, from 0 (``currentLayout``) to 1 (``nextLayout``); setting it invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress != oldValue else { return }
            progressOnly = componentsPrepared
            invalidateLayout()
        }
    }

    private var animatedValues: [String: CGFloat] = [:]
    private var attributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var ordered: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// True once both layouts were prepared for the collection view.
    private var componentsPrepared = false
    /// True when the only change since the last preparation is the progress: the two layouts need no new preparation.
    private var progressOnly = false

    /// A transition from `currentLayout` to `newLayout`, at progress 0.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// A transition layout from an archive. Glide differs: nothing is decoded; both layouts are empty ones.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewLayout()
        nextLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// Stores `value` under `key`, for a subclass to read while it lays the items out.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value stored last under `key` (0 when none was).
    @discardableResult
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    override func attach(to collectionView: UICollectionView?) {
        super.attach(to: collectionView)
        currentLayout.attach(to: collectionView)
        nextLayout.attach(to: collectionView)
        componentsPrepared = false
        progressOnly = false
    }

    /// Prepares the two layouts (unless only the progress changed since they were) and mixes their attributes.
    open override func prepare() {
        super.prepare()
        let onlyProgress = progressOnly
        progressOnly = false
        guard let collectionView else {
            attributes = [:]
            ordered = []
            contentSize = .zero
            return
        }
        if !onlyProgress || !componentsPrepared {
            currentLayout.prepare()
            nextLayout.prepare()
            componentsPrepared = true
        }
        let t = transitionProgress
        var mixed: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var list: [UICollectionViewLayoutAttributes] = []
        for section in 0..<max(0, collectionView.numberOfSections) {
            for item in 0..<max(0, collectionView.numberOfItems(inSection: section)) {
                let indexPath = IndexPath(item: item, section: section)
                let from = currentLayout.layoutAttributesForItem(at: indexPath)
                let to = nextLayout.layoutAttributesForItem(at: indexPath)
                guard let a = Self.mix(from ?? to, to ?? from, t, indexPath) else { continue }
                mixed[indexPath] = a
                list.append(a)
            }
        }
        attributes = mixed
        ordered = list
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        contentSize = CGSize(width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        ordered.filter { $0.frame.intersects(rect) }
    }

    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[indexPath]
    }

    /// New attributes between `from` (t = 0) and `to` (t = 1).
    private static func mix(_ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?, _ t: CGFloat,
                            _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let from, let to else { return nil }
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let width = lerp(from.frame.width, to.frame.width), height = lerp(from.frame.height, to.frame.height)
        let centre = CGPoint(x: lerp(from.center.x, to.center.x), y: lerp(from.center.y, to.center.y))
        a.frame = CGRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
        a.alpha = lerp(from.alpha, to.alpha)
        let f = from.transform, g = to.transform
        a.transform = CGAffineTransform(a: lerp(f.a, g.a), b: lerp(f.b, g.b), c: lerp(f.c, g.c), d: lerp(f.d, g.d),
                                        tx: lerp(f.tx, g.tx), ty: lerp(f.ty, g.ty))
        a.zIndex = t < 0.5 ? from.zIndex : to.zIndex
        a.isHidden = t < 0.5 ? from.isHidden : to.isHidden
        return a
    }
}
