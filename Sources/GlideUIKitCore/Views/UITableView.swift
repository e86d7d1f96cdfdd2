import Foundation

/// The rows of a table view (UIKit's `UITableViewDataSource`).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    @discardableResult
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    @discardableResult
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    @discardableResult
    func numberOfSections(in tableView: UITableView) -> Int
    @discardableResult
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    @discardableResult
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted, inserted). Default true.
    @discardableResult
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user deleted or inserted the row. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    @discardableResult
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    @discardableResult
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    @discardableResult
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    @discardableResult
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// What a table view tells its delegate and asks it (UIKit's `UITableViewDelegate`); every method has
/// a default implementation, as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    @discardableResult
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    @discardableResult
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    @discardableResult
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a row shows when swiped from the leading edge (iOS 11). Default nil.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a row shows when swiped from the trailing edge (iOS 11). Default nil.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a row shows when swiped (before iOS 11). Default nil.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// The row's editing style. Default `.delete`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    @discardableResult
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    @discardableResult
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
}

extension UITableViewDelegate {
    /// The table's ``UITableView/rowHeight``.
    @discardableResult
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.resolvedRowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    @discardableResult
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    @discardableResult
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// The table's ``UITableView/sectionHeaderHeight``.
    @discardableResult
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's ``UITableView/sectionFooterHeight``.
    @discardableResult
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    @discardableResult
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    @discardableResult
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
}

