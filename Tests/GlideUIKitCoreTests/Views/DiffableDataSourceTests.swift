import Foundation
import Testing
@testable import GlideUIKitCore

/// A cell that UIKit's storyboard path could make: Glide makes it through `init?(coder:)` for `init(handler:)`.
@MainActor
private final class ArchivedCell: UICollectionViewCell {
    var item: String?
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A collection view of 100-point squares, three to a line, six on screen, with a diffable data source of strings.
@MainActor
private final class Strip {
    let world = World()
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    private final class Log { var items: [String] = [] }
    private let log = Log()
    /// The items the registration's handler configured a cell for, in order.
    var configured: [String] {
        get { log.items }
        set { log.items = newValue }
    }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 210), collectionViewLayout: layout)
        world.root.view.addSubview(collectionView)
        let log = log
        let registration = UICollectionView.CellRegistration<ItemCell, String>(initializer: ItemCell.init(frame:)) { cell, _, item in
            cell.item = item
            log.items.append(item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// The items of the shown cells, in index-path order.
    var shown: [String?] { collectionView.visibleCells.map { ($0 as? ItemCell)?.item } }

    func cell(_ item: String) -> ItemCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) } as? ItemCell
    }

    /// The frame of the item at `index` in the flow layout (three to a line).
    static func frame(_ index: Int) -> CGRect {
        CGRect(x: CGFloat(index % 3) * 110, y: CGFloat(index / 3) * 110, width: 100, height: 100)
    }
}

@MainActor @Suite struct DiffableDataSourceTests {
    @Test func theDataSourceIsTheCollectionViewsAndShowsTheAppliedSnapshot() {
        let strip = Strip()
        #expect(strip.collectionView.dataSource === strip.dataSource)
        var completed = 0
        strip.dataSource.apply(strip.snapshot(["a", "b", "c", "d", "e", "f", "g", "h"]), animatingDifferences: false) { completed += 1 }
        #expect(completed == 0)  // on the clock's next turn
        #expect(strip.dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
        #expect(strip.dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)) == "e")
        #expect(strip.dataSource.itemIdentifier(for: IndexPath(item: 8, section: 0)) == nil)
        #expect(strip.dataSource.sectionIdentifier(for: 0) == 0 && strip.dataSource.index(for: 0) == 0)
        #expect(strip.dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e", "f", "g", "h"])
        strip.world.clock.runPending()
        #expect(completed == 1)
        strip.collectionView.layoutIfNeeded()
        #expect(strip.shown == ["a", "b", "c", "d", "e", "f"])
        #expect(strip.configured == ["a", "b", "c", "d", "e", "f"])
        #expect(strip.collectionView.visibleCells.map(\.frame) == (0..<6).map(Strip.frame))
        #expect(strip.collectionView.visibleCells.allSatisfy { $0.reuseIdentifier?.hasPrefix("CellRegistration.") == true })
    }

