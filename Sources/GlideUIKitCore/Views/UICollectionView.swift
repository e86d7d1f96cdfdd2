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
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout
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
    /// The layout ``UICollectionView/startInteractiveTransition(to:completion:)`` installs: by default a plain
    /// ``UICollectionViewTransitionLayout`` between the two layouts, as UIKit makes when the delegate does not answer.
    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
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
    open var backgroundView: UIView?

    private var registrations: [String: GlideUIKitCore.CellRegistration<UICollectionViewCell>] = [:]
    private var pool = ReusePool<UICollectionViewCell>()
    private var visible: [IndexPath: UICollectionViewCell] = [:]
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
            UIView.performWithoutAnimation { cell.frame = a.frame }
        }
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
        if !needsReload && !needsPrepare && !isChangingLayout { layoutVisibleCells() }
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
    private func layOutInstalledLayout(keepingShown: Bool, appearing: ((IndexPath) -> Bool)? = nil) {
        let changing = isChangingLayout
        isChangingLayout = true
        prepareLayout()
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset { contentOffset = target }
        isChangingLayout = changing
        layoutVisibleCells(appearing: appearing, keepingShown: keepingShown)
    }

    /// Shows the cells of the items inside the bounds, asking the data source for those not shown yet.
    ///
    /// A new cell is placed without animation, also inside an animation block (as UIKit places it); a shown cell
    /// takes its item's attributes only when they changed since they were applied to it (so that inside an animation
    /// block it moves there animated). `appearing` items' new cells fade in from transparent (inside an animation
    /// block, an update's inserted items); with `keepingShown`, cells of items still in the layout but out of the
    /// bounds are kept and moved too (an animated change: they leave the bounds moving, and the next layout pass lets
    /// them go).
    private func layoutVisibleCells(appearing: ((IndexPath) -> Bool)? = nil, keepingShown: Bool = false) {
        guard let dataSource else { return }
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for a in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where !a.isHidden && a.frame.sharesArea(with: bounds) {
            wanted[a.indexPath] = a
        }
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
    private func apply(_ a: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        let applied = UICollectionViewCell.AppliedLayout(frame: a.frame, alpha: a.alpha, transform: a.transform)
        guard cell.appliedLayout != applied else { return }
        cell.appliedLayout = applied
        if cell.transform != a.transform { cell.transform = a.transform }
        cell.frame = a.frame
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
    func performItemUpdate(moves: [IndexPath: IndexPath], reloaded: Set<IndexPath>, reconfigured: [IndexPath],
                           animated: Bool, completion: (() -> Void)?) {
        guard !needsReload else {
            // Never shown yet: the first layout pass asks the data source for everything.
            setNeedsLayout()
            Self.runOnNextTurn(completion)
            return
        }
        selected = selected.compactMap { moves[$0] }
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
        for (old, cell) in visible {
            if let new = moves[old], !reloaded.contains(new) { kept[new] = cell } else { leaving.append((cell, old)) }
        }
        visible = kept
        let stays = Set(moves.values)
        func update() {
            layOutInstalledLayout(keepingShown: animated, appearing: animated ? { !stays.contains($0) || reloaded.contains($0) } : nil)
            for indexPath in reconfigured { reconfigureCell(at: indexPath) }
            if animated { for (cell, _) in leaving { cell.alpha = 0 } }
        }
        guard animated else {
            for (cell, indexPath) in leaving { retire(cell, at: indexPath) }
            UIView.performWithoutAnimation(update)
            Self.runOnNextTurn(completion)
            return
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [], animations: update) { _ in
            for (cell, indexPath) in leaving { self.retire(cell, at: indexPath) }
            self.setNeedsLayout()
            completion?()
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
}
