import Foundation
import Testing
@testable import GlideUIKitCore

/// A data source of strings that moves them when told, as apps that reorder with a long press write one (the ninth
/// unseen sample's N04); `movable` false leaves out `moveItemAt` (UIKit's optional method not implemented).
@MainActor
private final class Reorderable: NSObject, UICollectionViewDataSource {
    var items: [String]
    var moves: [(IndexPath, IndexPath)] = []
    var locked: Set<Int> = []
    init(_ items: [String]) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! ItemCell
        cell.item = items[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { !locked.contains(indexPath.item) }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// One that cannot move items: no `moveItemAt`.
@MainActor
private final class Fixed: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! ItemCell
        cell.item = "\(indexPath.item)"
        return cell
    }
}

@MainActor @Suite struct CollectionViewInteractiveMovementTests {
    /// 100-point squares three to a line, 110 points apart, in a window on a manual clock.
    static func grid(_ dataSource: any UICollectionViewDataSource) -> (World, UICollectionView) {
        let world = World()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 430), collectionViewLayout: layout)
        collectionView.register(ItemCell.self, forCellWithReuseIdentifier: "item", initializer: ItemCell.init(frame:))
        collectionView.dataSource = dataSource
        world.root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (world, collectionView)
    }

    /// The frame the flow layout gives the item at `index` (three to a line, 110 points apart; a last line of two is
    /// spread across the width, as UIKit's flow layout spreads it).
    static func slot(_ index: Int) -> CGRect {
        let justifiedLast = index == 4
        return CGRect(x: justifiedLast ? 220 : CGFloat(index % 3) * 110, y: CGFloat(index / 3) * 110, width: 100, height: 100)
    }

    func cell(_ collectionView: UICollectionView, showing item: String) -> ItemCell? {
        collectionView.subviews.compactMap { $0 as? ItemCell }.first { $0.item == item }
    }

    @Test("the moved item follows the finger, the others make room, and the end tells the data source")
    func moveAndEnd() throws {
        let items = Reorderable(["a", "b", "c", "d", "e"])
        let (world, collectionView) = Self.grid(items)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Over d's place (slot 3: x 0–100, y 110–210).
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        world.advance(0.3)
        #expect(cell(collectionView, showing: "a")?.center == CGPoint(x: 50, y: 160))
        #expect(cell(collectionView, showing: "b")?.frame == Self.slot(0))
        #expect(cell(collectionView, showing: "d")?.frame == Self.slot(2))
        #expect(cell(collectionView, showing: "e")?.frame == Self.slot(4))
        collectionView.endInteractiveMovement()
        world.advance(0.3)
        #expect(items.moves.map { [$0.0.item, $0.1.item] } == [[0, 3]])
        #expect(items.items == ["b", "c", "d", "a", "e"])
        #expect(cell(collectionView, showing: "a")?.frame == Self.slot(3))
        #expect((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? ItemCell)?.item == "a")
    }

    @Test("a cancel puts every item back and tells the data source nothing")
    func cancel() throws {
        let items = Reorderable(["a", "b", "c", "d", "e"])
        let (world, collectionView) = Self.grid(items)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 260, y: 160))
        world.advance(0.3)
        #expect(cell(collectionView, showing: "e")?.frame == Self.slot(3))
        collectionView.cancelInteractiveMovement()
        world.advance(0.3)
        #expect(items.moves.isEmpty && items.items == ["a", "b", "c", "d", "e"])
        for (i, item) in ["a", "b", "c", "d", "e"].enumerated() { #expect(cell(collectionView, showing: item)?.frame == Self.slot(i)) }
    }

    @Test("no movement for an item the data source keeps, nor a second one at once, nor past the items")
    func refusals() {
        let items = Reorderable(["a", "b", "c"])
        items.locked = [2]
        let (_, collectionView) = Self.grid(items)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test("a data source without moveItemAt gets its items back where they were at the end")
    func withoutMoveItemAt() throws {
        let items = Fixed()
        let (world, collectionView) = Self.grid(items)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        collectionView.endInteractiveMovement()
        world.advance(0.3)
        for i in 0..<5 { #expect(cell(collectionView, showing: "\(i)")?.frame == Self.slot(i)) }
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }
}
