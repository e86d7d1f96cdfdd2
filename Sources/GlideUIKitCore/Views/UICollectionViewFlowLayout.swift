import Foundation

/// Per-item sizes and spacing for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`); the
/// defaults return the layout's own values.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}

/// A grid of items in lines (UIKit's `UICollectionViewFlowLayout`).
///
/// Vertical scrolling (the default) fills lines left to right, top to bottom; horizontal scrolling
/// fills columns top to bottom, left to right. As UIKit's flow layout does, a line with several
/// items is justified — the first item at the leading inset, the last at the trailing one, the
/// leftover space shared equally between them — a line with a single item is centred, and items are
/// centred across the line. Sizes and spacing come from `UICollectionViewDelegateFlowLayout` when the
/// collection view's delegate adopts it, else from the layout's properties. No headers or footers.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }

    /// The item size (50 × 50 by default, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero

    private var attributes: [[UICollectionViewLayoutAttributes]] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    /// A flow layout from an archive, with the default values (Glide decodes nothing).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView, let dataSource = cv.dataSource else {
            attributes = []
            contentSize = .zero
            return
        }
        let flow = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (along the line, across lines) coordinates: x/width along, y/height across for vertical.
        let lineLength = vertical ? cv.bounds.width : cv.bounds.height
        var across: CGFloat = 0
        var result: [[UICollectionViewLayoutAttributes]] = []
        for section in 0..<Swift.max(0, dataSource.numberOfSections(in: cv)) {
            let count = Swift.max(0, dataSource.collectionView(cv, numberOfItemsInSection: section))
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (startInset, endInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
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
            result.append(sectionAttributes)
        }
        attributes = result
        contentSize = vertical ? CGSize(width: lineLength, height: across) : CGSize(width: across, height: lineLength)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.flatMap { $0 }.filter { $0.frame.sharesArea(with: rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.section), attributes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
}
