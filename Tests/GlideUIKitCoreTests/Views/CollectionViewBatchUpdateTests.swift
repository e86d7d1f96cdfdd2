import Foundation
import Testing
@testable import GlideUIKitCore

/// A section header or footer that shows its section.
@MainActor
private final class TitleView: UICollectionReusableView {
    var title: String?
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A data source of strings in sections, the way apps write one by hand: an array the app changes before telling the
/// collection view.
@MainActor
private final class Items: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var headers = false
    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! ItemCell
        cell.item = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleView
        view.title = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return view
    }
}

/// A collection view of 100-point squares, three to a line (110 points apart), in a window on a manual clock.
@MainActor
private final class Grid {
    let world = World()
    let collectionView: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let items: Items

    init(_ sections: [[String]], inWindow: Bool = true) {
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 430), collectionViewLayout: layout)
        collectionView.register(ItemCell.self, forCellWithReuseIdentifier: "item", initializer: ItemCell.init(frame:))
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title", initializer: TitleView.init(frame:))
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "title", initializer: TitleView.init(frame:))
        items = Items(sections)
        collectionView.dataSource = items
        if inWindow { world.root.view.addSubview(collectionView) }
        collectionView.layoutIfNeeded()
    }

    /// The items of the shown cells, in index-path order.
    var shown: [String?] { collectionView.visibleCells.map { ($0 as? ItemCell)?.item } }

    func cell(_ item: Int, _ section: Int = 0) -> ItemCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? ItemCell
    }

    static func frame(_ index: Int, top: CGFloat = 0) -> CGRect {
        CGRect(x: CGFloat(index % 3) * 110, y: top + CGFloat(index / 3) * 110, width: 100, height: 100)
    }
}

