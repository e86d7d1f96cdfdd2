import Foundation
import Testing
@testable import GlideUIKitCore

/// Setting `frame` while a transform is on, as Core Animation does: the frame reads back as set (Apple's CALayer
/// reference: "do not set the frame if the transform applies a rotation that is not a multiple of 90 degrees";
/// flowkey's UIKit-cross-platform CALayerTests check the same readback and bounds). Auto Layout and a collection
/// view's attributes place a view by centre and bounds instead, the transform acting on them.
@MainActor @Suite struct FrameUnderTransformTests {
    let target = CGRect(x: 50, y: 50, width: 100, height: 100)

    @Test func aScaledLayerReadsBackTheFrameAndGetsBoundsTheFrameOverTheScale() {
        _ = ManualClock().makeCurrent()
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 0.25, y: 0.75))
        layer.frame = target
        #expect(layer.frame.isClose(to: target))
        #expect(layer.bounds.size.width.isClose(to: 400) && layer.bounds.size.height.isClose(to: 100 / 0.75))
        #expect(layer.position.distance(to: CGPoint(x: 100, y: 100)) < 1e-9, "a scale about the anchor keeps the centre")
    }

    @Test func aTranslationIsTakenOutOfThePositionAndAQuarterTurnSwapsTheSize() {
        _ = ManualClock().makeCurrent()
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0.2, y: 0.9)
        layer.setAffineTransform(CGAffineTransform(translationX: 30, y: -110).scaledBy(x: 0.6, y: 0.6))
        layer.frame = target
        #expect(layer.frame.isClose(to: target))
        let turned = CALayer()
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        turned.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
        #expect(turned.bounds.size.width.isClose(to: 100) && turned.bounds.size.height.isClose(to: 40))
        #expect(turned.frame.isClose(to: CGRect(x: 0, y: 0, width: 40, height: 100)))
    }

    @Test func aThreeDimensionalTransformPlacesTheFrameAsIfUntransformed() {
        _ = ManualClock().makeCurrent()
        let layer = CALayer()
        var flip = CATransform3DIdentity
        flip.m34 = -1 / 500
        layer.transform = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
        layer.frame = target
        #expect(layer.bounds.size == target.size)
        #expect(layer.position == CGPoint(x: 100, y: 100))
    }

    @Test func aTransformWithNoInverseKeepsTheFramesSize() {
        _ = ManualClock().makeCurrent()
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 0, y: 0))
        layer.frame = target
        #expect(layer.bounds.size == target.size)
        #expect(layer.position == CGPoint(x: 100, y: 100))
    }

    /// An image viewer's cancelled pull-down (MediaViewer's pop): the pan left a translation and a scale; the cancel
    /// animates `frame` back to where the image started, and the image ends there on screen before the completion
    /// takes the transform off.
    @Test func animatingTheFrameBackUnderAPanTransformEndsWhereTheFrameSays() {
        let world = World()
        let image = UIView(frame: CGRect(x: 0, y: 227, width: 390, height: 390))
        world.window.addSubview(image)
        image.transform = CGAffineTransform(translationX: 40, y: 180).scaledBy(x: 0.7, y: 0.7)
        UIView.animate(withDuration: 0.3) { image.frame = CGRect(x: 0, y: 227, width: 390, height: 390) }
        world.advance(0.15)
        #expect(!image.presentationFrame.isClose(to: CGRect(x: 0, y: 227, width: 390, height: 390)), "still on its way")
        world.advance(0.2)
        #expect(image.presentationFrame.isClose(to: CGRect(x: 0, y: 227, width: 390, height: 390)))
        #expect(image.frame.isClose(to: CGRect(x: 0, y: 227, width: 390, height: 390)))
    }

    @Test func viewsFollowTheLayer() {
        let world = World()
        let view = UIView(frame: .zero)
        world.window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = target
        #expect(view.frame.isClose(to: target))
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func autoLayoutPlacesATransformedViewByCentreAndBounds() {
        let world = World()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        world.window.addSubview(host)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: host.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 60),
        ])
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        host.layoutIfNeeded()
        #expect(card.bounds.size == CGSize(width: 100, height: 60), "the constraints size the untransformed view")
        #expect(card.center == CGPoint(x: 70, y: 70))
        #expect(card.frame.isClose(to: CGRect(x: 45, y: 55, width: 50, height: 30)))
    }

    /// UIKit's Auto Layout sets the centre to the middle of the solved frame whatever the anchor point, so a view whose
    /// anchor point an app moves moves with it (the Stack Overflow question "How do I adjust the anchor point of a
    /// CALayer, when Auto Layout is being used?").
    @Test func autoLayoutPutsTheCentreInTheMiddleWhateverTheAnchorPoint() {
        let world = World()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        world.window.addSubview(host)
        let door = UIView()
        door.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(door)
        NSLayoutConstraint.activate([
            door.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
            door.topAnchor.constraint(equalTo: host.topAnchor, constant: 40),
            door.widthAnchor.constraint(equalToConstant: 100),
            door.heightAnchor.constraint(equalToConstant: 60),
        ])
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        host.layoutIfNeeded()
        #expect(door.center == CGPoint(x: 70, y: 70))
        #expect(door.frame == CGRect(x: 70, y: 40, width: 100, height: 60), "the left edge at the centre: moved")
    }

    /// A collection view sets a cell's centre to its attributes' centre before the cell's `apply(_:)`; a cell that
    /// turns about a point below it moves its anchor point there and adds the difference to its centre (the circular
    /// layout cells that public apps copy), and it stays where the layout puts it when the attributes change.
    @Test func aCellThatMovesItsAnchorPointInApplyStaysWhereItsAttributesPutIt() {
        final class WheelCell: UICollectionViewCell {
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                layer.anchorPoint = CGPoint(x: 0.5, y: 2)
                center.y += (2 - 0.5) * bounds.height
            }
        }
        final class Items: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "wheel", for: indexPath)
            }
        }
        let world = World()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let items = Items()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        world.window.addSubview(collection)
        collection.register(WheelCell.self, forCellWithReuseIdentifier: "wheel")
        collection.dataSource = items
        collection.layoutIfNeeded()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.frame == layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        let attributes = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(attributes?.size == CGSize(width: 120, height: 120))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == attributes?.frame)
    }
}
