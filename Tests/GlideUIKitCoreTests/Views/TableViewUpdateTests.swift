import Foundation
import Testing
@testable import GlideUIKitCore

/// A row cell that shows its row's text.
@MainActor
private final class RowCell: UITableViewCell {
    var text: String?
}

/// A header view made by its own initializer, as apps write one (no `init(coder:)`).
@MainActor
private final class SectionHeader: UITableViewHeaderFooterView {
    var title: String?
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Strings in sections, changed by the app before it tells the table; headers from the delegate when `headers`, titles
/// from the data source for the sections in `titled`.
@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers = false
    var titled: Set<Int> = []
    var headerHeight: CGFloat?
    var displayedHeaders: [Int] = []
    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
        cell.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titled.contains(section) ? "title \(section)" : nil
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard headers else { return nil }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
        view?.title = "header \(section)"
        return view
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append(section)
    }
}

/// A 320 × 440 table of 44-point rows in a window on a manual clock.
@MainActor
private final class Table {
    let world = World()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let rows: Rows

    init(_ sections: [[String]], inWindow: Bool = true, configure: (Rows) -> Void = { _ in }) {
        // The rows' geometry is measured from the content's top: the status bar's strip is left out of the insets.
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(RowCell.self, forCellReuseIdentifier: "row", initializer: { RowCell(style: $0, reuseIdentifier: $1) })
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header", initializer: SectionHeader.init(reuseIdentifier:))
        rows = Rows(sections)
        configure(rows)
        tableView.dataSource = rows
        tableView.delegate = rows
        if inWindow { world.root.view.addSubview(tableView) }
        tableView.layoutIfNeeded()
    }

    /// The texts of the shown cells, in index-path order.
    var shown: [String?] { tableView.visibleCells.map { ($0 as? RowCell)?.text } }
}

