import Foundation

/// A collection view's data source that shows snapshots of identifiers (UIKit's `UICollectionViewDiffableDataSource`).
///
/// It makes itself the collection view's ``UICollectionView/dataSource`` (held weakly there, as in UIKit: keep a
/// reference to it) and answers from the snapshot applied last, asking `cellProvider` for each cell shown.
/// ``apply(_:animatingDifferences:completion:)`` finds what changed by identifier: the cells of items that stay are
/// kept and move to their new places, deleted items' cells go, inserted items get new cells from the provider, and
/// selection follows the items; the completion runs after the update, on Glide's clock (see the method).
///
/// Supplementary views (section headers and footers) come from ``supplementaryViewProvider``.
///
/// Glide differs: no section snapshots and no reordering handlers; an animated update fades inserted and deleted items' cells and
/// moves the others with one UIView animation, not with the layout's appearing and disappearing attributes.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes and configures the cell of an item (nil is a programming error: UIKit traps).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?

    /// Makes and configures a supplementary view (a section header or footer, …) of a kind at an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views the layout places (nil: none; Glide then shows none and logs it once to
    /// ``GlideDiagnostics``, where UIKit raises).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`'s sections and items: the difference from the shown ones, by identifier, updates the collection
    /// view at once (``snapshot()`` and the index-path look-ups answer from it on return). Animated (the default), the
    /// cells that stay move to their new places, inserted items fade in and deleted ones fade out, with a UIView
    /// animation on Glide's clock (0.3 s), and `completion` runs at its end; without animation the cells are placed at
    /// once and `completion` runs on the clock's next turn.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot.clearingMarks
        guard let collectionView else {
            UICollectionView.runOnNextTurn(completion)
            return
        }
        let update = DiffableUpdate(from: previous, to: snapshot)
        collectionView.performItemUpdate(moves: update.moves, reloaded: update.reloaded, reconfigured: update.reconfigured,
                                         sectionMoves: update.sectionMoves, animated: animatingDifferences,
                                         completion: completion.map { c in { _ in c() } })
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does and returns when its completion would run.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view's data (no difference computed, nothing animated); `completion`
    /// runs on the clock's next turn.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks
        collectionView?.reloadData()
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

    // MARK: UICollectionViewDataSource

    /// The number of sections in the shown snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the shown snapshot's section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell `cellProvider` makes for the item at `indexPath` (traps when it returns nil, as UIKit does).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item identifier at index path \(indexPath)")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: \(self), item identifier: \(item)")
        }
        return cell
    }

    /// The view ``supplementaryViewProvider`` makes for `kind` at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UnansweredSupplementaryView(frame: .zero)
    }
}

/// The difference between two snapshots, as index paths: what a list view needs to keep its cells.
struct DiffableUpdate {
    /// The old index path of every item in both snapshots, to its new one.
    var moves: [IndexPath: IndexPath] = [:]
    /// The new index paths of items marked for reloading (or in sections marked so).
    var reloaded: Set<IndexPath> = []
    /// The new index paths of items marked for reconfiguring.
    var reconfigured: [IndexPath] = []
    /// The old index of every section in both snapshots (and not marked for reloading), to its new one.
    var sectionMoves: [Int: Int] = [:]

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldPaths = old.indexPathsByItem()
        let newPaths = new.indexPathsByItem()
        for (item, path) in oldPaths {
            if let to = newPaths[item] { moves[path] = to }
        }
        for item in new.reloadedItemIdentifiers { if let path = newPaths[item] { reloaded.insert(path) } }
        for section in new.reloadedSectionIdentifiers {
            for item in new.itemIdentifiers(inSection: section) { if let path = newPaths[item] { reloaded.insert(path) } }
        }
        reconfigured = new.reconfiguredItemIdentifiers.compactMap { newPaths[$0] }.filter { !reloaded.contains($0) }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        for (index, section) in old.sectionIdentifiers.enumerated() where !reloadedSections.contains(section) {
            if let to = new.indexOfSection(section) { sectionMoves[index] = to }
        }
    }
}
