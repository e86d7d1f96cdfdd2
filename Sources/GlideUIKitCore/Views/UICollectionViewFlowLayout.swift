import Foundation

/// Per-item sizes and spacing for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`); the
/// defaults return the layout's own values.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// A grid of items in lines (UIKit's `UICollectionViewFlowLayout`).
///
/// Vertical scrolling (the default) fills lines left to right, top to bottom; horizontal scrolling
/// fills columns top to bottom, left to right. As UIKit's flow layout does, a line with several
/// items is justified — the first item at the leading inset, the last at the trailing one, the
/// leftover space shared equally between them — a line with a single item is centred, and items are
/// centred across the line. Sizes and spacing come from `UICollectionViewDelegateFlowLayout` when the
/// collection view's delegate adopts it, else from the layout's properties. A section's header (kind
/// ``UICollectionView/elementKindSectionHeader``, index path item 0 of the section) comes before its top inset and its
/// footer after its bottom inset, as long as the reference size along the scrolling direction and as wide as the
/// collection view across it; a zero reference size means none. Glide differs: no sticky headers
/// (`sectionHeadersPinToVisibleBounds`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's `UICollectionView.ScrollDirection` (the type of ``scrollDirection``).
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// The item size (50 × 50 by default, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated item size. Glide differs: items are not sized by their cells (no self-sizing); each is
    /// ``itemSize``, or the delegate's size.
    open var estimatedItemSize: CGSize = .zero
    /// The estimate that asks cells to size themselves (UIKit's `automaticSize`); see ``estimatedItemSize``.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether section headers stay pinned to the top while their section scrolls (kept; Glide does not pin them).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stay pinned to the bottom (kept; Glide does not pin them).
    open var sectionFootersPinToVisibleBounds = false
    /// The size of every section's header when the delegate does not give one (only its height counts when scrolling
    /// vertically, its width horizontally); zero, the default, means no headers.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of every section's footer when the delegate does not give one (see ``headerReferenceSize``).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    /// A flow layout from an archive, with the default values (Glide decodes nothing).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView, let dataSource = cv.dataSource else {
            attributes = []
            headers = [:]
            footers = [:]
            contentSize = .zero
            return
        }
        var headers: [Int: UICollectionViewLayoutAttributes] = [:], footers: [Int: UICollectionViewLayoutAttributes] = [:]
        let flow = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (along the line, across lines) coordinates: x/width along, y/height across for vertical.
        let lineLength = vertical ? cv.bounds.width : cv.bounds.height
        var across: CGFloat = 0
        var result: [[UICollectionViewLayoutAttributes]] = []
        /// A header or footer of `size` at `across`, or nil when its thickness along the scrolling is zero.
        func supplementary(_ kind: String, _ section: Int, _ size: CGSize) -> UICollectionViewLayoutAttributes? {
            let thickness = vertical ? size.height : size.width
            guard thickness > 0 else { return nil }
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            a.frame = vertical ? CGRect(x: 0, y: across, width: lineLength, height: thickness)
                : CGRect(x: across, y: 0, width: thickness, height: lineLength)
            across += thickness
            return a
        }
        for section in 0..<Swift.max(0, dataSource.numberOfSections(in: cv)) {
            let count = Swift.max(0, dataSource.collectionView(cv, numberOfItemsInSection: section))
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (startInset, endInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let headerSize = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            headers[section] = supplementary(UICollectionView.elementKindSectionHeader, section, headerSize)
            across += vertical ? inset.top : inset.left
            let available = lineLength - startInset - endInset
            var sizes: [CGSize] = []
            for item in 0..<count {
                let s = flow?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                sizes.append(vertical ? s : CGSize(width: s.height, height: s.width))
            }
            var sectionAttributes: [UICollectionViewLayoutAttributes] = []
            var index = 0
            var firstLine = true
            while index < count {
                var line = [index]
                var used = sizes[index].width
                while index + line.count < count, used + itemSpacing + sizes[index + line.count].width <= available {
                    used += itemSpacing + sizes[index + line.count].width
                    line.append(index + line.count)
                }
                if !firstLine { across += lineSpacing }
                firstLine = false
                let thickness = line.map { sizes[$0].height }.max() ?? 0
                let widths = line.map { sizes[$0].width }.reduce(0, +)
                var along: CGFloat
                let gap: CGFloat
                if line.count == 1 {
                    along = startInset + (available - widths) / 2
                    gap = 0
                } else {
                    along = startInset
                    gap = (available - widths) / CGFloat(line.count - 1)
                }
                for i in line {
                    let s = sizes[i]
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section))
                    let offsetAcross = across + (thickness - s.height) / 2
                    a.frame = vertical
                        ? CGRect(x: along, y: offsetAcross, width: s.width, height: s.height)
                        : CGRect(x: offsetAcross, y: along, width: s.height, height: s.width)
                    sectionAttributes.append(a)
                    along += s.width + gap
                }
                across += thickness
                index += line.count
            }
            across += vertical ? inset.bottom : inset.right
            let footerSize = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            footers[section] = supplementary(UICollectionView.elementKindSectionFooter, section, footerSize)
            result.append(sectionAttributes)
        }
        attributes = result
        self.headers = headers
        self.footers = footers
        contentSize = vertical ? CGSize(width: lineLength, height: across) : CGSize(width: across, height: lineLength)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override var collectionViewContentSize: CGSize { contentSize }

    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var all: [UICollectionViewLayoutAttributes] = []
        for section in attributes.indices {
            if let header = headers[section] { all.append(header) }
            all += attributes[section]
            if let footer = footers[section] { all.append(footer) }
        }
        return all.filter { $0.frame.sharesArea(with: rect) }
    }

    @discardableResult
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: return footers[indexPath.section]
        default: return nil
        }
    }

    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    @discardableResult
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
}
