import Foundation
import Testing
@testable import GlideUIKitCore

/// What the twentieth unseen sample (docs/unseen-code.md) found missing, written as its unit uses it: a flow layout whose
/// cells hang from springs (UIKit Dynamics over a collection view layout, U02's `DynamicFlowLayout`).
@MainActor @Suite struct TwentiethSampleAdditionsTests {
    final class SpringyLayout: UICollectionViewFlowLayout {
        var dynamicAnimator: UIDynamicAnimator!
        var attached: Set<IndexPath> = []

        override init() {
            super.init()
            itemSize = CGSize(width: 100, height: 100)
            minimumLineSpacing = 10
            dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            for item in super.layoutAttributesForElements(in: collectionView.bounds) ?? [] where !attached.contains(item.indexPath) {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.length = 0
                spring.damping = 0.8
                spring.frequency = 1
                dynamicAnimator.addBehavior(spring)
                attached.insert(item.indexPath)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            dynamicAnimator.layoutAttributesForCell(at: indexPath)
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("a cell pulled off its spring swings back, and the collection view's cell follows the animator")
    func aCollectionViewLayoutsAttributesMoveWithTheAnimator() throws {
        let world = World()
        let layout = SpringyLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        collectionView.dataSource = items
        world.root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        #expect(layout.dynamicAnimator.referenceView === collectionView)

        let first = IndexPath(item: 0, section: 0)
        let attributes = try #require(layout.dynamicAnimator.layoutAttributesForCell(at: first))
        #expect(layout.dynamicAnimator.layoutAttributesForCell(at: IndexPath(item: 9, section: 0)) == nil)
        let rest = attributes.center
        attributes.center = CGPoint(x: rest.x, y: rest.y + 60)
        layout.dynamicAnimator.updateItem(usingCurrentState: attributes)
        #expect(layout.dynamicAnimator.isRunning)

        world.advance(0.1)
        let cell = try #require(collectionView.cellForItem(at: first))
        let early = cell.center.y - rest.y
        #expect(early > 10 && early < 60, "the cell is on its way back: \(early)")
        world.advance(6)
        #expect(!layout.dynamicAnimator.isRunning)
        #expect(abs(cell.center.y - rest.y) < 2, "\(cell.center.y) against \(rest.y)")
        withExtendedLifetime(items) {}
    }

    @Test("decoration attributes say what they place")
    func decorationAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 2))
        #expect(attributes.representedElementCategory == .decorationView && attributes.representedElementKind == "shelf")
    }
}
