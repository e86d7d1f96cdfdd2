import Foundation
import Testing
@testable import GlideUIKitCore

/// A collection cell Interface Builder would archive.
@MainActor
private final class NibPhotoCell: UICollectionViewCell {
    var awoke = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// A table cell Interface Builder would archive.
@MainActor
private final class NibCardCell: UITableViewCell {
    var awoke = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

@MainActor
private final class Photos: NSObject, UICollectionViewDataSource {
    var count = 2
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

@MainActor
private final class Cards: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
    }
}

@MainActor @Suite struct CellNibRegistrationTests {
    @Test func aCollectionViewMakesCellsFromTheNibsFirstCell() throws {
        var made = 0
        // A nib whose top-level objects are a gesture recognizer (not a cell) and the cell.
        UINib.register("CellNibRegistrationTests.PhotoCell") { _ in
            made += 1
            return [UITapGestureRecognizer(target: nil, action: nil), NibPhotoCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        let world = World()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(UINib(nibName: "CellNibRegistrationTests.PhotoCell", bundle: nil), forCellWithReuseIdentifier: "photo")
        let photos = Photos()
        collectionView.dataSource = photos
        world.root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? NibPhotoCell }
        #expect(cells.count == 2 && made == 2)
        #expect(cells.allSatisfy { $0.awoke == 1 && $0.reuseIdentifier == "photo" })
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 220, y: 0, width: 100, height: 100)])
        // A cell that goes is reused, not made from the nib again.
        UIView.performWithoutAnimation {
            photos.count = 1
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            photos.count = 2
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(made == 2 && collectionView.visibleCells.count == 2)
    }

    @Test func aTableViewMakesCellsFromTheNib() throws {
        UINib.register("CellNibRegistrationTests.CardCell") { _ in [NibCardCell(style: .default, reuseIdentifier: "other")] }
        let world = World()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.register(UINib(nibName: "CellNibRegistrationTests.CardCell", bundle: nil), forCellReuseIdentifier: "card")
        let cards = Cards()
        tableView.dataSource = cards
        world.root.view.addSubview(tableView)
        tableView.layoutIfNeeded()
        let cells = tableView.visibleCells.compactMap { $0 as? NibCardCell }
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0.awoke == 1 && $0.reuseIdentifier == "card" && $0.frame.width == 320 })
        #expect(tableView.dequeueReusableCell(withIdentifier: "card") is NibCardCell)
    }
}