@MainActor @Suite struct CollectionViewBatchUpdateTests {
    @Test func aBatchUpdateKeepsTheCellsOfItemsThatStayAndAsksTheDataSourceForTheNewCounts() throws {
        let grid = Grid([["a", "b", "c", "d", "e"]])
        let a = try #require(grid.cell(0)), c = try #require(grid.cell(2)), e = try #require(grid.cell(4))
        let b = try #require(grid.cell(1))
        grid.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        var completions: [Bool] = []
        UIView.performWithoutAnimation {
            grid.collectionView.performBatchUpdates({
                // The app changes its model inside the block; the calls name old index paths for deletions and new ones
                // for insertions, in any order.
                grid.items.sections[0] = ["x", "a", "c", "e", "d"]
                grid.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                grid.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                grid.collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 4, section: 0))
            }) { completions.append($0) }
        }
        // Made at once: the kept cells are at their new index paths and places, "b"'s cell went to the pool and came
        // back for "x".
        #expect(grid.shown == ["x", "a", "c", "e", "d"])
        #expect(grid.cell(1) === a && grid.cell(2) === c && grid.cell(3) === e)
        #expect(grid.cell(0) === b && b.item == "x" && b.reused == 1)
        // A line of two items is justified, as UIKit's flow layout does.
        #expect(grid.collectionView.visibleCells.map(\.frame) == (0..<3).map { Grid.frame($0) } + [Grid.frame(3), Grid.frame(5)])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)] && e.isSelected)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(completions.isEmpty)  // on the clock's next turn
        grid.world.clock.runPending()
        #expect(completions == [true])
    }

    @Test func anAnimatedUpdateMovesAndFadesOnTheClockAndCompletesWithTrueAtItsEnd() throws {
        let grid = Grid([["a", "b", "c", "d"]])
        let a = try #require(grid.cell(0)), b = try #require(grid.cell(1))
        var completions: [Bool] = []
        grid.collectionView.performBatchUpdates({
            grid.items.sections[0] = ["c", "d", "a", "x"]
            grid.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            grid.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            grid.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }) { completions.append($0) }
        // The model is final at once; the views move over 0.3 s.
        #expect(a.frame == Grid.frame(2) && grid.cell(2) === a)
        let x = try #require(grid.cell(3))
        grid.world.advance(0.15)
        let aFrame = try #require(a.layer.presentation()).frame
        #expect(abs(aFrame.midX - (Grid.frame(0).midX + Grid.frame(2).midX) / 2) < 1)
        let fadingOut = try #require(b.layer.presentation()).opacity, fadingIn = try #require(x.layer.presentation()).opacity
        #expect(b.superview === grid.collectionView)
        #expect(fadingOut > 0.3 && fadingOut < 0.7 && fadingIn > 0.3 && fadingIn < 0.7)
        #expect(completions.isEmpty)
        grid.world.advance(0.16)
        #expect(completions == [true])
        #expect(b.superview == nil)
        #expect(grid.shown == ["c", "d", "a", "x"])
        #expect(grid.collectionView.visibleCells.allSatisfy { $0.alpha == 1 })
    }

    @Test func anInsertAfterTheModelChangedIsAnUpdateOfItsOwn() throws {
        let grid = Grid([["a", "b"]])
        let before = GlideDiagnostics.messages.count
        let a = try #require(grid.cell(0))
        grid.items.sections[0].insert("x", at: 0)
        grid.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(GlideDiagnostics.messages.count == before)
        #expect(grid.cell(1) === a)
        #expect(grid.shown == ["x", "a", "b"])
        grid.items.sections[0].remove(at: 2)
        grid.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        grid.world.advance(0.31)
        #expect(grid.shown == ["x", "a"])
        #expect(GlideDiagnostics.messages.count == before)
    }

    @Test func countsThatDoNotAddUpAreLoggedAndTheDataReloaded() {
        let grid = Grid([["a", "b"]])
        let before = GlideDiagnostics.messages.count
        var completions: [Bool] = []
        // The data source has three items after the update; two before plus none inserted is two: UIKit raises.
        grid.collectionView.performBatchUpdates({
            grid.items.sections[0].append("c")
        }) { completions.append($0) }
        let logged = GlideDiagnostics.messages.dropFirst(before)
        #expect(logged.count == 1)
        #expect(logged.first?.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted)") == true)
        #expect(logged.first?.contains("NSInternalInconsistencyException") == true)
        #expect(grid.shown == ["a", "b", "c"])  // reloaded instead
        grid.world.clock.runPending()
        #expect(completions == [true])
        // The reload took the new counts: a consistent update after it is made.
        grid.items.sections[0].append("d")
        grid.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(GlideDiagnostics.messages.count == before + 1)
        #expect(grid.shown == ["a", "b", "c", "d"])
    }

    @Test func anIndexPathOutOfRangeIsLoggedNotTrapped() {
        let grid = Grid([["a"]])
        let before = GlideDiagnostics.messages.count
        grid.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
        #expect(GlideDiagnostics.messages.count == before + 1)
        #expect(grid.shown == ["a"])
    }

    @Test func withoutAWindowTheUpdateIsMadeAtOnce() throws {
        let grid = Grid([["a", "b"]], inWindow: false)
        let a = try #require(grid.cell(0))
        var completions: [Bool] = []
        grid.collectionView.performBatchUpdates({
            grid.items.sections[0].insert("x", at: 0)
            grid.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }) { completions.append($0) }
        #expect(a.frame == Grid.frame(1) && (a.layer.animationKeys() ?? []).isEmpty)
        #expect(grid.cell(0)?.alpha == 1)
        grid.world.clock.runPending()
        #expect(completions == [true])
    }

    @Test func reloadingAnItemGivesItANewCell() throws {
        let grid = Grid([["a", "b"]])
        let a = try #require(grid.cell(0)), b = try #require(grid.cell(1))
        grid.items.sections[0][1] = "B"
        UIView.performWithoutAnimation { grid.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)]) }
        #expect(grid.cell(0) === a && a.reused == 0)
        #expect(grid.cell(1)?.item == "B")
        #expect(b.reused == 1)  // let go and dequeued again
    }

    @Test func sectionsAreInsertedDeletedAndReloaded() throws {
        let grid = Grid([["a"], ["b", "c"]])
        let b = try #require(grid.cell(0, 1))
        UIView.performWithoutAnimation {
            grid.collectionView.performBatchUpdates({
                grid.items.sections = [["n"], ["b", "c"], ["m"]]
                grid.collectionView.deleteSections([0])
                grid.collectionView.insertSections([0, 2])
            })
        }
        #expect(grid.collectionView.numberOfSections == 3)
        #expect(grid.cell(0, 1) === b)
        #expect(grid.shown == ["n", "b", "c", "m"])
        UIView.performWithoutAnimation {
            grid.items.sections[1] = ["B", "C"]
            grid.collectionView.reloadSections([1])
        }
        #expect(grid.shown == ["n", "B", "C", "m"])
        // A section count that does not add up is logged and reloaded.
        let before = GlideDiagnostics.messages.count
        grid.items.sections.append(["z"])
        grid.collectionView.deleteSections([0])
        #expect(GlideDiagnostics.messages.dropFirst(before).first?.hasPrefix("Invalid update: invalid number of sections.") == true)
        #expect(grid.collectionView.numberOfSections == 4)
        #expect(grid.shown == ["n", "B", "C", "m", "z"])
    }

    @Test func anEmptyUpdateLaysTheItemsOutAgainAnimated() throws {
        let grid = Grid([["a", "b"]])
        let b = try #require(grid.cell(1))
        var completions: [Bool] = []
        grid.collectionView.performBatchUpdates({ grid.layout.itemSize = CGSize(width: 50, height: 50) }) { completions.append($0) }
        #expect(b.frame == CGRect(x: 270, y: 0, width: 50, height: 50))
        grid.world.advance(0.15)
        let moving = try #require(b.layer.presentation()).frame
        #expect(moving.width > 50 && moving.width < 100)
        grid.world.advance(0.16)
        #expect(completions == [true])
    }

    @Test func nestedUpdatesJoinTheOutermost() {
        let grid = Grid([["a"]])
        var completions: [String] = []
        UIView.performWithoutAnimation {
            grid.collectionView.performBatchUpdates({
                grid.items.sections[0] += ["b", "c"]
                grid.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
                grid.collectionView.performBatchUpdates({
                    grid.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                }) { _ in completions.append("inner") }
            }) { _ in completions.append("outer") }
        }
        #expect(grid.shown == ["a", "b", "c"])
        grid.world.clock.runPending()
        #expect(completions == ["inner", "outer"])
    }
}

