// Written as a UIKit developer writes a thumbnail strip and a settings list with the modern collection-view API (cell
// registrations, diffable data sources, layout transitions; the style of MediaViewer's page control bar and of Apple's
// samples), against the public API only: no @testable import here.
import Foundation
import Testing
import GlideUIKitCore

final class ThumbnailCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    private func setUpViews() {
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        transform = .identity
        alpha = 1
        imageView.image = nil
    }
}

final class ThumbnailStripViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable, Sendable {
        case photos
    }

    private typealias CellRegistration = UICollectionView.CellRegistration<ThumbnailCell, String>

    private(set) lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout(side: 60))
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        return collectionView
    }()

    private lazy var cellRegistration = CellRegistration { cell, indexPath, name in
        cell.imageView.image = UIImage(named: name)
        cell.accessibilityLabel = "Photo \(indexPath.item + 1): \(name)"
    }

    lazy var dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
        [weak self] collectionView, indexPath, name in
        guard let self else { return nil }
        return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
    }

    var loaded: [String] = []
    var selected: String?
    var layoutChanges: [Bool] = []
    var transitionEnds: [(completed: Bool, finished: Bool)] = []

    static func layout(side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumLineSpacing = 2
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = cellRegistration
        collectionView.frame = CGRect(x: 0, y: view.bounds.height - 90, width: view.bounds.width, height: 90)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func show(_ names: [String], animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.photos])
        snapshot.appendItems(names, toSection: .photos)
        let current = snapshot.indexOfItem(names[0])!
        dataSource.apply(snapshot, animatingDifferences: animated) {
            self.loaded = self.dataSource.snapshot().itemIdentifiers
            self.collectionView.scrollToItem(at: IndexPath(item: current, section: 0), at: .centeredHorizontally, animated: false)
        }
    }

    func delete(_ name: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        dataSource.apply(snapshot)
    }

    func moveToFront(_ name: String) {
        var snapshot = dataSource.snapshot()
        guard let first = snapshot.itemIdentifiers.first, first != name else { return }
        snapshot.moveItem(name, beforeItem: first)
        snapshot.reconfigureItems([name])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func reload(_ names: [String]) async {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.photos])
        snapshot.appendItems(names)
        await dataSource.apply(snapshot, animatingDifferences: false)
    }

    func expand() {
        collectionView.setCollectionViewLayout(Self.layout(side: 80), animated: true) { finished in
            self.layoutChanges.append(finished)
        }
    }

    func startPaging() -> UICollectionViewTransitionLayout {
        collectionView.startInteractiveTransition(to: Self.layout(side: 70)) { completed, finished in
            self.transitionEnds.append((completed, finished))
        }
    }

    func updatePaging(_ progress: CGFloat) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewTransitionLayout else { return }
        layout.transitionProgress = progress
    }

    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        selected = dataSource.itemIdentifier(for: indexPath)
    }
}

final class SettingsViewController: UIViewController {
    enum Section: Int, Hashable, Sendable { case general, privacy }
    struct Setting: Hashable, Sendable {
        let title: String
        var isOn: Bool
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: UITableViewDiffableDataSource<Section, Setting>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Section, Setting>(tableView: tableView) { tableView, indexPath, setting in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            cell.textLabel?.text = setting.title
            cell.accessoryType = setting.isOn ? .checkmark : .none
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
        snapshot.appendSections([.general, .privacy])
        snapshot.appendItems([Setting(title: "Wi-Fi", isOn: true), Setting(title: "Bluetooth", isOn: false)], toSection: .general)
        snapshot.appendItems([Setting(title: "Location", isOn: true)], toSection: .privacy)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var titles: [String] { dataSource.snapshot().itemIdentifiers.map(\.title) }

    func removePrivacy() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteSections([.privacy])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

@MainActor @Suite struct ModernCollectionViewCompileTests {
    @Test func theThumbnailStripBuildsAndBehaves() throws {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let strip = ThumbnailStripViewController()
        window.rootViewController = strip
        window.makeKeyAndVisible()
        strip.view.layoutIfNeeded()

        strip.show(["beach", "forest", "city", "desert"], animated: false)
        #expect(strip.collectionView.dataSource === strip.dataSource)
        clock.runPending()
        #expect(strip.loaded == ["beach", "forest", "city", "desert"])
        strip.collectionView.layoutIfNeeded()
        let cells = strip.collectionView.visibleCells.compactMap { $0 as? ThumbnailCell }
        #expect(cells.count == 4)
        #expect(cells.map(\.accessibilityLabel) == ["Photo 1: beach", "Photo 2: forest", "Photo 3: city", "Photo 4: desert"])
        #expect(cells[1].frame == CGRect(x: 62, y: 15, width: 60, height: 60))

        strip.delete("forest")
        clock.advance(by: 0.3)
        #expect(strip.dataSource.snapshot().itemIdentifiers == ["beach", "city", "desert"])
        #expect(strip.collectionView.visibleCells.count == 3 && cells[1].superview == nil)
        #expect(cells[2].frame == CGRect(x: 62, y: 15, width: 60, height: 60))  // "city" kept its cell and moved left

        strip.moveToFront("desert")
        #expect(strip.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cells[3])
        #expect(cells[3].accessibilityLabel == "Photo 1: desert")  // reconfigured in place

        strip.expand()
        clock.advance(by: 0.3)
        #expect(strip.layoutChanges == [true])
        #expect(strip.collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 80, height: 80) })

        let transition = strip.startPaging()
        strip.updatePaging(0.5)
        strip.collectionView.layoutIfNeeded()
        #expect(strip.collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 75, height: 75) })
        strip.collectionView.finishInteractiveTransition()
        clock.advance(by: 0.3)
        #expect(strip.transitionEnds.map { [$0.completed, $0.finished] } == [[true, true]])
        #expect(strip.collectionView.collectionViewLayout === transition.nextLayout)
        #expect(strip.collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 70, height: 70) })
    }

    @Test func theSettingsListBuildsAndBehaves() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let settings = SettingsViewController()
        window.rootViewController = settings
        window.makeKeyAndVisible()
        settings.view.layoutIfNeeded()
        #expect(settings.tableView.visibleCells.map { $0.textLabel?.text } == ["Wi-Fi", "Bluetooth", "Location"])
        #expect(settings.tableView.visibleCells.map(\.accessoryType) == [.checkmark, .none, .checkmark])
        settings.removePrivacy()
        clock.advance(by: 0.3)
        #expect(settings.titles == ["Wi-Fi", "Bluetooth"])
        #expect(settings.tableView.numberOfSections == 1 && settings.tableView.visibleCells.count == 2)
    }
}
