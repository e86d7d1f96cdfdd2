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

/// Per-item sizes and spacing for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`); the
/// defaults return the layout's own values.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}

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

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
}

/// Places a collection view's items (UIKit's `UICollectionViewLayout`): subclass and override.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// Computes the layout; called before the collection view asks for attributes.
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the items intersecting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Marks the layout as needing ``prepare()`` again.
    open func invalidateLayout() { collectionView?.layoutDidInvalidate() }
    /// Whether a bounds change needs a new layout (for a flow layout: when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}

/// A grid of items in lines (UIKit's `UICollectionViewFlowLayout`).
///
/// Vertical scrolling (the default) fills lines left to right, top to bottom; horizontal scrolling
/// fills columns top to bottom, left to right. As UIKit's flow layout does, a line with several
/// items is justified — the first item at the leading inset, the last at the trailing one, the
/// leftover space shared equally between them — a line with a single item is centred, and items are
/// centred across the line. Sizes and spacing come from `UICollectionViewDelegateFlowLayout` when the
/// collection view's delegate adopts it, else from the layout's properties. No headers or footers.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }

    /// The item size (50 × 50 by default, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView, let dataSource = cv.dataSource else {
            attributes = []
            contentSize = .zero
            return
        }
        let flow = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (along the line, across lines) coordinates: x/width along, y/height across for vertical.
        let lineLength = vertical ? cv.bounds.width : cv.bounds.height
        var across: CGFloat = 0
        var result: [[UICollectionViewLayoutAttributes]] = []
        for section in 0..<Swift.max(0, dataSource.numberOfSections(in: cv)) {
            let count = Swift.max(0, dataSource.collectionView(cv, numberOfItemsInSection: section))
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (startInset, endInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            across += vertical ? inset.top : inset.left
            let available = lineLength - startInset - endInset
            var sizes: [CGSize] = []
            for item in 0..<count {
                let s = flow?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                sizes.append(vertical ? s : CGSize(width: s.height, height: s.width))
            }
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            var index = 0
            var firstLine = true
            while index < count {
                var line = [index]
                var used = sizes[index].width
                while index + line.count < count, used + itemSpacing + sizes[index + line.count].width <= available {
                    used += itemSpacing + sizes[index + line.count].width
                    line.append(index + line.count)
                }
                if !firstLine { across += lineSpacing }
                firstLine = false
                let thickness = line.map { sizes[$0].height }.max() ?? 0
                let widths = line.map { sizes[$0].width }.reduce(0, +)
                var along: CGFloat
                let gap: CGFloat
                if line.count == 1 {
                    along = startInset + (available - widths) / 2
                    gap = 0
                } else {
                    along = startInset
                    gap = (available - widths) / CGFloat(line.count - 1)
                }
                for i in line {
                    let s = sizes[i]
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section))
                    let offsetAcross = across + (thickness - s.height) / 2
                    a.frame = vertical
                        ? CGRect(x: along, y: offsetAcross, width: s.width, height: s.height)
                        : CGRect(x: offsetAcross, y: along, width: s.height, height: s.width)
                    sectionAttributes.append(a)
                    along += s.width + gap
                }
                across += thickness
                index += line.count
            }
            across += vertical ? inset.bottom : inset.right
            result.append(sectionAttributes)
        }
        attributes = result
        contentSize = vertical ? CGSize(width: lineLength, height: across) : CGSize(width: across, height: lineLength)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.flatMap { $0 }.filter { $0.frame.sharesArea(with: rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
}

/// An item of a collection (UIKit's `UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    /// The identifier the collection reuses the cell under.
    public internal(set) var reuseIdentifier: String?
    /// The view to add content to; it fills the cell.
    public let contentView = UIView(frame: .zero, name: "UICollectionViewCell.contentView")
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell from an archive; Glide's ``CellArchive`` carries the reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? CellArchive {
            reuseIdentifier = archive.reuseIdentifier
            frame = archive.frame
        }
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the collection reuses the cell; resets selection and highlight as UIKit does.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Applies layout attributes (frame, alpha, transform, hidden) to the cell.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    static func make(_ registration: CellRegistration<UICollectionViewCell>, identifier: String) -> UICollectionViewCell {
        let cellClass: AnyClass
        switch registration {
        case .initializer(let make):
            let cell = make(.zero)
            cell.reuseIdentifier = identifier
            return cell
        case .archived(let archived):
            cellClass = archived
        }
        if cellClass == UICollectionViewCell.self {
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let type = cellClass as? UICollectionViewCell.Type,
              let cell = type.init(coder: CellArchive(reuseIdentifier: identifier, frame: .zero))
        else { preconditionFailure("\(cellClass) registered for '\(identifier)' is not a UICollectionViewCell that can be made") }
        cell.awakeFromNib()
        return cell
    }
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
