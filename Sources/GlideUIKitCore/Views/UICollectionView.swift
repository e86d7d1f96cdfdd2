import Foundation
import GlideCoreGraphics

/// The items of a collection view (UIKit's `UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    @discardableResult
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view (a section header or footer, …) of `kind` at `indexPath` the layout places: dequeue it
    /// with ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively (UIKit's default: yes).
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item at `sourceIndexPath` was moved to `destinationIndexPath` by an interactive movement: update the model.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    @discardableResult
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not answered (UIKit's method is optional). Glide differs: when the layout places supplementary views and the data
    /// source does not answer, UIKit raises; Glide shows none and logs it to ``GlideDiagnostics``.
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UnansweredSupplementaryView(frame: .zero)
    }
}

extension UICollectionViewDataSource {
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented (UIKit's method is optional): the collection view puts the items back where they were.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.interactiveMovement?.dataSourceDidNotMove = true
    }
}

/// What the data source's default `collectionView(_:viewForSupplementaryElementOfKind:at:)` returns: it did not answer.
final class UnansweredSupplementaryView: UICollectionReusableView {}

/// What a collection view tells its delegate (UIKit's `UICollectionViewDelegate`); every method has a
/// default implementation, as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout
    /// Where an item being moved interactively from `originalIndexPath` goes when it is over `proposedIndexPath`.
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
}

extension UICollectionViewDelegate {
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// The layout ``UICollectionView/startInteractiveTransition(to:completion:)`` installs: by default a plain
    /// ``UICollectionViewTransitionLayout`` between the two layouts, as UIKit makes when the delegate does not answer.
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
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

    /// The direction a flow layout scrolls in (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }

