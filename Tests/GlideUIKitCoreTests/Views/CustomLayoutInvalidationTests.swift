import Foundation
import Testing
@testable import GlideUIKitCore

/// A custom layout as card apps write one: it lays items out in `prepare()` from the visible rectangle (the centred item
/// larger), asks to be invalidated on every scroll with its own context class, and sends deleted items off to the left.
@MainActor @Suite struct CustomLayoutInvalidationTests {
    final class CarouselContext: UICollectionViewLayoutInvalidationContext {}

    final class Carousel: UICollectionViewLayout {
        var prepared = 0
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        var updates: [UICollectionViewUpdateItem.Action] = []
        var finalized = 0
        private var frames: [CGRect] = []

        override class var invalidationContextClass: AnyClass { CarouselContext.self }

        override func prepare() {
            super.prepare()
            prepared += 1
            guard let collectionView else { return }
            let count = collectionView.numberOfItems(inSection: 0)
            let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
            frames = (0..<count).map { item in
                let midX = CGFloat(item) * 200 + 200
                let side: CGFloat = abs(midX - centre) < 100 ? 180 : 120
                return CGRect(x: midX - side / 2, y: 0, width: side, height: side)
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(frames.count) * 200 + 200, height: 200) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard frames.indices.contains(indexPath.item) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.item]
            return attributes
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            updates += updateItems.map(\.updateAction)
        }
        override func finalizeCollectionViewUpdates() { finalized += 1 }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            attributes.frame = CGRect(x: -300, y: 0, width: 120, height: 120)
            attributes.alpha = 0.5
            return attributes
        }
    }

    final class Cards: NSObject, UICollectionViewDataSource {
        var count = 5
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        }
    }

    /// A carousel of five cards in a 400 × 200 collection view, laid out, in a window.
    func carousel() -> (World, Carousel, Cards, UICollectionView) {
        let world = World()
        let layout = Carousel()
        let cards = Cards()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = cards
        world.root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (world, layout, cards, collectionView)
    }

    @Test("a scroll asks the layout, which invalidates with its own context and is prepared again: the centred item grows")
    func scrollInvalidates() {
        let (world, layout, cards, collectionView) = carousel()
        defer { withExtendedLifetime((world, cards)) {} }
        let before = layout.prepared
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 180)
        collectionView.contentOffset = CGPoint(x: 200, y: 0)
        #expect(layout.prepared > before)
        #expect(layout.contexts.last is CarouselContext)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 180)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 120)
        let plain = UICollectionViewFlowLayout()
        #expect(type(of: plain).invalidationContextClass == UICollectionViewFlowLayoutInvalidationContext.self)
    }

    @Test("a deletion tells the layout its update items, sends the cell to its final attributes, and finalizes")
    func deletionUsesFinalAttributes() {
        let (world, layout, cards, collectionView) = carousel()
        defer { withExtendedLifetime((world, cards)) {} }
        let leaving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        cards.count = 4
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.updates.contains(.delete))
        #expect(layout.finalized == 1)
        world.advance(0.15)
        let midway = leaving?.layer.presentation()?.frame.minX ?? 0
        #expect(midway < 0, "the deleted card moves off to the left: \(midway)")
        world.advance(1)
        #expect(leaving?.superview == nil)
    }
}