    @Test func reorderingAndDeletingKeepTheCellsOfTheItemsThatStay() {
        let strip = Strip()
        strip.dataSource.apply(strip.snapshot(["a", "b", "c", "d", "e", "f", "g", "h"]), animatingDifferences: false)
        strip.collectionView.layoutIfNeeded()
        let a = strip.cell("a"), c = strip.cell("c"), e = strip.cell("e"), b = strip.cell("b"), d = strip.cell("d")
        strip.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])  // "e"
        strip.configured = []

        strip.dataSource.apply(strip.snapshot(["c", "a", "x", "e", "f", "g", "h"]), animatingDifferences: false)
        // The update is made at once: the kept cells moved, the deleted ones went, the new items got cells.
        #expect(strip.shown == ["c", "a", "x", "e", "f", "g"])
        #expect(strip.cell("c") === c && strip.cell("a") === a && strip.cell("e") === e)
        #expect(strip.configured.sorted() == ["g", "x"])  // only the items without a cell were configured
        // The deleted items' cells went back to the pool and came out of it for the new items.
        #expect([b, d].allSatisfy { $0.map { ["x", "g"].contains($0.item) && $0.reused == 1 } == true })
        #expect(strip.collectionView.visibleCells.map(\.frame) == (0..<6).map(Strip.frame))
        #expect(strip.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(e?.isSelected == true)
        #expect(strip.collectionView.numberOfItems(inSection: 0) == 7)
    }

    @Test func anAnimatedApplyMovesAndFadesCellsOnTheClockAndCompletesAtTheEnd() throws {
        let strip = Strip()
        strip.dataSource.apply(strip.snapshot(["a", "b", "c", "d", "e", "f"]), animatingDifferences: false)
        strip.collectionView.layoutIfNeeded()
        let a = try #require(strip.cell("a")), b = try #require(strip.cell("b"))
        var completed = false
        strip.dataSource.apply(strip.snapshot(["x", "c", "d", "e", "f", "a"])) { completed = true }
        // The model is final at once: "a" is the sixth item, "b" is gone from the data, "x" has a cell.
        #expect(a.frame == Strip.frame(5))
        #expect(strip.dataSource.indexPath(for: "a") == IndexPath(item: 5, section: 0))
        let x = try #require(strip.cell("x"))
        #expect(x.frame == Strip.frame(0))
        strip.world.clock.runPending()
        #expect(!completed)
        strip.world.advance(0.15)
        // Half-way (ease in, ease out): "a" between its places, "b" still fading out on screen, "x" fading in.
        let aFrame = try #require(a.layer.presentation()).frame
        #expect(abs(aFrame.midX - (Strip.frame(0).midX + Strip.frame(5).midX) / 2) < 1)
        #expect(abs(aFrame.midY - (Strip.frame(0).midY + Strip.frame(5).midY) / 2) < 1)
        #expect(b.superview === strip.collectionView)
        let fadingOut = try #require(b.layer.presentation()).opacity, fadingIn = try #require(x.layer.presentation()).opacity
        #expect(fadingOut > 0.3 && fadingOut < 0.7 && fadingIn > 0.3 && fadingIn < 0.7)
        #expect(!completed)
        strip.world.advance(0.15)
        #expect(completed)
        #expect(b.superview == nil)
        #expect(strip.shown == ["x", "c", "d", "e", "f", "a"])
        #expect(strip.collectionView.visibleCells.map(\.frame) == (0..<6).map(Strip.frame))
        #expect(strip.collectionView.visibleCells.allSatisfy { $0.alpha == 1 })
    }

    @Test func reloadedItemsGetNewCellsAndReconfiguredOnesKeepTheirs() {
        let strip = Strip()
        strip.dataSource.apply(strip.snapshot(["a", "b", "c"]), animatingDifferences: false)
        strip.collectionView.layoutIfNeeded()
        let a = strip.cell("a"), b = strip.cell("b")
        strip.configured = []
        var snapshot = strip.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        #expect(snapshot.reloadedItemIdentifiers == ["a"] && snapshot.reconfiguredItemIdentifiers == ["b"])
        strip.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(strip.configured.sorted() == ["a", "b"])
        // "a"'s cell was let go and dequeued again (it is the only one in the pool); "b"'s was configured in place.
        #expect(a?.reused == 1 && strip.cell("a")?.item == "a")
        #expect(strip.cell("b") === b && b?.reused == 0)
        // The data source keeps the snapshot without its marks.
        #expect(strip.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func anApplyBeforeTheFirstLayoutIsShownByIt() {
        let strip = Strip()
        var completed = false
        strip.dataSource.apply(strip.snapshot(["a", "b"])) { completed = true }
        strip.world.clock.runPending()
        #expect(completed)
        #expect(strip.shown == ["a", "b"])
    }

    @Test func aRegistrationWithAHandlerMakesSubclassesTheStoryboardWay() {
        let world = World()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        world.root.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ArchivedCell, String> { cell, indexPath, item in
            cell.item = "\(item) at \(indexPath.item)"
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["only"])
        snapshot.appendItems(["p", "q"], toSection: "only")
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? ArchivedCell }
        #expect(cells.map(\.item) == ["p at 0", "q at 1"])
        #expect(cells.allSatisfy { $0.awoke })
    }

    @Test func theSnapshotKeepsSectionsAndItemsInOrder() {
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["A", "C"])
        s.insertSections(["B"], beforeSection: "C")
        s.appendItems([1, 2], toSection: "A")
        s.appendItems([7, 8])  // the last section
        s.appendItems([4], toSection: "B")
        s.insertItems([3], beforeItem: 4)
        s.insertItems([5, 6], afterItem: 4)
        #expect(s.sectionIdentifiers == ["A", "B", "C"] && s.numberOfSections == 3)
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7, 8] && s.numberOfItems == 8)
        #expect(s.itemIdentifiers(inSection: "B") == [3, 4, 5, 6] && s.numberOfItems(inSection: "C") == 2)
        #expect(s.sectionIdentifier(containingItem: 5) == "B" && s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.indexOfItem(6) == 5 && s.indexOfItem(9) == nil)
        #expect(s.indexOfSection("C") == 2 && s.indexOfSection("Z") == nil)
        s.moveItem(1, afterItem: 8)
        s.moveItem(6, beforeItem: 3)
        #expect(s.itemIdentifiers == [2, 6, 3, 4, 5, 7, 8, 1])
        #expect(s.sectionIdentifier(containingItem: 1) == "C")
        s.deleteItems([3, 42])
        #expect(s.itemIdentifiers == [2, 6, 4, 5, 7, 8, 1])
        s.moveSection("A", afterSection: "C")
        #expect(s.sectionIdentifiers == ["B", "C", "A"] && s.itemIdentifiers == [6, 4, 5, 7, 8, 1, 2])
        s.reloadSections(["C"])
        #expect(s.reloadedSectionIdentifiers == ["C"])
        s.deleteSections(["C"])
        #expect(s.sectionIdentifiers == ["B", "A"] && s.itemIdentifiers == [6, 4, 5, 2] && s.reloadedSectionIdentifiers.isEmpty)
        #expect(s.indexOfItem(2) == 3)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0 && s.itemIdentifiers.isEmpty)
    }

    @Test func aTableDiffableDataSourceShowsRowsAndKeepsTheirCells() throws {
        let world = World()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        world.root.view.addSubview(table)
        var asked: [String] = []
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            asked.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === dataSource && dataSource.defaultRowAnimation == .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two", "three"])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["one", "two", "three"])
        let three = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        asked = []
        var completed = false
        snapshot.deleteItems(["two"])
        snapshot.moveItem("three", beforeItem: "one")
        dataSource.apply(snapshot) { completed = true }
        #expect(asked.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === three)
        #expect(three.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        world.advance(0.3)
        #expect(completed)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["three", "one"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "one")
        #expect(table.numberOfRows(inSection: 0) == 2)
    }
}
