import Foundation
import GlideCoreGraphics

/// The items of a collection view (UIKit's `UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What a collection view tells its delegate (UIKit's `UICollectionViewDelegate`); every method has a
/// default implementation, as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// A scrolling collection of items placed by a layout (UIKit's `UICollectionView`).
///
/// The collection asks its layout to ``UICollectionViewLayout/prepare()`` on its first layout, after
/// ``reloadData()`` and when the bounds size changes, and asks the data source for cells only for the
/// items inside the bounds, reusing those that scroll out, as UIKit does. Set the delegate through
/// ``UIScrollView/delegate`` (Glide types it `UIScrollViewDelegate?`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where to scroll a selected item to (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout (its ``UICollectionViewLayout/collectionView`` is this view).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }
    /// Supplies the items (held weakly, as in UIKit).
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { needsReload = true; setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?

    private var registrations: [String: CellRegistration<UICollectionViewCell>] = [:]
    private var pool = ReusePool<UICollectionViewCell>()
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var selected: [IndexPath] = []
    private var needsReload = true
    private var needsPrepare = true
    private var preparedSize: CGSize?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func layoutDidInvalidate() {
        needsPrepare = true
        setNeedsLayout()
    }

    // MARK: Cells

    /// Makes cells of `cellClass` for `identifier`. Glide differs from UIKit here: a subclass registered
    /// by class value alone is made through its `init?(coder:)`, as a storyboard prototype cell is (see
    /// ``CellArchive``); register it with its `initializer:` to have it made with `init(frame:)` as UIKit does.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass.map { .archived($0) }
    }

    /// Makes cells of `cellClass` for `identifier` with `initializer` (pass `Cell.init(frame:)`), as UIKit makes
    /// a class-registered cell with `init(frame:)`. Glide-only: `glide port` rewrites UIKit's
    /// `register(Cell.self, forCellWithReuseIdentifier:)` to this, since Linux cannot call a class value's
    /// `init(frame:)` without the Objective-C runtime.
    public func register<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier identifier: String,
                                                     initializer: @escaping @MainActor (CGRect) -> Cell) {
        registrations[identifier] = .initializer(initializer)
    }

    /// A reusable or new cell for `indexPath`; the identifier must be registered (UIKit raises otherwise).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let reused = pool.pop(identifier) {
            reused.prepareForReuse()
            cell = reused
        } else if let registration = registrations[identifier] {
            cell = UICollectionViewCell.make(registration, identifier: identifier)
        } else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.frame = a.frame }
        return cell
    }

    /// Asks the data source again for everything and lays out the visible items.
    open func reloadData() {
        for (indexPath, cell) in visible { retire(cell, at: indexPath) }
        visible = [:]
        selected = []
        needsReload = false
        prepareLayout()
        layoutVisibleCells()
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }

    /// The visible cell at `indexPath`, or nil when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        return visible[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        loadIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return visible.keys.sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.frame.contains(point) }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { visible[path]?.isSelected = false }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { visible[path]?.isSelected = false }
            selected = []
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// A tap on the item as UIKit handles one: highlight, `shouldSelectItemAt`, deselection of the
    /// previous item, selection, `didSelectItemAt` (Glide's hook until touches reach collection views).
    package func tapItem(at indexPath: IndexPath) {
        loadIfNeeded()
        guard allowsSelection, collectionViewLayout.layoutAttributesForItem(at: indexPath) != nil else { return }
        let delegate = collectionDelegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            visible[indexPath]?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            visible[indexPath]?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload {
            reloadData()
            return
        }
        if needsPrepare || preparedSize != bounds.size { prepareLayout() }
        layoutVisibleCells()
    }

    override func scrollViewDidScrollInternally() {
        if !needsReload && !needsPrepare { layoutVisibleCells() }
    }

    private func loadIfNeeded() {
        if needsReload { reloadData() } else if needsPrepare { prepareLayout(); layoutVisibleCells() }
    }

    private func prepareLayout() {
        needsPrepare = false
        preparedSize = bounds.size
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    private func layoutVisibleCells() {
        guard let dataSource else { return }
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for a in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where !a.isHidden && a.frame.sharesArea(with: bounds) {
            wanted[a.indexPath] = a
        }
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in wanted.keys.sorted() {
            let a = wanted[indexPath]!
            let cell = visible[indexPath] ?? dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.frame = a.frame
            cell.alpha = a.alpha
            cell.apply(a)
            if visible[indexPath] == nil {
                cell.isSelected = selected.contains(indexPath)
                if cell.superview !== self { insertSubview(cell, at: 0) }
                visible[indexPath] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }
    }

    private func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        pool.push(cell, identifier: cell.reuseIdentifier)
    }
}
