import Foundation
import Testing
@testable import GlideUIKitCore

/// `drawHierarchy(in:afterScreenUpdates:)` and `CALayer.render(in:)`: the layer tree frozen into the image.
@MainActor @Suite struct DrawHierarchyTests {
    /// A 100 × 50 red card with a blue badge and a label, in a window on a manual clock.
    func scene() -> (world: World, card: UIView, badge: UIView, label: UILabel) {
        let world = World()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        card.backgroundColor = .red
        card.accessibilityIdentifier = "card"
        let badge = UIView(frame: CGRect(x: 80, y: 5, width: 10, height: 10))
        badge.backgroundColor = .blue
        badge.layer.cornerRadius = 5
        card.addSubview(badge)
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 60, height: 20))
        label.text = "Hello"
        card.addSubview(label)
        world.root.view.addSubview(card)
        return (world, card, badge, label)
    }

    /// The frozen tree a drawn image holds (the one content item).
    func frozenTree(_ image: UIImage) -> LayerTreeSnapshot? {
        guard case .drawing(let list)? = image.cgImage?.content else { return nil }
        for item in list.items { if case let .content(content, _) = item.operation { return content as? LayerTreeSnapshot } }
        return nil
    }

    @Test func withoutAContextNothingIsDrawn() {
        let (_, card, _, _) = scene()
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
    }

    @Test func theImageKeepsTheLookTheViewHadWhenDrawn() throws {
        let (_, card, badge, label) = scene()
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
        #expect(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 3)

        // The view changes afterwards.
        card.backgroundColor = .green
        badge.isHidden = true
        badge.frame.origin.x = 0
        label.text = "Changed"
        card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))

        let tree = try #require(frozenTree(image))
        #expect(tree.root.backgroundColor == UIColor.red.cgColor && tree.root !== card.layer)
        #expect(tree.root.sublayers?.count == 2, "the subview added later is not in the image")
        let frozenBadge = try #require(tree.root.sublayers?.first)
        #expect(!frozenBadge.isHidden && frozenBadge.frame == CGRect(x: 80, y: 5, width: 10, height: 10) && frozenBadge.cornerRadius == 5)
        #expect(tree.entry(for: tree.root)?.viewName == "card" && tree.entry(for: tree.root)?.source === card)
        guard case let .text(lines, _, _, _, _)? = tree.entry(for: tree.root.sublayers![1])?.content else {
            Issue.record("the label's text is frozen with the layer")
            return
        }
        #expect(lines == ["Hello"])
    }

    @Test func afterScreenUpdatesDecidesBetweenModelAndPresentation() throws {
        let (world, card, _, _) = scene()
        UIView.animate(withDuration: 1) { card.alpha = 0.2 }
        world.advance(0.5)
        let presented = card.layer.presentationState().opacity
        #expect(presented > 0.2 && presented < 1)

        let renderer = UIGraphicsImageRenderer(size: card.bounds.size)
        let now = renderer.image { _ in card.drawHierarchy(in: card.bounds, afterScreenUpdates: false) }
        let after = renderer.image { _ in card.drawHierarchy(in: card.bounds, afterScreenUpdates: true) }
        let rendered = renderer.image { context in card.layer.render(in: context.cgContext) }
        #expect(abs(Double(frozenTree(now)?.root.opacity ?? 0) - presented) < 1e-6, "what the screen shows now")
        #expect(frozenTree(after)?.root.opacity == 0.2, "the model value, once the change is committed")
        #expect(frozenTree(rendered)?.root.opacity == 0.2, "render(in:) ignores animations")
        // The frozen copies do not animate with the view.
        world.advance(1)
        #expect(abs((frozenTree(now)?.root.presentationState().opacity ?? 0) - presented) < 1e-6)
    }

    @Test func renderInAnImageContextFreezesStandaloneLayersAndMasks() throws {
        let (_, card, _, _) = scene()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        shape.fillColor = UIColor.yellow.cgColor
        card.layer.addSublayer(shape)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        mask.backgroundColor = UIColor.black.cgColor
        card.layer.mask = mask

        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        card.layer.render(in: context)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.cgImage?.width == 200 && image.cgImage?.height == 100)

        shape.fillColor = UIColor.purple.cgColor
        mask.frame.size.width = 10
        let tree = try #require(frozenTree(image))
        let frozenShape = try #require(tree.root.sublayers?.last as? CAShapeLayer)
        #expect(frozenShape.fillColor == UIColor.yellow.cgColor && frozenShape.path == shape.path)
        #expect(tree.root.mask?.bounds.width == 50)
        #expect(tree.entry(for: frozenShape)?.viewTypeName == nil, "a standalone layer backs no view")
    }

    @Test func drawHierarchyScalesTheBoundsIntoTheRect() throws {
        let (_, card, _, _) = scene()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { _ in
            card.drawHierarchy(in: CGRect(x: 10, y: 20, width: 50, height: 25), afterScreenUpdates: true)
        }
        guard case .drawing(let list)? = image.cgImage?.content, let item = list.items.first else {
            Issue.record("one content item")
            return
        }
        // The card's bounds (100 × 50) to (10, 20, 50, 25) points, at scale 3.
        #expect(CGPoint(x: 100, y: 50).applying(item.transform) == CGPoint(x: 180, y: 135))
        #expect(CGPoint.zero.applying(item.transform) == CGPoint(x: 30, y: 60))
    }
}
