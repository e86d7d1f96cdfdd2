import Foundation
import Testing
@testable import GlideUIKitCore

/// The styles of `UIListContentConfiguration`, its equality and its updates for a state.
@MainActor @Suite struct UIListContentConfigurationTests {
    @Test("each style has its fonts, colours and layout: a value cell side by side, a grouped header upper-cased")
    func styles() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.text == nil && cell.secondaryText == nil && cell.image == nil)
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color == .label)
        #expect(cell.secondaryTextProperties.font.pointSize == 15 && cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(!cell.prefersSideBySideTextAndSecondaryText && cell.textProperties.numberOfLines == 0)
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.imageProperties.tintColor == nil && cell.imageProperties.maximumSize == .zero)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.font.pointSize == 17)
        let grouped = UIListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.transform == .uppercase && grouped.textProperties.font.pointSize == 13)
        #expect(grouped.textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font.pointSize == 17)
        #expect(UIListContentConfiguration.plainFooter().textProperties.font.pointSize == 13)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
    }

    @Test("configurations are values: equal when their contents are, copies independent")
    func values() {
        var a = UIListContentConfiguration.subtitleCell()
        a.text = "Title"
        var b = a
        #expect(a == b)
        b.secondaryText = "Detail"
        #expect(a != b && a.secondaryText == nil)
        #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.valueCell())
        var transformed = a
        transformed.textProperties.colorTransformer = .grayscale
        #expect(transformed != a)
        #expect(transformed.textProperties.colorTransformer == .grayscale, "the same transformer")
        #expect(UIConfigurationColorTransformer { $0 } != UIConfigurationColorTransformer { $0 }, "two blocks are two transformers")
    }

    @Test("a sidebar cell's colours turn white while selected and back, except those the app set; a cell's stay")
    func updatedForState() {
        var sidebar = UIListContentConfiguration.sidebarCell()
        sidebar.text = "Inbox"
        var selected = UICellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        let shown = sidebar.updated(for: selected)
        #expect(shown.textProperties.color == .white && shown.secondaryTextProperties.color == .white && shown.imageProperties.tintColor == .white)
        #expect(shown.text == "Inbox")
        let back = shown.updated(for: UICellConfigurationState(traitCollection: .current))
        #expect(back.textProperties.color == .label && back.imageProperties.tintColor == nil)
        var custom = sidebar
        custom.textProperties.color = .systemRed
        #expect(custom.updated(for: selected).textProperties.color == .systemRed, "set by the app: kept in every state")
        #expect(custom.updated(for: selected).secondaryTextProperties.color == .white)
        let cell = UIListContentConfiguration.cell().updated(for: selected)
        #expect(cell.textProperties.color == .label)
    }

    @Test("resolved colours go through the transformers; a nil tint is the view's")
    func resolvedColors() {
        var c = UIListContentConfiguration.cell()
        #expect(c.imageProperties.resolvedTintColor(for: .systemGreen) == .systemGreen)
        c.imageProperties.tintColor = .systemRed
        #expect(c.imageProperties.resolvedTintColor(for: .systemGreen) == .systemRed)
        c.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(c.imageProperties.resolvedTintColor(for: .systemGreen) == UIColor.systemRed.withAlphaComponent(0.5))
        c.textProperties.color = .white
        c.textProperties.colorTransformer = .grayscale
        #expect(c.textProperties.resolvedColor() == .white)
        c.textProperties.color = .red
        let grey = c.textProperties.resolvedColor()
        #expect(grey.red == grey.green && grey.green == grey.blue && abs(grey.red - 0.2126) < 1e-6)
    }

    @Test("states keep custom states by key")
    func customStates() {
        let key = UIConfigurationStateCustomKey("com.example.favourite")
        var state = UICellConfigurationState(traitCollection: .current)
        #expect(state[key] == nil && !state.isSelected && state.cellDragState == .none)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        var view = UIViewConfigurationState(traitCollection: .current)
        view[key] = 3
        #expect(view[key] == AnyHashable(3) && !view.isHighlighted)
    }
}