@MainActor
@Suite struct TableViewUpdateTests {
    @Test("insertRows, deleteRows and moveRow in one performBatchUpdates keep the cells of the rows that stay; completion on the clock")
    func batchUpdate() throws {
        let t = Table([["a", "b", "c"]])
        let bCell = try #require(t.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        var completed: [Bool] = []
        t.tableView.performBatchUpdates({
            t.rows.sections[0] = ["c", "b", "x"]
            t.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            t.tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            t.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        #expect(t.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === bCell, "the row that stays keeps its cell")
        t.world.advance(0.1)
        #expect(completed.isEmpty, "the update animates")
        t.world.advance(0.5)
        #expect(completed == [true])
        #expect(t.shown == ["c", "b", "x"])
        #expect(t.tableView.numberOfRows(inSection: 0) == 3)
        #expect(bCell.frame.minY == 44)
    }

    @Test("beginUpdates/endUpdates nest; the changes are made at the outermost endUpdates")
    func beginEndUpdates() {
        let t = Table([["a", "b"]])
        t.tableView.beginUpdates()
        t.rows.sections[0].insert("new", at: 0)
        t.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        t.tableView.beginUpdates()
        t.rows.sections[0].remove(at: 2)
        t.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .bottom)
        t.tableView.endUpdates()
        #expect(t.shown == ["a", "b"], "nothing changes before the outermost endUpdates")
        t.tableView.endUpdates()
        t.world.advance(1)
        #expect(t.shown == ["new", "a"])
    }

    @Test("sections are inserted, deleted and reloaded; a lone insertRows is an update of its own")
    func sections() {
        let t = Table([["a"], ["b"]])
        t.rows.sections.insert(["s0"], at: 0)
        t.tableView.insertSections(IndexSet(integer: 0), with: .automatic)
        t.world.advance(1)
        #expect(t.shown == ["s0", "a", "b"])
        t.rows.sections.remove(at: 1)
        t.tableView.deleteSections(IndexSet(integer: 1), with: .fade)
        t.world.advance(1)
        #expect(t.shown == ["s0", "b"])
        t.rows.sections[1] = ["B"]
        t.tableView.reloadSections(IndexSet(integer: 1), with: .none)
        #expect(t.shown == ["s0", "B"], ".none for every change makes the update at once: the data source configured a cell anew")
        t.rows.sections[0].append("s1")
        t.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        t.world.advance(1)
        #expect(t.shown == ["s0", "s1", "B"])
    }

    @Test("reloadRows gives the row a new cell from the data source")
    func reloadRows() throws {
        let t = Table([["a", "b"]])
        let old = try #require(t.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        t.rows.sections[0][1] = "B"
        t.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        t.world.advance(1)
        #expect(t.shown == ["a", "B"])
        #expect(t.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) !== old)
    }

    @Test("counts that do not add up are UIKit's NSInternalInconsistencyException: logged, and the data reloaded")
    func inconsistency() {
        let t = Table([["a", "b"]])
        let before = GlideDiagnostics.messages.count
        var completed: [Bool] = []
        t.tableView.performBatchUpdates({
            t.rows.sections[0].append("c")
        }, completion: { completed.append($0) })
        let logged = GlideDiagnostics.messages.dropFirst(before)
        #expect(logged.count == 1)
        #expect(logged.first?.contains("invalid number of rows in section 0") == true)
        #expect(logged.first?.contains("contained in the table view") == false, "the section message names rows")
        #expect(logged.first?.contains("NSInternalInconsistencyException") == true)
        #expect(t.shown == ["a", "b", "c"], "the data is reloaded")
        t.world.advance(0.01)
        #expect(completed == [true])
        let again = GlideDiagnostics.messages.count
        t.tableView.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        #expect(GlideDiagnostics.messages.dropFirst(again).first?.contains("attempt to delete, reload or move row 5") == true)
    }

    @Test("without a window the update is made at once and the completion runs on the clock's next turn")
    func withoutWindow() {
        let t = Table([["a"]], inWindow: false)
        var completed = false
        t.tableView.performBatchUpdates({
            t.rows.sections[0].append("b")
            t.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { _ in completed = true })
        #expect(t.shown == ["a", "b"] && !completed)
        t.world.advance(0)
        #expect(completed)
    }

    @Test("an empty update after row heights changed moves the rows, animated")
    func emptyUpdateAnimatesHeights() throws {
        final class Tall: NSObject, UITableViewDataSource, UITableViewDelegate {
            var height: CGFloat = 44
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
        }
        let t = Table([["a", "b"]])
        let tall = Tall()
        t.tableView.dataSource = tall
        t.tableView.delegate = tall
        t.tableView.layoutIfNeeded()
        let second = try #require(t.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        tall.height = 100
        t.tableView.beginUpdates()
        t.tableView.endUpdates()
        #expect(second.frame.minY == 100)
        t.world.advance(0.1)
        let moving = try #require(second.layer.presentation()?.frame.minY)
        #expect(moving > 44 && moving < 100)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, or scrolls as little as shows it, within the content")
    func scrollToRow() {
        let t = Table([(0..<30).map { "\($0)" }])
        let table = t.tableView
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(440 + 22 - 220))
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(484 - 440))
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 44, "already visible: no scroll")
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(30 * 44 - 440), "clamped to the end of the content")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
        t.world.advance(1)
        #expect(table.contentOffset.y == 0)
        #expect(t.shown.first == "0")
        let before = GlideDiagnostics.messages.count
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(GlideDiagnostics.messages.count == before + 1 && table.contentOffset.y == 0)
    }

    @Test("the delegate's header views, dequeued from a class registration, sit above their sections' rows at their heights")
    func headerViews() throws {
        let t = Table([["a", "b"], ["c"]]) { rows in
            rows.headers = true
            rows.headerHeight = 30
        }
        let table = t.tableView
        let header1 = try #require(table.headerView(forSection: 1) as? SectionHeader)
        #expect(header1.title == "header 1" && header1.reuseIdentifier == "header" && header1.superview === table)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
        #expect(header1.frame == CGRect(x: 0, y: 30 + 88, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 148)
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 118, width: 320, height: 74))
        #expect(table.contentSize.height == 192)
        #expect(t.rows.displayedHeaders.sorted() == [0, 1])
        table.reloadData()
        #expect(table.headerView(forSection: 0)?.superview === table)
        #expect(table.headerView(forSection: 0) === header1 || table.headerView(forSection: 1) === header1, "header views are reused")
    }

    @Test("automatic header heights: a title's header is 28 points, a section with neither view nor title has none")
    func titleHeaders() throws {
        let t = Table([["a"], ["b"]]) { $0.titled = [1] }
        let table = t.tableView
        #expect(table.rectForHeader(inSection: 0).height == 0 && table.headerView(forSection: 0) == nil)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 44, width: 320, height: 28))
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "title 1" && header.superview === table)
        t.rows.sections.remove(at: 0)
        t.rows.titled = [0]
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        t.world.advance(1)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "title 0" && table.headerView(forSection: 1) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
    }

    @Test("header and footer views registered by class and by nib are dequeued, reused after prepareForReuse")
    func headerFooterRegistration() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
        let plain = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "plain"))
        #expect(type(of: plain) == UITableViewHeaderFooterView.self && plain.reuseIdentifier == "plain")
        #expect(plain.contentView.superview === plain && plain.frame.width == 320)
        plain.textLabel?.text = "Title"
        #expect(plain.textLabel?.superview === plain.contentView)
        UINib.register("HeaderNib") { _ in [NSObject(), UITableViewHeaderFooterView(reuseIdentifier: nil)] }
        defer { UINib.removeAllRegistrations() }
        table.register(UINib(nibName: "HeaderNib", bundle: nil), forHeaderFooterViewReuseIdentifier: "nib")
        let fromNib = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "nib"))
        #expect(fromNib.reuseIdentifier == "nib")
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "plain")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain") == nil)
    }

    @Test("a UITableViewController subclass's header methods are the table's")
    func controllerHeaders() {
        final class Settings: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
        }
        let settings = Settings(style: .plain)
        settings.tableView.layoutIfNeeded()
        #expect(settings.tableView.rectForHeader(inSection: 0).height == 50)
        #expect(settings.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    }
}
