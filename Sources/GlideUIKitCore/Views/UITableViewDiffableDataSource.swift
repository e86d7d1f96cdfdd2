import Foundation

/// A table view's data source that shows snapshots of identifiers (UIKit's `UITableViewDiffableDataSource`).
///
/// As ``UICollectionViewDiffableDataSource`` does for a collection view, it makes itself the table view's
/// ``UITableView/dataSource`` (held weakly there: keep a reference to it), answers from the snapshot applied last and
/// asks `cellProvider` for each cell shown; ``apply(_:animatingDifferences:completion:)`` keeps the cells of rows that
/// stay and moves them to their new places.
///
/// Glide differs: ``defaultRowAnimation`` is stored only: an animated update fades inserted and deleted rows and moves
/// the others with one UIView animation, whatever the row animation; no editing or reordering.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Makes and configures the cell of a row (nil is a programming error: UIKit traps).
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The row animation of animated updates (`.automatic` by default); Glide differs: stored only.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table view's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`'s sections and rows: the difference from the shown ones, by identifier, updates the table view at
    /// once. Animated (the default), the cells that stay move to their new places and inserted and deleted rows fade,
    /// with a UIView animation on Glide's clock (0.3 s), and `completion` runs at its end; without animation the cells
    /// are placed at once and `completion` runs on the clock's next turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot.clearingMarks
        guard let tableView else {
            UICollectionView.runOnNextTurn(completion)
            return
        }
        let update = DiffableUpdate(from: previous, to: snapshot)
        tableView.performRowUpdate(moves: update.moves, reloaded: update.reloaded, reconfigured: update.reconfigured,
                                   animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does and returns when its completion would run.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table view's data (no difference computed, nothing animated); `completion` runs
    /// on the clock's next turn.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks
        tableView?.reloadData()
        UICollectionView.runOnNextTurn(completion)
    }

    /// Shows `snapshot` as ``applySnapshotUsingReloadData(_:completion:)`` does and returns when its completion would run.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    /// A copy of the snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil when the shown snapshot lacks it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section shown at `index`, or nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of `sectionIdentifier`, or nil when the shown snapshot lacks it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The number of sections in the shown snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of rows in the shown snapshot's section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell `cellProvider` makes for the row at `indexPath` (traps when it returns nil, as UIKit does).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item identifier at index path \(indexPath)")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath), dataSource: \(self), item identifier: \(item)")
        }
        return cell
    }

    /// No header titles (nil), as UIKit's diffable data source answers unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
