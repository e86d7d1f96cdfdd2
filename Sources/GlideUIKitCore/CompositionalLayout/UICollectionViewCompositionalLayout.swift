import Foundation

/// Makes the layout of a section, told its index and where it goes (its container's size, the traits).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections made of groups of items (UIKit's `UICollectionViewCompositionalLayout`, iOS 13): each section
/// repeats its group for all its items, a group lays its subitems along its axis (repeating them to fill it, or a count
/// of them sharing it), sizes are fractions of the container, points, or estimates.
///
/// Glide differs: sections are stacked vertically; estimated sizes are used as given; an orthogonally scrolling
/// section lays its groups out in one line across that does not scroll on its own; decoration items and pinned headers
/// are kept, not shown.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the layout of a section, told where it goes (``UICollectionViewCompositionalLayoutSectionProvider``).
    public typealias SectionProvider = UICollectionViewCompositionalLayoutSectionProvider

    private let sectionProvider: SectionProvider
    /// The layout-wide settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var contentSize: CGSize = .zero

    /// Every section laid out as `section`. (Each of the four initializers is designated, as UIKit's are: a subclass
    /// overrides the one it uses and calls it on `super`.)
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section laid out as `sectionProvider` makes it.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout from an archive: no sections (Glide decodes nothing).
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list layout (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: configuration.section())
    }

    // MARK: Layout

    open override func prepare() {
        super.prepare()
        cells = []
        supplementaries = [:]
        contentSize = .zero
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let bounds = collectionView.bounds.size
        let environment = CompositionalLayoutEnvironment(contentSize: bounds, traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        var widest = bounds.width
        for sectionIndex in 0..<Swift.max(0, dataSource.numberOfSections(in: collectionView)) {
            let count = Swift.max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: sectionIndex))
            if sectionIndex > 0 { y += configuration.interSectionSpacing }
            guard let section = sectionProvider(sectionIndex, environment) else {
                cells.append([])
                continue
            }
            let insets = section.contentInsets
            let contentWidth = Swift.max(0, bounds.width - insets.leading - insets.trailing)
            let follows = section.supplementariesFollowContentInsets
            func boundary(_ atTop: Bool) {
                for item in section.boundarySupplementaryItems where isTop(item.alignment) == atTop && isBottom(item.alignment) != atTop {
                    let width = follows ? contentWidth : bounds.width
                    let size = item.layoutSize.resolved(in: CGSize(width: width, height: bounds.height))
                    let attributes = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: sectionIndex))
                    attributes.frame = CGRect(x: (follows ? insets.leading : 0) + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
                    attributes.zIndex = item.zIndex
                    supplementaries[item.elementKind, default: [:]][attributes.indexPath] = attributes
                    if item.extendsBoundary { y += size.height }
                }
            }
            boundary(true)
            y += insets.top
            let container = CGSize(width: contentWidth, height: bounds.height)
            var frames: [CGRect] = []
            var cursor = CGPoint(x: insets.leading, y: y)
            var extent: CGFloat = 0
            let across = section.orthogonalScrollingBehavior != .none
            var first = true
            while frames.count < count {
                if !first {
                    if across { cursor.x += section.interGroupSpacing } else { cursor.y += section.interGroupSpacing }
                }
                first = false
                let (laid, size) = layOut(section.group, in: container, at: cursor, remaining: count - frames.count)
                guard !laid.isEmpty else { break }
                frames += laid
                if across {
                    cursor.x += size.width
                    extent = Swift.max(extent, size.height)
                    widest = Swift.max(widest, cursor.x + insets.trailing)
                } else {
                    cursor.y += size.height
                }
            }
            y = across ? y + extent : cursor.y
            y += insets.bottom
            boundary(false)
            cells.append(frames.enumerated().map { index, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: sectionIndex))
                attributes.frame = frame
                return attributes
            })
        }
        contentSize = CGSize(width: widest, height: y)
    }

    private func isTop(_ alignment: NSRectAlignment) -> Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    private func isBottom(_ alignment: NSRectAlignment) -> Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }

    /// The frames of at most `remaining` items `group` lays out with its origin at `origin` in `container`, and the
    /// group's size.
    private func layOut(
        _ group: NSCollectionLayoutGroup, in container: CGSize, at origin: CGPoint, remaining: Int
    ) -> ([CGRect], CGSize) {
        let size = group.layoutSize.resolved(in: container)
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var frames: [CGRect] = []
        var cursor: CGFloat = 0
        var placed = 0
        while frames.count < remaining, !group.subitems.isEmpty {
            if let count = group.count, placed == count { break }
            let subitem = group.subitems[placed % group.subitems.count]
            var itemSize = subitem.layoutSize.resolved(in: size)
            if let count = group.count {
                let shared = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { itemSize.width = shared } else { itemSize.height = shared }
            }
            let lead = (horizontal ? subitem.edgeSpacing?.leading?.spacing : subitem.edgeSpacing?.top?.spacing) ?? 0
            let along = horizontal ? itemSize.width : itemSize.height
            if group.count == nil, placed > 0, cursor + lead + along > length + 0.5 { break }
            cursor += lead
            let itemOrigin = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            if let nested = subitem as? NSCollectionLayoutGroup {
                let (laid, nestedSize) = layOut(nested, in: size, at: itemOrigin, remaining: remaining - frames.count)
                frames += laid
                itemSize = nestedSize
            } else {
                let insets = subitem.contentInsets
                frames.append(CGRect(
                    x: itemOrigin.x + insets.leading, y: itemOrigin.y + insets.top,
                    width: Swift.max(0, itemSize.width - insets.leading - insets.trailing),
                    height: Swift.max(0, itemSize.height - insets.top - insets.bottom)))
            }
            let trail = (horizontal ? subitem.edgeSpacing?.trailing?.spacing : subitem.edgeSpacing?.bottom?.spacing) ?? 0
            cursor += (horizontal ? itemSize.width : itemSize.height) + trail + spacing
            placed += 1
            if group.count == nil, placed % group.subitems.count == 0, cursor >= length - 0.5 { break }
            if along <= 0, group.count == nil { break }
        }
        return (frames, size)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let all = cells.joined() + supplementaries.values.flatMap(\.values)
        return all.filter { $0.frame.sharesArea(with: rect) }
    }

    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    @discardableResult
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries[elementKind]?[indexPath]
    }

    @discardableResult
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
}
