import Foundation

/// The state of a diffable data source's data at one moment: sections in order, each with its items in order
/// (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// A value type: change a copy, then hand it to `apply(_:animatingDifferences:completion:)` of a
/// ``UICollectionViewDiffableDataSource`` or ``UITableViewDiffableDataSource``. Every section identifier and every
/// item identifier must be unique in the snapshot; as UIKit does, a change that would add one twice traps with a
/// message naming it, and so does naming an identifier the snapshot lacks where one it holds is needed (`toSection:`,
/// `beforeItem:`, `reloadItems`…). Deleting identifiers the snapshot lacks is ignored.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in all the sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The item identifiers of all the sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }
    /// The sections marked with ``reloadSections(_:)`` since the snapshot was made or taken from a data source.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked with ``reloadItems(_:)`` since the snapshot was made or taken from a data source.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked with ``reconfigureItems(_:)`` since the snapshot was made or taken from a data source.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in `identifier`'s section (traps when the snapshot has no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        requireSection(identifier, "numberOfItems(inSection:)").count
    }

    /// The items of `identifier`'s section, in order (traps when the snapshot has no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        requireSection(identifier, "itemIdentifiers(inSection:)")
    }

    /// The section that holds `identifier`, or nil when the snapshot lacks the item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among all the items (``itemIdentifiers``), or nil when the snapshot lacks it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for s in sections {
            if s == section { return (items[s] ?? []).firstIndex(of: identifier).map { offset + $0 } }
            offset += items[s]?.count ?? 0
        }
        return nil
    }

    /// The position of `identifier` among the sections, or nil when the snapshot lacks it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        items[identifier] == nil ? nil : sections.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when it is nil (traps when
    /// there is no section, or when an item is already in the snapshot or given twice).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: SectionIdentifierType
        if let sectionIdentifier {
            _ = requireSection(sectionIdentifier, "appendItems(_:toSection:)")
            section = sectionIdentifier
        } else {
            guard let last = sections.last else {
                preconditionFailure("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): there are currently no sections in the snapshot; append a section first")
            }
            section = last
        }
        add(identifiers, to: section, "appendItems(_:toSection:)")
        items[section]!.append(contentsOf: identifiers)
    }

    /// Inserts items just before `beforeIdentifier`, in its section (traps when the snapshot lacks it, or when an
    /// item is already in the snapshot or given twice).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after `afterIdentifier`, in its section (traps when the snapshot lacks it, or when an item
    /// is already in the snapshot or given twice).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }

    /// Removes the items (those the snapshot lacks are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removed: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            removed[section, default: []].insert(identifier)
        }
        for (section, gone) in removed { items[section]?.removeAll { gone.contains($0) } }
        if !removed.isEmpty {
            let all = removed.values.reduce(into: Set<ItemIdentifierType>()) { $0.formUnion($1) }
            reloadedItems.removeAll { all.contains($0) }
            reconfiguredItems.removeAll { all.contains($0) }
        }
    }

    /// Removes every item, and every section.
    public mutating func deleteAllItems() {
        sections = []
        items = [:]
        sectionOfItem = [:]
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    /// Moves `identifier` to just before `toIdentifier`, possibly into another section (traps when the snapshot lacks
    /// either, or when they are the same item).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier`, possibly into another section (traps when the snapshot lacks
    /// either, or when they are the same item).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items to be shown again with new cells when the snapshot is applied (traps when the snapshot lacks one).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            precondition(sectionOfItem[identifier] != nil, "NSDiffableDataSourceSnapshot.reloadItems(_:): the snapshot has no item identifier \(identifier)")
            if !reloadedItems.contains(identifier) { reloadedItems.append(identifier) }
        }
    }

    /// Marks items whose cells are configured again, in place, when the snapshot is applied: the cell provider runs
    /// and dequeuing returns the item's current cell (traps when the snapshot lacks one).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            precondition(sectionOfItem[identifier] != nil, "NSDiffableDataSourceSnapshot.reconfigureItems(_:): the snapshot has no item identifier \(identifier)")
            if !reconfiguredItems.contains(identifier) { reconfiguredItems.append(identifier) }
        }
    }

    // MARK: Sections

    /// Adds empty sections at the end (traps when a section is already in the snapshot or given twice).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        addSections(identifiers, "appendSections(_:)")
        sections.append(contentsOf: identifiers)
    }

    /// Inserts empty sections just before `toIdentifier` (traps when the snapshot lacks it, or when a section is
    /// already in the snapshot or given twice).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = requireSectionIndex(toIdentifier, "insertSections(_:beforeSection:)")
        addSections(identifiers, "insertSections(_:beforeSection:)")
        sections.insert(contentsOf: identifiers, at: index)
    }

    /// Inserts empty sections just after `toIdentifier` (traps when the snapshot lacks it, or when a section is
    /// already in the snapshot or given twice).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = requireSectionIndex(toIdentifier, "insertSections(_:afterSection:)")
        addSections(identifiers, "insertSections(_:afterSection:)")
        sections.insert(contentsOf: identifiers, at: index + 1)
    }

    /// Removes sections and their items (those the snapshot lacks are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let gone = items.removeValue(forKey: identifier) else { continue }
            sections.removeAll { $0 == identifier }
            for item in gone { sectionOfItem[item] = nil }
            let removed = Set(gone)
            reloadedItems.removeAll { removed.contains($0) }
            reconfiguredItems.removeAll { removed.contains($0) }
            reloadedSections.removeAll { $0 == identifier }
        }
    }

    /// Moves section `identifier` to just before `toIdentifier` (traps when the snapshot lacks either).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` to just after `toIdentifier` (traps when the snapshot lacks either).
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections whose items are shown again with new cells when the snapshot is applied (traps when the
    /// snapshot lacks one).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _ = requireSection(identifier, "reloadSections(_:)")
            if !reloadedSections.contains(identifier) { reloadedSections.append(identifier) }
        }
    }

    // MARK: Glide

    /// The snapshot without its reload and reconfigure marks: what a data source keeps once it applied it.
    var clearingMarks: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    /// The index path of `identifier`, or nil when the snapshot lacks it.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
              let i = items[section]?.firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The item at `indexPath`, or nil when it is out of range.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let list = items[sections[indexPath.section]], list.indices.contains(indexPath.item) else { return nil }
        return list[indexPath.item]
    }

    /// The number of items in the section at `index` (0 when out of range).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? items[sections[index]]?.count ?? 0 : 0
    }

    /// Every item's index path.
    func indexPathsByItem() -> [ItemIdentifierType: IndexPath] {
        var result: [ItemIdentifierType: IndexPath] = [:]
        result.reserveCapacity(sectionOfItem.count)
        for (s, section) in sections.enumerated() {
            for (i, item) in (items[section] ?? []).enumerated() { result[item] = IndexPath(item: i, section: s) }
        }
        return result
    }

    // MARK: Private

    private func requireSection(_ identifier: SectionIdentifierType, _ method: String) -> [ItemIdentifierType] {
        guard let list = items[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(method): the snapshot has no section identifier \(identifier)")
        }
        return list
    }

    private func requireSectionIndex(_ identifier: SectionIdentifierType, _ method: String) -> Int {
        _ = requireSection(identifier, method)
        return sections.firstIndex(of: identifier)!
    }

    /// Records `identifiers` as items of `section`, trapping on a duplicate, as UIKit does.
    private mutating func add(_ identifiers: [ItemIdentifierType], to section: SectionIdentifierType, _ method: String) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
        precondition(duplicates.isEmpty, "NSDiffableDataSourceSnapshot.\(method): supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func addSections(_ identifiers: [SectionIdentifierType], _ method: String) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { items[$0] != nil || !seen.insert($0).inserted }
        precondition(duplicates.isEmpty, "NSDiffableDataSourceSnapshot.\(method): supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        for identifier in identifiers { items[identifier] = [] }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, _ method: String) {
        guard let section = sectionOfItem[anchor] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(method): the snapshot has no item identifier \(anchor)")
        }
        add(identifiers, to: section, method)
        let index = items[section]!.firstIndex(of: anchor)! + (after ? 1 : 0)
        items[section]!.insert(contentsOf: identifiers, at: index)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, _ method: String) {
        guard let from = sectionOfItem[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(method): the snapshot has no item identifier \(identifier)")
        }
        guard let to = sectionOfItem[anchor] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(method): the snapshot has no item identifier \(anchor)")
        }
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot.\(method): an item cannot be moved relative to itself (\(identifier))")
        items[from]!.removeAll { $0 == identifier }
        let index = items[to]!.firstIndex(of: anchor)! + (after ? 1 : 0)
        items[to]!.insert(identifier, at: index)
        sectionOfItem[identifier] = to
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, _ method: String) {
        _ = requireSection(identifier, method)
        _ = requireSection(anchor, method)
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot.\(method): a section cannot be moved relative to itself (\(identifier))")
        sections.removeAll { $0 == identifier }
        let index = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: index)
    }
}