/// How a `UIListContentView` lays a configuration out (frames go through centres, so they are compared with `near`).
@MainActor @Suite struct UIListContentViewTests {
    func view(_ configuration: UIListContentConfiguration, width: CGFloat = 320, height: CGFloat = 60) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
        return view
    }

    @Test("the image at the leading margin, centred; the text after the padding; the secondary text below it")
    func imageTextSecondary() {
        var c = UIListContentConfiguration.subtitleCell()
        c.image = UIImage(systemName: "star")
        c.text = "Title"
        c.secondaryText = "Detail"
        let v = view(c)
        #expect(v.imageView.frame == CGRect(x: 16, y: 20, width: 20, height: 20), "20 × 20 at the margin, centred in 60")
        #expect(near(v.textLabel.frame.minX, 52), "16 + 20 + 16")
        #expect(near(v.secondaryTextLabel.frame.minX, 52) && near(v.secondaryTextLabel.frame.minY, v.textLabel.frame.maxY + 2))
        #expect(v.textLabel.text == "Title" && v.textLabel.font.pointSize == 17 && v.textLabel.textColor == .label)
        #expect(v.secondaryTextLabel.textColor == .secondaryLabel)
        let block = v.secondaryTextLabel.frame.maxY - v.textLabel.frame.minY
        #expect(abs(v.textLabel.frame.minY - (60 - block) / 2) < 0.01, "the texts centred as a block")
        let size = v.sizeThatFits(CGSize(width: 320, height: 0))
        #expect(size.width == 320 && abs(size.height - (11 + block + 11)) < 0.01, "the margins around the texts")
    }

    @Test("a value cell puts the secondary text against the trailing margin, and stacks the texts when they do not fit")
    func sideBySide() {
        var c = UIListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        let v = view(c)
        #expect(near(v.textLabel.frame.minX, 16) && near(v.secondaryTextLabel.frame.maxX, 304), "320 − 16")
        #expect(near(v.secondaryTextLabel.frame.midY, v.textLabel.frame.midY))
        c.secondaryText = String(repeating: "long ", count: 12)
        v.configuration = c
        v.layoutIfNeeded()
        #expect(near(v.secondaryTextLabel.frame.minX, 16) && v.secondaryTextLabel.frame.minY > v.textLabel.frame.maxY, "stacked")
    }

    @Test("no image: the text at the margin; no text: its label hidden; upper-casing, image limits and corners applied")
    func propertiesApplied() {
        var c = UIListContentConfiguration.groupedHeader()
        c.text = "Section"
        let v = view(c)
        #expect(near(v.textLabel.frame.minX, 16) && v.textLabel.text == "SECTION")
        #expect(v.secondaryTextLabel.isHidden && v.imageView.isHidden)
        var i = UIListContentConfiguration.cell()
        i.image = UIImage(systemName: "person")
        i.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        i.imageProperties.cornerRadius = 5
        i.imageProperties.tintColor = .systemPink
        i.text = "Me"
        let w = view(i)
        #expect(w.imageView.frame.size == CGSize(width: 10, height: 10) && w.imageView.layer.cornerRadius == 5 && w.imageView.clipsToBounds)
        #expect(w.imageView.tintColor == .systemPink)
        #expect(near(w.textLabel.frame.minX, 16 + 10 + 16))
    }
}

/// Cells, headers and footers with configurations: the default ones, the content view they make, the updates for the
/// state.
@MainActor @Suite struct CellContentConfigurationTests {
    final class StateCell: UITableViewCell {
        var states: [UICellConfigurationState] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            states.append(state)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state.isSelected ? "selected" : "normal"
            contentConfiguration = content
        }
    }

    /// An app's own configuration and view.
    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var count = 0
        func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
    }

    final class BadgeView: UIView, UIContentView {
        var configuration: UIContentConfiguration { didSet { applied += 1 } }
        var applied = 0
        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    @Test("a table cell's default configuration follows its style")
    func defaults() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
        #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .plainHeader())
    }

    @Test("setting a configuration puts its view in the content view, filling it; the legacy label stays")
    func contentViewInstalled() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "legacy"
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        content.image = UIImage(systemName: "star")
        cell.contentConfiguration = content
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.frame == cell.contentView.bounds && list.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(cell.textLabel?.superview === cell.contentView && cell.textLabel?.text == "legacy")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Hello")
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.layoutIfNeeded()
        #expect(list.frame.size == CGSize(width: 390, height: 44))
        #expect(list.textLabel.text == "Hello" && near(list.imageView.frame.minX, 16))
        // A configuration of the same type goes to the same view; another type makes its own view.
        content.text = "Again"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.filter { $0 is UIListContentView }.count == 1 && list.textLabel.text == "Again")
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        #expect(list.superview == nil && cell.contentView.subviews.contains { $0 is BadgeView })
        let badge = try #require(cell.contentView.subviews.compactMap { $0 as? BadgeView }.first)
        cell.contentConfiguration = BadgeConfiguration(count: 4)
        #expect((badge.configuration as? BadgeConfiguration)?.count == 4 && badge.superview === cell.contentView)
        cell.contentConfiguration = nil
        #expect(badge.superview == nil && cell.contentConfiguration == nil)
    }

    @Test("a change of state runs updateConfiguration(using:) and the handler before the next layout")
    func stateUpdates() throws {
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
        cell.layoutIfNeeded()
        #expect(cell.states.map(\.isSelected) == [false] && handled == [false], "an update before the first layout")
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1, "nothing changed: no update")
        cell.setSelected(true, animated: false)
        #expect(cell.states.count == 1, "the update waits for the layout")
        cell.layoutIfNeeded()
        #expect(cell.states.map(\.isSelected) == [false, true] && handled == [false, true])
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.textLabel.text == "selected")
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.states.last?.isHighlighted == true)
    }

    @Test("automatic updates replace a sidebar configuration by its update for the selected state, unless turned off")
    func automaticUpdates() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white, "updated and kept")
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.textLabel.textColor == .white)
        cell.isSelected = false
        cell.automaticallyUpdatesContentConfiguration = false
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white, "not updated")
    }

    @Test("a table's header view made for a section defaults to its table's style, a footer to a footer's")
    func headerFooterDefaults() throws {
        final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
            var headers: [UIListContentConfiguration] = []
            func numberOfSections(in tableView: UITableView) -> Int { 1 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                headers.append(view!.defaultContentConfiguration())
                return view
            }
            func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                headers.append(view!.defaultContentConfiguration())
                return view
            }
        }
        let world = World()
        let table = UITableView(frame: world.window.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let sections = Sections()
        table.dataSource = sections
        table.delegate = sections
        world.root.view.addSubview(table)
        table.layoutIfNeeded()
        #expect(sections.headers.contains(.groupedHeader()) && sections.headers.contains(.groupedFooter()))
        #expect(!sections.headers.contains(.plainHeader()))
    }
}

