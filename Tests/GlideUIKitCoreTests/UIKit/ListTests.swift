import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count = 100
    var heights: [Int: CGFloat] = [:]
    var asked: [Int] = []
    var selectedRows: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath.row] ?? tableView.rowHeight }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedRows.append(indexPath.row) }
}

@MainActor
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reused = 0
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        CountingCell.made += 1
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

@MainActor @Suite(.serialized) struct TableViewTests {
    @Test("a table is opaque as UIKit's: systemBackground when plain, systemGroupedBackground when grouped")
    func aTableHasUIKitsBackground() {
        #expect(UITableView(frame: .zero, style: .plain).backgroundColor == .systemBackground)
        #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == .systemGroupedBackground)
        #expect(UITableView(frame: .zero, style: .insetGrouped).backgroundColor == .systemGroupedBackground)
        #expect(UITableView().backgroundColor == .systemBackground)
    }

    @Test func rowsAreStackedFromTheDataSourceAndOnlyVisibleOnesAreMade() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 190), style: .plain)
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 50
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        #expect(rows.asked == [0, 1, 2, 3])
        #expect(table.contentSize == CGSize(width: 320, height: 5000))
        #expect(table.visibleCells.map(\.frame) == (0..<4).map { CGRect(x: 0, y: CGFloat($0) * 50, width: 320, height: 50) })
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 2")
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        table.contentOffset = CGPoint(x: 0, y: 120)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [2, 3, 4, 5, 6])
        #expect(rows.asked == [0, 1, 2, 3, 4, 5, 6])
        #expect(table.subviews.count == 5)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 260)) == IndexPath(row: 5, section: 0))
    }

    @Test func delegateHeightsAndReloadData() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let rows = Rows()
        rows.count = 3
        rows.heights = [0: 10, 1: 80]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        // Row 2 uses rowHeight, automaticDimension: 44 points.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 44))
        #expect(table.contentSize.height == 134)
        rows.count = 1
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 1 && table.visibleCells.count == 1)
    }

    @Test func registeredSubclassesAreMadeThroughTheArchiveAndReused() {
        CountingCell.made = 0
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let rows = Rows()
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 50
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        #expect(CountingCell.made == 2)
        #expect(table.visibleCells.allSatisfy { $0 is CountingCell && $0.reuseIdentifier == "row" })
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(CountingCell.made == 2)
        #expect(table.visibleCells.compactMap { ($0 as? CountingCell)?.reused }.reduce(0, +) == 2)
    }

    @Test func tappingSelectsThroughTheDelegate() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(rows.selectedRows == [1] && table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }
}

@MainActor
private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count: Int
    var size: CGSize?
    init(count: Int, size: CGSize? = nil) {
        self.count = count
        self.size = size
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        size ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

@MainActor @Suite struct CollectionViewTests {
    private func make(_ items: Items, width: CGFloat = 320, height: CGFloat = 600) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        collection.layoutIfNeeded()
        return collection
    }

    @Test func fullLinesAreJustifiedAndALoneItemIsCentred() {
        let collection = make(Items(count: 4))
        // Three 100-point items and two 10-point gaps fill 320 exactly; the fourth is alone on line 2.
        #expect(collection.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
            CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 110, y: 110, width: 100, height: 100),
        ])
        #expect(collection.contentSize == CGSize(width: 320, height: 210))
    }

    @Test func delegateSizesAsTheCorpusGridComputesThem() {
        // ImageListViewController: (width − 8 · 3) / 2 squares, default spacing.
        let items = Items(count: 10, size: CGSize(width: (320 - 24) / 2, height: (320 - 24) / 2))
        let collection = make(items, height: 400)
        let frames = collection.visibleCells.map(\.frame)
        #expect(frames.first == CGRect(x: 0, y: 0, width: 148, height: 148))
        #expect(frames[1] == CGRect(x: 172, y: 0, width: 148, height: 148))  // justified: the 24-point gap
        #expect(collection.contentSize.height == 780)  // 5 lines of 148 and 4 gaps of 10
        #expect(collection.indexPathsForVisibleItems.count == 6)  // lines at 0, 158, 316 intersect 0..<400
        collection.contentOffset = CGPoint(x: 0, y: 400)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [4, 5, 6, 7, 8, 9])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}

@MainActor @Suite struct ListControllerTests {
    /// The seeds' TodayViewController pattern: overrides of the table controller's methods.
    final class Today: UITableViewController, UITableViewDelegate {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "card")
            tableView.rowHeight = 400
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(tableView.cellForRow(at: indexPath) != nil)")
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
    }

    @Test func overridesAndTheSubclassOwnDelegateMethodsAreCalled() {
        let today = Today(style: .plain)
        today.tableView.layoutIfNeeded()
        #expect(today.tableView.visibleCells.count == 3)  // 844 / 400: rows 0, 1, 2
        today.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(today.log == ["highlight 1", "unhighlight 1", "select true"])
        today.tableView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(today.log.last == "scroll")
        today.viewWillAppear(false)
        #expect(today.tableView.indexPathForSelectedRow == nil)  // clearsSelectionOnViewWillAppear
    }
}

/// A cell as users write them for registration by class: UIKit makes it with `init(frame:)`; a storyboard
/// would use `init(coder:)`, which it does not support.
@MainActor
private final class CodeOnlyItemCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class CodeOnlyRowCell: UITableViewCell {
    private(set) var madeWithStyle: CellStyle?
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor @Suite struct CellRegistrationTests {
    @Test func aCollectionCellRegisteredWithItsInitializerIsMadeWithInitFrame() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 250), collectionViewLayout: layout)
        collection.register(CodeOnlyItemCell.self, forCellWithReuseIdentifier: "item", initializer: CodeOnlyItemCell.init(frame:))
        let items = Items(count: 9)
        collection.dataSource = items
        collection.layoutIfNeeded()
        #expect(!collection.visibleCells.isEmpty)
        #expect(collection.visibleCells.allSatisfy { cell in
            (cell as? CodeOnlyItemCell).map { $0.label.superview === $0.contentView } == true && cell.reuseIdentifier == "item"
        })
        #expect(collection.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 100, height: 100) })
    }

    @Test func aTableCellRegisteredWithItsInitializerIsMadeWithStyleDefaultAndTheIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.register(CodeOnlyRowCell.self, forCellReuseIdentifier: "row", initializer: CodeOnlyRowCell.init(style:reuseIdentifier:))
        let rows = Rows()
        table.rowHeight = 50
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
        #expect(table.visibleCells.allSatisfy {
            ($0 as? CodeOnlyRowCell)?.madeWithStyle == .default && $0.reuseIdentifier == "row" && $0.frame.width == 320
        })
    }
}

/// A collection view controller subclass written as for UIKit, where Swift sees the data-source and delegate protocols'
/// members on the class (the fifth bug sample's f04: SimpleImageViewer's demo overrides the section header's method).
@MainActor @Suite struct CollectionControllerOverrideTests {
    final class Header: UICollectionReusableView {}

    final class Gallery: UICollectionViewController {
        var scrolled = 0
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 390, height: 44)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test func theSubclassOverridesReachTheCollection() {
        let gallery = Gallery()
        gallery.collectionView.layoutIfNeeded()
        #expect(gallery.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).contains { $0 is Header })
        gallery.collectionView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(gallery.scrolled > 0)
    }
}