/// A vertical list of rows (UIKit's `UITableView`), laid out from its data source.
///
/// Rows are stacked top to bottom, section after section, each as tall as the delegate's
/// `tableView(_:heightForRowAt:)` or else ``rowHeight`` (`automaticDimension` counts as 44 points,
/// UIKit's standard row; Glide has no self-sizing cells yet). Each section's header sits above its rows and its footer
/// below them, as tall as the delegate's `tableView(_:heightForHeaderInSection:)` (or `…Footer…`), else
/// ``sectionHeaderHeight`` (``sectionFooterHeight``); `automaticDimension` (the default) is the height of the delegate's
/// view for it (its frame's, else its Auto Layout fitting height, else 28 points), 28 points for a title of the data
/// source's, and 0 for a section with neither. The table asks the data source for cells on its first layout and after
/// ``reloadData()``, only for the rows inside the bounds, and reuses cells that scroll out, as UIKit does.
/// Set the delegate through ``UIScrollView/delegate`` (Glide types it `UIScrollViewDelegate?`).
///
/// Glide differs from UIKit here: the table asks the delegate for every section's header and footer views when it lays
/// out (UIKit asks for those on screen) and keeps them until the data is reloaded or updated; headers do not stick to the
/// top of a plain table while it scrolls.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    /// Where ``scrollToRow(at:at:animated:)`` puts the row in the visible area (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    /// How inserted, deleted and reloaded rows animate (`UITableView.RowAnimation`). Glide fades for every case but
    /// `.none` (see ``performBatchUpdates(_:completion:)``).
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
    /// The default inset of cells' separators (a cell's own ``UITableViewCell/separatorInset`` is used for it).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var separatorColor: UIColor? = .separator { didSet { appearancePropertyDidSet(\UITableView.separatorColor) } }
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
    private var headerFooterRegistrations: [String: CellRegistration<UITableViewHeaderFooterView>] = [:]
    private var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// Each section's header and footer view, once asked for (nil inside: the section has none).
    private var headerViews: [Int: UIView?] = [:]
    /// True while the delegate is asked for a section's footer view (a header or footer view dequeued then is a footer).
    private var askingForFooter = false
    private var footerViews: [Int: UIView?] = [:]
    private var headerFrames: [CGRect] = []
    private var footerFrames: [CGRect] = []
    /// The changes collected between ``beginUpdates()`` and ``endUpdates()`` (or in ``performBatchUpdates(_:completion:)``),
    /// with the counts they start from.
    private var pendingUpdate: BatchUpdate?
    private var pendingCounts: [Int] = []
    private var updateDepth = 0
    private var rowFrames: [[CGRect]] = []
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var selected: [IndexPath] = []
    private var needsReload = true
    /// The cells a reconfiguration hands back from `dequeueReusableCell(withIdentifier:for:)`, by index path.
    private var reconfiguring: [IndexPath: UITableViewCell] = [:]

    /// ``rowHeight``, with `automaticDimension` as 44.
    public var resolvedRowHeight: CGFloat { rowHeight < 0 ? 44 : rowHeight }

    /// A table of `style`, opaque as UIKit's: a plain table's background is `systemBackground`, a grouped one's
    /// `systemGroupedBackground` (an animator that clears the view behind a table still hides what is under it: the third
    /// bug sample's appstore-card-transition detail).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
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
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = pool.pop(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let registration = registrations[identifier] else { return nil }
        return UITableViewCell.make(registration, identifier: identifier, width: bounds.width)
    }

    /// A reusable or new cell for `indexPath`; the identifier must be registered (UIKit raises otherwise).
    @discardableResult
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

    // MARK: Header and footer views

    /// Makes header and footer views of `aClass` (a ``UITableViewHeaderFooterView`` subclass) for `identifier` (nil
    /// unregisters). Glide differs as for cells (see ``register(_:forCellReuseIdentifier:)-(AnyClass?,_)``): a subclass
    /// registered by class value alone is made through its `init?(coder:)`; register it with its `initializer:` to have it
    /// made with `init(reuseIdentifier:)` as UIKit does.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass.map { .archived($0) }
    }

    /// Makes header and footer views of `identifier` from `nib` (nil unregisters): the first of its top-level objects that
    /// is a ``UITableViewHeaderFooterView``, as cells from a nib are made.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// Makes header and footer views of `viewClass` for `identifier` with `initializer` (pass `View.init(reuseIdentifier:)`),
    /// called with the identifier as UIKit does. Glide-only, as the cells' `register(_:forCellReuseIdentifier:initializer:)`.
    public func register<View: UITableViewHeaderFooterView>(_ viewClass: View.Type, forHeaderFooterViewReuseIdentifier identifier: String,
                                                            initializer: @escaping @MainActor (String?) -> View) {
        headerFooterRegistrations[identifier] = .initializer { _ in initializer(identifier) }
    }

    /// A reusable header or footer view of `identifier`, else a new one of the registered class or nib, else nil.
    @discardableResult
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.pop(identifier) {
            view.prepareForReuse()
            view.listRole = (style, askingForFooter)
            return view
        }
        guard let registration = headerFooterRegistrations[identifier] else { return nil }
        let view = UITableViewHeaderFooterView.make(registration, identifier: identifier, width: bounds.width)
        view.listRole = (style, askingForFooter)
        return view
    }

    /// The header view shown for `section`, if it is a ``UITableViewHeaderFooterView``.
    @discardableResult
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadIfNeeded()
        return (headerViews[section] ?? nil) as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is a ``UITableViewHeaderFooterView``.
    @discardableResult
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadIfNeeded()
        return (footerViews[section] ?? nil) as? UITableViewHeaderFooterView
    }

    /// The rectangle of `section`'s header, in the table's coordinates.
    @discardableResult
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return headerFrames.indices.contains(section) ? headerFrames[section] : .zero
    }

    /// The rectangle of `section`'s footer, in the table's coordinates.
    @discardableResult
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return footerFrames.indices.contains(section) ? footerFrames[section] : .zero
    }

    /// The rectangle of `section`: its header, rows and footer.
    @discardableResult
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard headerFrames.indices.contains(section), footerFrames.indices.contains(section) else { return .zero }
        return headerFrames[section].union(footerFrames[section])
    }

    /// Asks the data source again for everything and lays out the visible rows.
    open func reloadData() {
        for (indexPath, cell) in visible { retire(cell, at: indexPath) }
        retireSectionViews()
        visible = [:]
        selected = []
        needsReload = false
        computeRowFrames()
        layoutVisibleCells()
    }

    open var numberOfSections: Int { loadIfNeeded(); return rowFrames.count }
    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return rowFrames.indices.contains(section) ? rowFrames[section].count : 0
    }

    /// The visible cell at `indexPath`, or nil when the row is not on screen.
    @discardableResult
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
    @discardableResult
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The row containing `point` (in the table's coordinates).
    @discardableResult
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        for (s, rows) in rowFrames.enumerated() {
            for (r, frame) in rows.enumerated() where frame.contains(point) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The rectangle of the row at `indexPath`, in the table's coordinates.
    @discardableResult
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
        var headers: [CGRect] = [], footers: [CGRect] = []
        for section in 0..<Swift.max(0, dataSource.numberOfSections(in: self)) {
            let headerHeight = sectionViewHeight(section, header: true)
            headers.append(CGRect(x: 0, y: y, width: bounds.width, height: headerHeight))
            y += headerHeight
            var rows: [CGRect] = []
            for row in 0..<Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? resolvedRowHeight
                if height < 0 { height = 44 }
                rows.append(CGRect(x: 0, y: y, width: bounds.width, height: height))
                y += height
            }
            frames.append(rows)
            let footerHeight = sectionViewHeight(section, header: false)
            footers.append(CGRect(x: 0, y: y, width: bounds.width, height: footerHeight))
            y += footerHeight
        }
        rowFrames = frames
        headerFrames = headers
        footerFrames = footers
        for (section, view) in headerViews { retireSectionViewIfGone(view, section: section, header: true) }
        for (section, view) in footerViews { retireSectionViewIfGone(view, section: section, header: false) }
        contentSize = CGSize(width: bounds.width, height: y + (tableFooterView?.frame.height ?? 0))
    }

    /// Shows the cells of the rows inside the bounds, asking the data source for those not shown yet. A new cell is
    /// placed without animation, also inside an animation block; `appearing` rows' new cells fade in from transparent,
    /// and with `keepingShown` the cells of rows out of the bounds are kept and moved too (see `UICollectionView`).
    private func layoutVisibleCells(appearing: ((IndexPath) -> Bool)? = nil, keepingShown: Bool = false) {
        guard let dataSource else { return }
        layoutSectionViews()
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

    /// The height of `section`'s header (or footer), asking the delegate for its view when the height is automatic.
    private func sectionViewHeight(_ section: Int, header: Bool) -> CGFloat {
        let delegate = tableDelegate
        let height = header
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let view = sectionView(section, header: header)
        if height >= 0 { return height }
        guard let view else { return 0 }
        if view.frame.height > 0 { return view.frame.height }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0)).height
        return fitted > 0 ? fitted : 28
    }

    /// True when `view` is one of the section header or footer views the table placed.
    package func isSectionView(_ view: UIView) -> Bool {
        headerViews.values.contains { $0 === view } || footerViews.values.contains { $0 === view }
    }

    /// `section`'s header (or footer) view: the one asked for already, else the delegate's, else one with the data
    /// source's title, else none.
    private func sectionView(_ section: Int, header: Bool) -> UIView? {
        if let known = header ? headerViews[section] : footerViews[section] { return known }
        var view: UIView?
        askingForFooter = !header
        defer { askingForFooter = false }
        UIView.performWithoutAnimation {
            view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                : tableDelegate?.tableView(self, viewForFooterInSection: section)
            if view == nil, let dataSource,
               let title = header ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section) {
                let made = UITableViewHeaderFooterView(reuseIdentifier: nil)
                made.listRole = (style, !header)
                made.textLabel?.text = title
                view = made
            }
        }
        if header { headerViews[section] = .some(view) } else { footerViews[section] = .some(view) }
        return view
    }

    /// Puts every section's header and footer view with a height at its place.
    private func layoutSectionViews() {
        for (frames, header) in [(headerFrames, true), (footerFrames, false)] {
            for (section, frame) in frames.enumerated() {
                guard let view = (header ? headerViews[section] : footerViews[section]) ?? nil else { continue }
                guard frame.height > 0 else {
                    view.removeFromSuperview()
                    continue
                }
                if view.superview !== self {
                    UIView.performWithoutAnimation { view.frame = frame }
                    addSubview(view)
                    if header {
                        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                    } else {
                        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                    }
                } else if view.frame != frame {
                    view.frame = frame
                }
            }
        }
    }

    /// Drops a section's view once the section is gone.
    private func retireSectionViewIfGone(_ view: UIView?, section: Int, header: Bool) {
        guard section >= headerFrames.count else { return }
        if header { headerViews[section] = nil } else { footerViews[section] = nil }
        if let view { retireSectionView(view) }
    }

    /// Takes every header and footer view away (to be asked for again).
    private func retireSectionViews() {
        for view in headerViews.values.compactMap({ $0 }) + footerViews.values.compactMap({ $0 }) { retireSectionView(view) }
        headerViews = [:]
        footerViews = [:]
    }

    private func retireSectionView(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.push(reusable, identifier: identifier)
        }
    }

    private func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        pool.push(cell, identifier: cell.reuseIdentifier)
    }

    // MARK: Batch updates

    /// Starts collecting changes (``insertRows(at:with:)``, ``deleteRows(at:with:)``, ``moveRow(at:to:)``,
    /// ``insertSections(_:with:)``, …) to make as one update at the matching ``endUpdates()``; calls nest.
    open func beginUpdates() {
        if updateDepth == 0 {
            pendingCounts = countsBeforeUpdate()
            pendingUpdate = BatchUpdate()
        }
        updateDepth += 1
    }

    /// Makes the changes collected since the matching ``beginUpdates()`` as one update (see
    /// ``performBatchUpdates(_:completion:)``); a call without one does nothing.
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdate else { return }
        pendingUpdate = nil
        commit(batch, before: pendingCounts)
    }

    /// Makes the changes `updates` asks for, and the data source's own, as one update, as UIKit does: deletions, reloads and
    /// move sources name the index paths before the update, insertions and move destinations those after it, whatever the
    /// order of the calls. The data source is asked for its new counts after `updates`; the cells of rows that stay move to
    /// their new places, deleted rows' cells fade out and inserted rows' fade in, with one UIView animation on Glide's clock
    /// (0.3 s), and `completion(true)` runs at its end. Inside ``UIView/performWithoutAnimation(_:)`` or with no window the
    /// update is made at once and `completion(true)` runs on the clock's next turn. Each section's header and footer views
    /// are asked for again.
    ///
    /// Glide differs, as ``UICollectionView/performBatchUpdates(_:completion:)`` does: when the data source's counts after
    /// the update are not those before plus insertions minus deletions (UIKit raises `NSInternalInconsistencyException`),
    /// or an index path is out of range, Glide logs UIKit's message to ``GlideDiagnostics`` and reloads the data instead
    /// (the completion then runs on the next turn). Every ``RowAnimation`` but `.none` fades (UIKit slides for `.left`,
    /// `.top`, …); `.none` for every change of an update makes it without animation. An update without changes (the
    /// `beginUpdates()`/`endUpdates()` idiom after row heights changed) lays the rows out again, animated.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdate?.completions.append(completion) }
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertedItems += indexPaths }
    }
    /// Deletes the rows at `indexPaths` (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletedItems += indexPaths }
    }
    /// Gives the rows at `indexPaths` (before the update) new cells from the data source.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloadedItems += indexPaths }
    }
    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it), keeping its cell.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections at `sections` (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes the sections at `sections` (indexes before the update) and their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }
    /// Gives every row of the sections at `sections` (before the update) new cells.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }
    /// Moves the section at `section` (before the update) to `newSection` (after it), keeping its rows' cells.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the update being collected, or makes it as an update of its own.
    private func record(_ animation: RowAnimation, _ change: (inout BatchUpdate) -> Void) {
        beginUpdates()
        var batch = pendingUpdate ?? BatchUpdate()
        change(&batch)
        batch.allChangesUnanimated = (batch.allChangesUnanimated ?? true) && animation == .none
        pendingUpdate = batch
        endUpdates()
    }

    /// The counts an update starts from: the rows laid out, or (never loaded) the data source's, as UIKit loads them first.
    private func countsBeforeUpdate() -> [Int] {
        needsReload ? dataSourceCounts() : rowFrames.map(\.count)
    }

    /// The data source's number of rows in each section.
    private func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<Swift.max(0, dataSource.numberOfSections(in: self))).map {
            Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
        }
    }

    private func commit(_ batch: BatchUpdate, before: [Int]) {
        let after = dataSourceCounts()
        let completions = batch.completions
        let completion: (() -> Void)? = completions.isEmpty ? nil : { for c in completions { c(true) } }
        switch batch.resolve(before: before, after: after, terms: .table) {
        case .failure(let problem):
            GlideDiagnostics.log("\(problem.message) (UIKit raises NSInternalInconsistencyException; Glide reloads the data)")
            if needsReload { setNeedsLayout() } else { reloadData() }
            UICollectionView.runOnNextTurn(completion)
        case .success(let mapping):
            let animated = window != nil && UIView.areAnimationsEnabled && batch.allChangesUnanimated != true
            performRowUpdate(moves: mapping.moves, reloaded: mapping.reloaded, reconfigured: [], animated: animated, completion: completion)
        }
    }

    // MARK: Scrolling

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` of the visible area (inside the adjusted content
    /// inset): its top at the top, its middle in the middle, its bottom at the bottom, or (`.none`) as little as makes it
    /// fully visible; the offset stays within the content. Glide differs: an index path out of range is logged to
    /// ``GlideDiagnostics`` (UIKit raises).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let row = rect(at: indexPath) else {
            GlideDiagnostics.log("scrollToRow: row (\(indexPath.row)) beyond bounds for section (\(indexPath.section)) (UIKit raises NSRangeException; Glide does not scroll)")
            return
        }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            y = contentOffset.y
            if row.minY < y + inset.top { y = row.minY - inset.top } else if row.maxY > y + inset.top + visibleHeight { y = row.maxY - inset.top - visibleHeight }
        }
        let highest = Swift.max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = Swift.min(Swift.max(y, -inset.top), highest)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
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
        // Sections may have changed: their header and footer views are asked for again.
        retireSectionViews()
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