    /// What a layout attributes object places (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView, decorationView }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout (its ``UICollectionViewLayout/collectionView`` is this view). Setting it lays the items out again at
    /// once, without animation of its own (inside an animation block the cells' changes animate), scrolling to the new
    /// layout's `targetContentOffset(forProposedContentOffset:)` for the current offset, as in UIKit.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
            layoutDidInvalidate()
            if !needsReload && !isChangingLayout { layOutInstalledLayout(keepingShown: false) }
        }
    }
    /// Supplies the items (held weakly, as in UIKit).
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { needsReload = true; setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether cells are prepared ahead of showing (kept; Glide makes cells when they show).
    open var isPrefetchingEnabled = true
    /// Whether items can be dragged (kept; Glide has no drag and drop; false on iPhone by default, as UIKit's).
    open var dragInteractionEnabled = false
    open var backgroundView: UIView?

    private var registrations: [String: GlideUIKitCore.CellRegistration<UICollectionViewCell>] = [:]
    private var pool = ReusePool<UICollectionViewCell>()
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// The interactive movement in progress (``beginInteractiveMovementForItem(at:)``).
    var interactiveMovement: InteractiveMovement?
    /// Supplementary views' registrations by kind, then reuse identifier.
    private var supplementaryRegistrations: [String: [String: GlideUIKitCore.CellRegistration<UICollectionReusableView>]] = [:]
    /// Supplementary views waiting for reuse, under "kind/identifier".
    private var supplementaryPool = ReusePool<UICollectionReusableView>()
    private var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The number of items in each section as the collection view knows it: read from the data source when it reloads
    /// and after each update (UIKit checks an update's counts against these).
    var knownCounts: [Int]?
    /// The batch update being collected (inside ``performBatchUpdates(_:completion:)``'s updates).
    private var pendingUpdate: BatchUpdate?
    /// Whether the data source was found not to answer for supplementary views (logged once).
    private var loggedUnansweredSupplementary = false
    private var selected: [IndexPath] = []
    private var needsReload = true
    private var needsPrepare = true
    private var preparedSize: CGSize?
    /// The cells a reconfiguration hands back from `dequeueReusableCell(withReuseIdentifier:for:)`, by index path.
    private var reconfiguring: [IndexPath: UICollectionViewCell] = [:]
    /// True while ``relayout(animated:changes:completion:)`` installs a layout: it lays the items out itself.
    private var isChangingLayout = false
    /// The interactive layout transition under way (``startInteractiveTransition(to:completion:)``).
    var interactiveTransition: (layout: UICollectionViewTransitionLayout, completion: LayoutInteractiveTransitionCompletion?)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.attach(to: self)
    }

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

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

    /// Makes cells of `identifier` from `nib` (nil unregisters): each cell is the first of the nib's top-level objects
    /// that is a `UICollectionViewCell`, made anew by ``UINib/instantiate(withOwner:options:)`` (which sends it
    /// `awakeFromNib()`), as UIKit does. Glide differs: the nib is what a test registered with ``UINib/register(_:make:)``,
    /// and the cell's reuse identifier is set to `identifier` (UIKit raises when the nib's differs).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = nib.map { .nib($0) }
    }

    /// Registers `registration` for `identifier` unless something is registered for it (a cell registration registers
    /// itself on first use, as UIKit's does).
    func registerIfNeeded(_ registration: GlideUIKitCore.CellRegistration<UICollectionViewCell>, forCellWithReuseIdentifier identifier: String) {
        if registrations[identifier] == nil { registrations[identifier] = registration }
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
    @discardableResult
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let current = reconfiguring[indexPath], current.reuseIdentifier == identifier {
            // A reconfigured item: UIKit hands back the cell the item shows, unprepared.
            return current
        }
        let cell: UICollectionViewCell
        if let reused = pool.pop(identifier) {
            reused.prepareForReuse()
            cell = reused
        } else if let registration = registrations[identifier] {
            cell = UICollectionViewCell.make(registration, identifier: identifier)
        } else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            UIView.performWithoutAnimation { cell.setCenterAndBoundsSize(from: a.frame) }
        }
        return cell
    }

    /// Asks the data source again for everything and lays out the visible items.
    open func reloadData() {
        for (indexPath, cell) in visible { retire(cell, at: indexPath) }
        visible = [:]
        for (key, view) in visibleSupplementary { retireSupplementary(view, key) }
        visibleSupplementary = [:]
        selected = []
        needsReload = false
        knownCounts = dataSourceCounts()
        prepareLayout()
        layoutVisibleCells()
    }

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    @discardableResult
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }

    /// The visible cell at `indexPath`, or nil when the item is not on screen.
    @discardableResult
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

    @discardableResult
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    @discardableResult
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    @discardableResult
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
        placeMovingItems()
    }

    override func scrollViewDidScrollInternally() {
        guard !needsReload && !needsPrepare && !isChangingLayout else { return }
        // UIKit asks the layout about every bounds change; a layout that computes its attributes from the visible
        // rectangle (a carousel scaling the centred item) says yes, and is prepared again at once.
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            prepareLayout()
        }
        layoutVisibleCells()
        placeMovingItems()
    }

    override func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
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

    /// Prepares the layout, scrolls to the layout's `targetContentOffset(forProposedContentOffset:)` for the current
    /// offset (UIKit asks it when a layout is installed or the items change) and shows the cells.
    private func layOutInstalledLayout(keepingShown: Bool, appearing: ((IndexPath) -> Bool)? = nil,
                                       appearingSection: ((Int) -> Bool)? = nil) {
        let changing = isChangingLayout
        isChangingLayout = true
        prepareLayout()
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset { contentOffset = target }
        isChangingLayout = changing
        layoutVisibleCells(appearing: appearing, appearingSection: appearingSection, keepingShown: keepingShown)
    }

    /// Shows the cells of the items inside the bounds, asking the data source for those not shown yet.
    ///
    /// A new cell is placed without animation, also inside an animation block (as UIKit places it); a shown cell
    /// takes its item's attributes only when they changed since they were applied to it (so that inside an animation
    /// block it moves there animated). `appearing` items' new cells fade in from transparent (inside an animation
    /// block, an update's inserted items); with `keepingShown`, cells of items still in the layout but out of the
    /// bounds are kept and moved too (an animated change: they leave the bounds moving, and the next layout pass lets
    /// them go).
    private func layoutVisibleCells(appearing: ((IndexPath) -> Bool)? = nil, appearingSection: ((Int) -> Bool)? = nil,
                                    keepingShown: Bool = false) {
        guard let dataSource else { return }
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where !a.isHidden && a.frame.sharesArea(with: bounds) {
            switch a.representedElementCategory {
            case .cell: wanted[a.indexPath] = a
            case .supplementaryView:
                if let kind = a.representedElementKind { wantedSupplementary[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a }
            case .decorationView: break
            }
        }
        layoutSupplementaryViews(wantedSupplementary, appearing: appearingSection, keepingShown: keepingShown)
        if keepingShown {
            for indexPath in visible.keys where wanted[indexPath] == nil {
                wanted[indexPath] = collectionViewLayout.layoutAttributesForItem(at: indexPath)
            }
        }
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in wanted.keys.sorted() {
            let a = wanted[indexPath]!
            if let cell = visible[indexPath] {
                apply(a, to: cell)
                continue
            }
            let fades = appearing?(indexPath) ?? false
            var made: UICollectionViewCell?
            UIView.performWithoutAnimation {
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.appliedLayout = nil
                apply(a, to: cell)
                cell.isSelected = selected.contains(indexPath)
                if cell.superview !== self { insertSubview(cell, at: 0) }
                if fades { cell.alpha = 0 }
                made = cell
            }
            guard let cell = made else { continue }
            if fades { cell.alpha = a.alpha }
            visible[indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Gives `cell` the attributes' frame, alpha and transform, and sends it `apply(_:)`, when they differ from those
    /// applied last (UIKit applies attributes that changed only).
    private func apply(_ a: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
        let applied = UICollectionReusableView.AppliedLayout(frame: a.frame, alpha: a.alpha, transform: a.transform)
        guard cell.appliedLayout != applied else { return }
        cell.appliedLayout = applied
        if cell.transform != a.transform { cell.transform = a.transform }
        cell.setCenterAndBoundsSize(from: a.frame)
        cell.alpha = a.alpha
        cell.apply(a)
    }

    private func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cell.appliedLayout = nil
        pool.push(cell, identifier: cell.reuseIdentifier)
    }

    // MARK: Updates (diffable data sources, layout changes)

    /// How long Glide animates an animated layout change or data source update: UIKit does not document its
    /// duration; Glide takes UIKit's usual 0.3 seconds.
    static let updateAnimationDuration = 0.3

    /// Shows the data source's new items after a diffable data source changed them, keeping the cells of the items
    /// that stay (UIKit's batch update).
    ///
    /// `moves` maps the old index path of every item that stays to its new one; `reloaded` (new index paths) are
    /// items that stay but get new cells, `reconfigured` (new index paths) items whose cell is configured again in
    /// place. The cells of items that stay move to their new places; those of deleted items go, fading out when
    /// animated; inserted items' cells appear at their places, fading in when animated. Selection follows the items.
    /// `completion` runs at the end of the animation, or on the clock's next turn without one.
    ///
    /// `sectionMoves` maps the old index of every section that stays to its new one, for the supplementary views (those
    /// of other sections go, and new sections' appear, fading when animated); nil keeps them by index.
    func performItemUpdate(moves: [IndexPath: IndexPath], reloaded: Set<IndexPath>, reconfigured: [IndexPath],
                           sectionMoves: [Int: Int]? = nil, animated: Bool, completion: ((Bool) -> Void)?) {
        guard !needsReload else {
            // Never shown yet: the first layout pass asks the data source for everything.
            setNeedsLayout()
            Self.runOnNextTurn(completion.map { c in { c(true) } })
            return
        }
        knownCounts = dataSourceCounts()
        selected = selected.compactMap { moves[$0] }
        var keptSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
        var leavingSupplementary: [(view: UICollectionReusableView, key: SupplementaryKey)] = []
        for (key, view) in visibleSupplementary {
            if let section = sectionMoves.map({ $0[key.indexPath.section] }) ?? key.indexPath.section {
                var indexPath = key.indexPath
                indexPath.section = section
                keptSupplementary[SupplementaryKey(kind: key.kind, indexPath: indexPath)] = view
            } else {
                leavingSupplementary.append((view, key))
            }
        }
        visibleSupplementary = keptSupplementary
        let stayingSections = sectionMoves.map { Set($0.values) }
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
        for (old, cell) in visible {
            if let new = moves[old], !reloaded.contains(new) { kept[new] = cell } else { leaving.append((cell, old)) }
        }
        visible = kept
        let stays = Set(moves.values)
        let layout = collectionViewLayout
        var updateItems = leaving.map { UICollectionViewUpdateItem(before: $0.indexPath, after: nil, action: .delete) }
        for section in 0..<(knownCounts?.count ?? 0) {
            for item in 0..<(knownCounts?[section] ?? 0) where !stays.contains(IndexPath(item: item, section: section)) {
                updateItems.append(UICollectionViewUpdateItem(before: nil, after: IndexPath(item: item, section: section), action: .insert))
            }
        }
        layout.prepare(forCollectionViewUpdates: updateItems)
        func update() {
            layOutInstalledLayout(keepingShown: animated, appearing: animated ? { !stays.contains($0) || reloaded.contains($0) } : nil,
                                  appearingSection: animated ? { stayingSections?.contains($0) == false } : nil)
            for indexPath in reconfigured { reconfigureCell(at: indexPath) }
            if animated {
                for (cell, indexPath) in leaving {
                    if let final = layout.finalLayoutAttributesForDisappearingItem(at: indexPath) {
                        cell.setCenterAndBoundsSize(from: final.frame)
                        cell.alpha = final.alpha
                        cell.transform = final.transform
                    } else {
                        cell.alpha = 0
                    }
                }
                for (view, _) in leavingSupplementary { view.alpha = 0 }
            }
            layout.finalizeCollectionViewUpdates()
        }
        guard animated else {
            for (cell, indexPath) in leaving { retire(cell, at: indexPath) }
            for (view, key) in leavingSupplementary { retireSupplementary(view, key) }
            UIView.performWithoutAnimation(update)
            Self.runOnNextTurn(completion.map { c in { c(true) } })
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [], animations: update) { finished in
            for (cell, indexPath) in leaving { self.retire(cell, at: indexPath) }
            for (view, key) in leavingSupplementary { self.retireSupplementary(view, key) }
            self.setNeedsLayout()
            completion?(finished)
        }
    }

    /// Runs the data source's cell provider again for a shown item; dequeuing hands back the item's own cell.
    private func reconfigureCell(at indexPath: IndexPath) {
        guard let dataSource, let current = visible[indexPath] else { return }
        reconfiguring[indexPath] = current
        var made: UICollectionViewCell?
        UIView.performWithoutAnimation { made = dataSource.collectionView(self, cellForItemAt: indexPath) }
        reconfiguring[indexPath] = nil
        guard let cell = made, cell !== current else { return }
        // The provider made another cell: it replaces the shown one.
        visible[indexPath] = nil
        retire(current, at: indexPath)
        UIView.performWithoutAnimation {
            cell.appliedLayout = nil
            if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(a, to: cell) }
            cell.isSelected = selected.contains(indexPath)
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        visible[indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Lays the items out again with the installed layout: at once, or (animated) moving the shown cells to their new
    /// places over ``updateAnimationDuration`` with `completion(finished)` at the end.
    func relayout(animated: Bool, changes: () -> Void, completion: ((Bool) -> Void)?) {
        guard animated else {
            changes()
            loadIfNeeded()
            Self.runOnNextTurn(completion.map { c in { c(true) } })
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [], animations: {
            self.isChangingLayout = true
            changes()
            self.isChangingLayout = false
            if self.needsReload {
                self.reloadData()
            } else {
                self.layOutInstalledLayout(keepingShown: true)
            }
        }) { finished in
            self.setNeedsLayout()
            completion?(finished)
        }
    }

    /// Runs `action` on the ambient clock's next turn (where UIKit's completions of changes made without animation run).
    static func runOnNextTurn(_ action: (() -> Void)?) {
        guard let action else { return }
        let clock = Clocks.current
        clock.schedule(atNanoseconds: clock.nowNanoseconds) { action() }
    }

    // MARK: Batch updates

    /// Makes the changes `updates` asks for (``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)``,
    /// ``insertSections(_:)``, …, and the data source's own changes) as one update, as UIKit does: deletions, reloads and
    /// move sources name the index paths before the update, insertions and move destinations those after it, whatever
    /// the order of the calls. The data source is asked for its new counts after `updates`; the cells of items that stay
    /// move to their new places, deleted items' cells fade out and inserted items' fade in, with one UIView animation on
    /// Glide's clock (0.3 s), and `completion(true)` runs at its end. Inside ``UIView/performWithoutAnimation(_:)`` or
    /// with no window the update is made at once and `completion(true)` runs on the clock's next turn. An empty update
    /// lays the items out again, animated.
    ///
    /// Glide differs: when the data source's counts after the update are not those before plus insertions minus
    /// deletions (UIKit raises `NSInternalInconsistencyException`), or an index path is out of range, Glide logs UIKit's
    /// message to ``GlideDiagnostics`` and reloads the data instead (the completion then runs on the next turn). Inserted
    /// and deleted items fade (UIKit asks the layout for their initial and final attributes); nested calls join the
    /// outermost update.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            updates?()
            if let completion { pendingUpdate?.completions.append(completion) }
            return
        }
        let before = countsBeforeUpdate()
        pendingUpdate = BatchUpdate()
        updates?()
        var batch = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        if let completion { batch.completions.append(completion) }
        commit(batch, before: before)
    }

    /// Inserts items at `indexPaths` (index paths after the update): animated on its own, or part of the enclosing
    /// ``performBatchUpdates(_:completion:)``.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Gives the items at `indexPaths` (before the update) new cells from the data source, cross-fading when animated.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it), keeping its cell.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Inserts the sections at `sections` (indexes after the update).
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections at `sections` (indexes before the update) and their items.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Gives every item of the sections at `sections` (before the update) new cells.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves the section at `section` (before the update) to `newSection` (after it), keeping its items' cells.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Adds a change to the batch being collected, or makes it as an update of its own.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        let before = countsBeforeUpdate()
        var batch = BatchUpdate()
        change(&batch)
        commit(batch, before: before)
    }

    /// The counts an update starts from: those known, or (never loaded) the data source's, as UIKit loads them first.
    private func countsBeforeUpdate() -> [Int] {
        if !needsReload, let knownCounts { return knownCounts }
        let counts = dataSourceCounts()
        knownCounts = counts
        return counts
    }

    /// The data source's number of items in each section.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<Swift.max(0, dataSource.numberOfSections(in: self))).map {
            Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    private func commit(_ batch: BatchUpdate, before: [Int]) {
        let after = dataSourceCounts()
        let completions = batch.completions
        let completion: ((Bool) -> Void)? = completions.isEmpty ? nil : { finished in for c in completions { c(finished) } }
        switch batch.resolve(before: before, after: after) {
        case .failure(let problem):
            GlideDiagnostics.log("\(problem.message) (UIKit raises NSInternalInconsistencyException; Glide reloads the data)")
            if needsReload { setNeedsLayout() } else { reloadData() }
            Self.runOnNextTurn(completion.map { c in { c(true) } })
        case .success(let mapping):
            let animated = window != nil && UIView.areAnimationsEnabled
            performItemUpdate(moves: mapping.moves, reloaded: mapping.reloaded, reconfigured: [], sectionMoves: mapping.sectionMoves,
                              animated: animated, completion: completion)
        }
    }

    // MARK: Supplementary views

    /// Makes supplementary views of `elementKind` (``elementKindSectionHeader``, …) for `identifier` from `viewClass`
    /// (nil unregisters). Glide differs, as for cells (see ``register(_:forCellWithReuseIdentifier:)``): a subclass
    /// registered by class value alone is made through its `init?(coder:)`; register it with its `initializer:` to have
    /// it made with `init(frame:)` as UIKit does.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind, default: [:]][identifier] = viewClass.map { .archived($0) }
    }

    /// Makes supplementary views of `elementKind` for `identifier` from `nib`: the first of its top-level objects that is
    /// a `UICollectionReusableView` (as cells from a nib are made).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind, default: [:]][identifier] = nib.map { .nib($0) }
    }

    /// Makes supplementary views of `elementKind` for `identifier` with `initializer` (pass `View.init(frame:)`).
    /// Glide-only, as the cells' `register(_:forCellWithReuseIdentifier:initializer:)`.
    public func register<View: UICollectionReusableView>(_ viewClass: View.Type, forSupplementaryViewOfKind elementKind: String,
                                                         withReuseIdentifier identifier: String,
                                                         initializer: @escaping @MainActor (CGRect) -> View) {
        supplementaryRegistrations[elementKind, default: [:]][identifier] = .initializer { initializer($0) }
    }

    /// A reusable or new supplementary view of `elementKind` for `indexPath`; the identifier must be registered for the
    /// kind (UIKit raises otherwise).
    @discardableResult
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if let reused = supplementaryPool.pop("\(elementKind)/\(identifier)") {
            reused.prepareForReuse()
            view = reused
        } else if let registration = supplementaryRegistrations[elementKind]?[identifier] {
            view = UICollectionReusableView.makeReusable(registration, identifier: identifier, base: UICollectionReusableView.self,
                                                         makeBase: UICollectionReusableView.init(frame:))
        } else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        if let a = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            UIView.performWithoutAnimation { view.setCenterAndBoundsSize(from: a.frame) }
        }
        return view
    }

    /// The shown supplementary view of `elementKind` at `indexPath`, or nil.
    @discardableResult
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        loadIfNeeded()
        return visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The shown supplementary views of `elementKind`, in index-path order.
    @discardableResult
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the shown supplementary views of `elementKind`, in order.
    @discardableResult
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        loadIfNeeded()
        return visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    @discardableResult
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Shows the supplementary views `wanted` places, as ``layoutVisibleCells(appearing:appearingSection:keepingShown:)``
    /// shows cells; `appearing` sections' new views fade in.
    private func layoutSupplementaryViews(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes],
                                          appearing: ((Int) -> Bool)?, keepingShown: Bool) {
        guard let dataSource else { return }
        var wanted = wanted
        if keepingShown {
            for key in visibleSupplementary.keys where wanted[key] == nil {
                wanted[key] = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
            }
        }
        for (key, view) in visibleSupplementary where wanted[key] == nil {
            visibleSupplementary[key] = nil
            retireSupplementary(view, key)
        }
        let order = wanted.keys.sorted { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }
        for key in order {
            let a = wanted[key]!
            if let view = visibleSupplementary[key] {
                apply(a, to: view)
                continue
            }
            let fades = appearing?(key.indexPath.section) ?? false
            var made: UICollectionReusableView?
            UIView.performWithoutAnimation {
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                guard !(view is UnansweredSupplementaryView) else { return }
                view.appliedLayout = nil
                apply(a, to: view)
                if view.superview !== self { insertSubview(view, at: 0) }
                if fades { view.alpha = 0 }
                made = view
            }
            guard let view = made else {
                if !loggedUnansweredSupplementary {
                    loggedUnansweredSupplementary = true
                    GlideDiagnostics.log("the layout places a supplementary view of kind \(key.kind) at \(key.indexPath) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (UIKit raises); Glide shows none")
                }
                continue
            }
            if fades { view.alpha = a.alpha }
            visibleSupplementary[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    private func retireSupplementary(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        view.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        view.appliedLayout = nil
        supplementaryPool.push(view, identifier: view.reuseIdentifier.map { "\(key.kind)/\($0)" })
    }
}

/// The changes collected in one batch update, as UIKit reads them: deletions, reloads and move sources name index paths
/// before the update; insertions and move destinations, index paths after it.
struct BatchUpdate {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var completions: [(Bool) -> Void] = []
    /// True when every change of a table view's update asked for `.none` (nil: no change was asked for).
    var allChangesUnanimated: Bool?

    /// Where everything that stays goes: the old index path of every item that stays to its new one, the new index
    /// paths of reloaded items, and the old index of every section that stays (and is not reloaded) to its new one.
    struct Mapping {
        var moves: [IndexPath: IndexPath] = [:]
        var reloaded: Set<IndexPath> = []
        var sectionMoves: [Int: Int] = [:]
    }

    /// Why the update cannot be made, in UIKit's words.
    struct Problem: Error { let message: String }

    /// The words of UIKit's messages: a collection view's items, or a table view's rows.
    struct Terms {
        var view = "collection view"
        var item = "item"
        static let table = Terms(view: "table view", item: "row")
    }

    /// The mapping from `before` (items per section) to `after`, or the inconsistency UIKit would raise for.
    func resolve(before: [Int], after: [Int], terms: Terms = Terms()) -> Result<Mapping, Problem> {
        let view = terms.view, item = terms.item
        func fail(_ message: String) -> Result<Mapping, Problem> { .failure(Problem(message: message)) }
        // Sections.
        for s in deletedSections.union(reloadedSections).union(IndexSet(movedSections.map(\.from))) where s >= before.count {
            return fail("attempt to delete, reload or move section \(s), but there are only \(before.count) sections before the update")
        }
        for s in insertedSections.union(IndexSet(movedSections.map(\.to))) where s >= after.count {
            return fail("attempt to insert section \(s) but there are only \(after.count) sections after the update")
        }
        guard after.count == before.count + insertedSections.count - deletedSections.count else {
            return fail("Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after.count)) must be equal to the number of sections contained in the \(view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        var sectionTarget: [Int: Int] = [:]
        for move in movedSections { sectionTarget[move.from] = move.to }
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        let staying = (0..<before.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let free = (0..<after.count).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        guard staying.count == free.count else {
            return fail("Invalid update: the sections inserted, deleted and moved do not fit the \(after.count) sections after the update")
        }
        for (old, new) in zip(staying, free) { sectionTarget[old] = new }
        var mapping = Mapping()
        for (old, new) in sectionTarget where !reloadedSections.contains(old) { mapping.sectionMoves[old] = new }
        // Items.
        for path in deletedItems + reloadedItems + movedItems.map(\.from) {
            guard before.indices.contains(path.section), (0..<before[path.section]).contains(path.item) else {
                return fail("attempt to delete, reload or move \(item) \(path.item) from section \(path.section), which only contains \(before.indices.contains(path.section) ? before[path.section] : 0) \(item)s before the update")
            }
        }
        for path in insertedItems + movedItems.map(\.to) {
            guard after.indices.contains(path.section), (0..<after[path.section]).contains(path.item) else {
                return fail("attempt to insert \(item) \(path.item) into section \(path.section), but there are only \(after.indices.contains(path.section) ? after[path.section] : 0) \(item)s in section \(path.section) after the update")
            }
        }
        let deleted = Set(deletedItems), inserted = Set(insertedItems)
        let movedOut = Set(movedItems.map(\.from)), movedIn = Set(movedItems.map(\.to))
        for old in 0..<before.count {
            guard let new = sectionTarget[old], !reloadedSections.contains(old) else { continue }
            let survivors = (0..<before[old]).map { IndexPath(item: $0, section: old) }.filter { !deleted.contains($0) && !movedOut.contains($0) }
            let slots = (0..<after[new]).map { IndexPath(item: $0, section: new) }.filter { !inserted.contains($0) && !movedIn.contains($0) }
            guard survivors.count == slots.count else {
                let deletedHere = deletedItems.filter { $0.section == old }.count, insertedHere = insertedItems.filter { $0.section == new }.count
                let outHere = movedItems.filter { $0.from.section == old }.count, inHere = movedItems.filter { $0.to.section == new }.count
                return fail("Invalid update: invalid number of \(item)s in section \(new). The number of \(item)s contained in an existing section after the update (\(after[new])) must be equal to the number of \(item)s contained in that section before the update (\(before[old])), plus or minus the number of \(item)s inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(item)s moved into or out of that section (\(inHere) moved in, \(outHere) moved out).")
            }
            for (from, to) in zip(survivors, slots) { mapping.moves[from] = to }
        }
        let reloaded = Set(reloadedItems)
        for move in movedItems where sectionTarget[move.from.section] != nil && !reloadedSections.contains(move.from.section) {
            mapping.moves[move.from] = move.to
        }
        for (from, to) in mapping.moves where reloaded.contains(from) { mapping.reloaded.insert(to) }
        return .success(mapping)
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}