/// `UIBackgroundConfiguration`: its styles, its updates for a state and how a cell draws it.
@MainActor @Suite struct UIBackgroundConfigurationTests {
    @Test("list styles fill with the list's colours; a selected or highlighted cell with systemGray4, unless the app set the colour")
    func stylesAndStates() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear && UIBackgroundConfiguration.clear().cornerRadius == 0)
        var selected = UICellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: selected).backgroundColor == .systemGray4)
        var highlighted = UICellConfigurationState(traitCollection: .current)
        highlighted.isHighlighted = true
        let back = UIBackgroundConfiguration.listGroupedCell().updated(for: highlighted).updated(for: UICellConfigurationState(traitCollection: .current))
        #expect(back.backgroundColor == .secondarySystemGroupedBackground)
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: selected).backgroundColor == .systemYellow)
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: selected)
        #expect(sidebar.backgroundColor == nil && sidebar.resolvedBackgroundColor(for: .systemIndigo) == .systemIndigo, "the tint")
        var stroke = UIBackgroundConfiguration.clear()
        #expect(stroke.resolvedStrokeColor(for: .systemTeal) == .systemTeal)
        stroke.strokeColorTransformer = .grayscale
        stroke.strokeColor = .white
        #expect(stroke.resolvedStrokeColor(for: .systemTeal) == .white)
    }

    @Test("a cell draws its background configuration behind its content: colour, corners, insets, stroke, custom view")
    func drawnBehindContent() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        cell.backgroundColor = .red
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemBlue
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        background.strokeColor = .black
        background.strokeWidth = 2
        background.strokeOutset = 1
        let custom = UIView()
        background.customView = custom
        cell.backgroundConfiguration = background
        #expect(cell.backgroundColor == nil, "a background configuration clears the background colour")
        cell.layoutIfNeeded()
        let fill = try #require(cell.subviews.first)
        #expect(fill !== cell.contentView && cell.subviews.firstIndex(of: cell.contentView)! > 0, "behind the content")
        #expect(fill.frame == CGRect(x: 4, y: 2, width: 192, height: 46) && fill.backgroundColor == .systemBlue)
        #expect(fill.layer.cornerRadius == 12 && fill.clipsToBounds)
        #expect(custom.superview === fill && custom.frame == fill.bounds)
        let stroke = try #require(cell.subviews.first { $0.layer.borderWidth == 2 })
        #expect(stroke.frame == CGRect(x: 3, y: 1, width: 194, height: 48) && stroke.layer.cornerRadius == 13)
        #expect(stroke.layer.borderColor.map { UIColor(cgColor: $0) } == .black)
        #expect(cell.subviews.firstIndex(of: stroke)! < cell.subviews.firstIndex(of: cell.contentView)!)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(fill.backgroundColor == .systemBlue, "the app's colour in every state")
        cell.backgroundConfiguration = nil
        #expect(fill.superview == nil && stroke.superview == nil)
    }
}
