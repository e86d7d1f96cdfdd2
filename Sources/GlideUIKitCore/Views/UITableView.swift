import Foundation

/// The rows of a table view (UIKit's `UITableViewDataSource`).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// What a table view tells its delegate and asks it (UIKit's `UITableViewDelegate`); every method has
/// a default implementation, as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// The table's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.resolvedRowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// A vertical list of rows (UIKit's `UITableView`), laid out from its data source.
///
/// Rows are stacked top to bottom, section after section, each as tall as the delegate's
/// `tableView(_:heightForRowAt:)` or else ``rowHeight`` (`automaticDimension` counts as 44 points,
/// UIKit's standard row; Glide has no self-sizing cells yet). Section headers and footers take no
/// space. The table asks the data source for cells on its first layout and after ``reloadData()``,
/// only for the rows inside the bounds, and reuses cells that scroll out, as UIKit does.
/// Set the delegate through ``UIScrollView/delegate`` (Glide types it `UIScrollViewDelegate?`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }

    /// UIKit's "size from the content" value (-1).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// Supplies the rows (held weakly, as in UIKit).
    open weak var dataSource: (any UITableViewDataSource)? { didSet { needsReload = true; setNeedsLayout() } }
    /// The height of rows the delegate does not size (see the type's documentation).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { needsReload = true; setNeedsLayout() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor? = .separator
    /// The effect the separators are drawn with (a `UIVibrancyEffect` over a blurred background), or nil for plain
    /// separators in ``separatorColor``.
    ///
    /// Glide differs: the effect is kept and read back only, as ``separatorColor`` is: Glide draws no separators (and no
    /// vibrancy; see `UIVisualEffectView`).
    open var separatorEffect: UIVisualEffect?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?

    private var registrations: [String: CellRegistration<UITableViewCell>] = [:]
    private var pool = ReusePool<UITableViewCell>()
    private var rowFrames: [[CGRect]] = []
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var selected: [IndexPath] = []
    private var needsReload = true
    /// The cells a reconfiguration hands back from `dequeueReusableCell(withIdentifier:for:)`, by index path.
    private var reconfiguring: [IndexPath: UITableViewCell] = [:]

    /// ``rowHeight``, with `automaticDimension` as 44.
    public var resolvedRowHeight: CGFloat { rowHeight < 0 ? 44 : rowHeight }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Cells

    /// Makes cells of `cellClass` for `identifier`. Glide differs from UIKit here: a subclass registered
    /// by class value alone is made through its `init?(coder:)`, as a storyboard prototype cell is (see
    /// ``CellArchive``); register it with its `initializer:` to have it made with
    /// `init(style: .default, reuseIdentifier:)` as UIKit does.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass.map { .archived($0) }
    }

    /// Makes cells of `identifier` from `nib` (nil unregisters): each cell is the first of the nib's top-level objects
    /// that is a `UITableViewCell`, made anew by ``UINib/instantiate(withOwner:options:)`` (which sends it
    /// `awakeFromNib()`), as UIKit does. Glide differs: the nib is what a test registered with ``UINib/register(_:make:)``,
    /// and the cell's reuse identifier is set to `identifier` (UIKit raises when the nib's differs).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = nib.map { .nib($0) }
    }

    /// Makes cells of `cellClass` for `identifier` with `initializer` (pass `Cell.init(style:reuseIdentifier:)`),
    /// called with `.default` and the identifier as UIKit does for a class-registered cell. Glide-only:
    /// `glide port` rewrites UIKit's `register(Cell.self, forCellReuseIdentifier:)` to this, since Linux cannot
    /// call a class value's `init(style:reuseIdentifier:)` without the Objective-C runtime.
    public func register<Cell: UITableViewCell>(_ cellClass: Cell.Type, forCellReuseIdentifier identifier: String,
                                                initializer: @escaping @MainActor (UITableViewCell.CellStyle, String?) -> Cell) {
        registrations[identifier] = .initializer { _ in initializer(.default, identifier) }
    }

    /// A reusable cell, else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = pool.pop(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let registration = registrations[identifier] else { return nil }
        return UITableViewCell.make(registration, identifier: identifier, width: bounds.width)
    }

    /// A reusable or new cell for `indexPath`; the identifier must be registered (UIKit raises otherwise).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let current = reconfiguring[indexPath], current.reuseIdentifier == identifier {
            // A reconfigured row: UIKit hands back the cell the row shows, unprepared.
            return current
        }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        if let frame = rect(at: indexPath) { UIView.performWithoutAnimation { cell.frame = frame } }
        return cell
    }

    /// Asks the data source again for everything and lays out the visible rows.
    open func reloadData() {
        for (indexPath, cell) in visible { retire(cell, at: indexPath) }
        visible = [:]
        selected = []
        needsReload = false
        computeRowFrames()
        layoutVisibleCells()
    }

    open var numberOfSections: Int { loadIfNeeded(); return rowFrames.count }
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return rowFrames.indices.contains(section) ? rowFrames[section].count : 0
    }

    /// The visible cell at `indexPath`, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        return visible[indexPath]
    }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        loadIfNeeded()
        return indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
    }

    /// The index paths of the visible rows, top to bottom (nil when there are none).
    open var indexPathsForVisibleRows: [IndexPath]? {
        loadIfNeeded()
        let paths = visible.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The index path of a visible `cell`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The row containing `point` (in the table's coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        for (s, rows) in rowFrames.enumerated() {
            for (r, frame) in rows.enumerated() where frame.contains(point) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The rectangle of the row at `indexPath`, in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return rect(at: indexPath) ?? .zero
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects the row (without telling the delegate, as in UIKit).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { visible[path]?.setSelected(false, animated: animated) }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { visible[path]?.setSelected(false, animated: animated) }
            selected = []
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
    }

    /// Deselects the row (without telling the delegate, as in UIKit).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// A tap on the row as UIKit handles one: highlight, `willSelectRowAt` (which may redirect or
    /// refuse), deselection of the previous row, selection, `didSelectRowAt` (Glide's hook until
    /// touches reach table views).
    package func tapRow(at indexPath: IndexPath) {
        loadIfNeeded()
        guard allowsSelection, rect(at: indexPath) != nil else { return }
        let delegate = tableDelegate
        if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
            visible[indexPath]?.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            visible[indexPath]?.setHighlighted(false, animated: false)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !allowsMultipleSelection {
            for previous in selected where previous != target {
                deselectRow(at: previous, animated: false)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload {
            reloadData()
        } else {
            computeRowFrames()
            layoutVisibleCells()
        }
    }

    override func scrollViewDidScrollInternally() {
        if !needsReload { layoutVisibleCells() }
    }

    private func loadIfNeeded() {
        if needsReload { reloadData() }
    }

    private func rect(at indexPath: IndexPath) -> CGRect? {
        guard rowFrames.indices.contains(indexPath.section), rowFrames[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return rowFrames[indexPath.section][indexPath.row]
    }

    private func computeRowFrames() {
        guard let dataSource else {
            rowFrames = []
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        var y = tableHeaderView?.frame.height ?? 0
        var frames: [[CGRect]] = []
        for section in 0..<Swift.max(0, dataSource.numberOfSections(in: self)) {
            var rows: [CGRect] = []
            for row in 0..<Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? resolvedRowHeight
                if height < 0 { height = 44 }
                rows.append(CGRect(x: 0, y: y, width: bounds.width, height: height))
                y += height
            }
            frames.append(rows)
        }
        rowFrames = frames
        contentSize = CGSize(width: bounds.width, height: y + (tableFooterView?.frame.height ?? 0))
    }

    /// Shows the cells of the rows inside the bounds, asking the data source for those not shown yet. A new cell is
    /// placed without animation, also inside an animation block; `appearing` rows' new cells fade in from transparent,
    /// and with `keepingShown` the cells of rows out of the bounds are kept and moved too (see `UICollectionView`).
    private func layoutVisibleCells(appearing: ((IndexPath) -> Bool)? = nil, keepingShown: Bool = false) {
        guard let dataSource else { return }
        let area = bounds
        var wanted: [IndexPath: CGRect] = [:]
        for (s, rows) in rowFrames.enumerated() {
            for (r, frame) in rows.enumerated() where frame.sharesArea(with: area) {
                wanted[IndexPath(row: r, section: s)] = frame
            }
        }
        if keepingShown {
            for indexPath in visible.keys where wanted[indexPath] == nil { wanted[indexPath] = rect(at: indexPath) }
        }
        for (indexPath, cell) in visible where wanted[indexPath] == nil {
            visible[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in wanted.keys.sorted() {
            let frame = wanted[indexPath]!
            if let cell = visible[indexPath] {
                cell.frame = frame
                continue
            }
            let fades = appearing?(indexPath) ?? false
            var made: UITableViewCell?
            UIView.performWithoutAnimation {
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.frame = frame
                cell.isSelected = selected.contains(indexPath)
                if cell.superview !== self { insertSubview(cell, at: 0) }
                if fades { cell.alpha = 0 }
                made = cell
            }
            guard let cell = made else { continue }
            if fades { cell.alpha = 1 }
            visible[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    private func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        pool.push(cell, identifier: cell.reuseIdentifier)
    }

    // MARK: Updates (diffable data sources)

    /// Shows the data source's new rows after a diffable data source changed them, keeping the cells of the rows that
    /// stay (UIKit's batch update), as ``UICollectionView``'s `performItemUpdate` does: `moves` maps the old index path
    /// of every row that stays to its new one, `reloaded` rows get new cells, `reconfigured` rows' cells are configured
    /// again in place; animated, the cells move and fade over 0.3 s with `completion` at the end, else `completion`
    /// runs on the clock's next turn.
    func performRowUpdate(moves: [IndexPath: IndexPath], reloaded: Set<IndexPath>, reconfigured: [IndexPath],
                          animated: Bool, completion: (() -> Void)?) {
        guard !needsReload else {
            setNeedsLayout()
            UICollectionView.runOnNextTurn(completion)
            return
        }
        selected = selected.compactMap { moves[$0] }
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, indexPath: IndexPath)] = []
        for (old, cell) in visible {
            if let new = moves[old], !reloaded.contains(new) { kept[new] = cell } else { leaving.append((cell, old)) }
        }
        visible = kept
        let stays = Set(moves.values)
        func update() {
            computeRowFrames()
            layoutVisibleCells(appearing: animated ? { !stays.contains($0) || reloaded.contains($0) } : nil, keepingShown: animated)
            for indexPath in reconfigured { reconfigureCell(at: indexPath) }
            if animated { for (cell, _) in leaving { cell.alpha = 0 } }
        }
        guard animated else {
            for (cell, indexPath) in leaving { retire(cell, at: indexPath) }
            UIView.performWithoutAnimation(update)
            UICollectionView.runOnNextTurn(completion)
            return
        }
        UIView.animate(withDuration: UICollectionView.updateAnimationDuration, delay: 0, options: [], animations: update) { _ in
            for (cell, indexPath) in leaving {
                cell.alpha = 1
                self.retire(cell, at: indexPath)
            }
            self.setNeedsLayout()
            completion?()
        }
    }

    /// Runs the data source's cell provider again for a shown row; dequeuing hands back the row's own cell.
    private func reconfigureCell(at indexPath: IndexPath) {
        guard let dataSource, let current = visible[indexPath] else { return }
        reconfiguring[indexPath] = current
        var made: UITableViewCell?
        UIView.performWithoutAnimation { made = dataSource.tableView(self, cellForRowAt: indexPath) }
        reconfiguring[indexPath] = nil
        guard let cell = made, cell !== current else { return }
        // The provider made another cell: it replaces the shown one.
        visible[indexPath] = nil
        retire(current, at: indexPath)
        UIView.performWithoutAnimation {
            if let frame = rect(at: indexPath) { cell.frame = frame }
            cell.isSelected = selected.contains(indexPath)
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        visible[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
}