@MainActor @Suite struct CollectionViewSupplementaryViewTests {
    @Test func theFlowLayoutPlacesHeadersAndFootersAroundEachSection() throws {
        let grid = Grid([["a", "b", "c", "d"], ["e"]])
        grid.layout.headerReferenceSize = CGSize(width: 999, height: 30)
        grid.layout.footerReferenceSize = CGSize(width: 0, height: 20)
        grid.layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        grid.collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        let header0 = try #require(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? TitleView)
        #expect(header0.title == "header 0" && header0.reuseIdentifier == "title")
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(grid.cell(0)?.frame == Grid.frame(0, top: 40))
        #expect(grid.cell(3)?.frame == Grid.frame(4, top: 40))  // alone on its line: centred
        // Section 0: 30 header + 10 inset + 210 of items + 5 inset, then a 20-point footer.
        let footer0 = try #require(grid.collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0)))
        #expect(footer0.frame == CGRect(x: 0, y: 255, width: 320, height: 20))
        #expect(grid.collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 275, width: 320, height: 30))
        #expect(grid.cell(0, 1)?.frame == Grid.frame(1, top: 315))
        // 275 + 30 of header + 10 of inset + 100 of items + 5 of inset + 20 of footer.
        #expect(grid.collectionView.contentSize.height == 440)
        #expect(grid.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        // The cells are still what indexPathForItem finds, not the header.
        #expect(grid.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(grid.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50)) == IndexPath(item: 0, section: 0))
        let attributes = try #require(grid.collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.representedElementCategory == .supplementaryView && attributes.representedElementKind == footer)
    }

    @Test func theDelegateSizesHeadersPerSectionAndAHorizontalLayoutPutsThemBeforeTheColumns() throws {
        @MainActor final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                referenceSizeForHeaderInSection section: Int) -> CGSize {
                section == 0 ? CGSize(width: 40, height: 1) : .zero
            }
        }
        let grid = Grid([["a"], ["b"]])
        let sizes = Sizes()
        grid.collectionView.delegate = sizes
        grid.layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
        grid.collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        #expect(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 40, height: 430))
        #expect(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(grid.cell(0)?.frame.minX == 40)
        let direction: UICollectionViewFlowLayout.ScrollDirection = grid.layout.scrollDirection
        #expect(direction == .horizontal)
    }

    @Test func supplementaryViewsAreReusedAndFollowTheirSections() throws {
        let grid = Grid([["a"], ["b"]])
        grid.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        grid.collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        let header1 = try #require(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        let header0 = try #require(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        UIView.performWithoutAnimation {
            grid.items.sections.remove(at: 0)
            grid.collectionView.deleteSections([0])
        }
        // Section 1's header is section 0's now, at the top; the deleted section's went to the pool.
        #expect(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) === header1)
        #expect(header1.frame.minY == 0 && header0.superview == nil)
        UIView.performWithoutAnimation {
            grid.items.sections.append(["c"])
            grid.collectionView.insertSections([1])
        }
        let reused = try #require(grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TitleView)
        #expect(reused === header0 && reused.title == "header 1")
    }

    @Test func aDataSourceWithoutSupplementaryViewsIsLoggedNotTrapped() {
        @MainActor final class Plain: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let world = World()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = Plain()
        collectionView.dataSource = dataSource
        world.root.view.addSubview(collectionView)
        let before = GlideDiagnostics.messages.count
        collectionView.layoutIfNeeded()
        #expect(GlideDiagnostics.messages.dropFirst(before).contains { $0.contains("viewForSupplementaryElementOfKind") })
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(collectionView.visibleCells.count == 1)
    }

    @Test func aDiffableDataSourcesProviderMakesTheHeaders() {
        let world = World()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        world.root.view.addSubview(collectionView)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["one", "two"])
        snapshot.appendItems([1], toSection: "one")
        snapshot.appendItems([2], toSection: "two")
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.map(\.frame.minY) == [0, 80])  // 30 of header, 50 of item
        #expect(headers.allSatisfy { type(of: $0) == UICollectionReusableView.self })
    }
}
