import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

@MainActor
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A layer class of the app's own, with the factory `glide port` writes for it.
@MainActor
final class BadgeLayer: CALayer {
    var badge = 0
    override class func makeBackingLayer() -> CALayer { BadgeLayer() }
}

@MainActor
final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

@MainActor
@Suite struct LayerClassTests {
    @Test("a view is backed by a layer of its class's layerClass: CALayer by default, a shape or gradient layer when overridden")
    func backingLayer() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        #expect(type(of: UIView().layer) == CALayer.self)
        let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(shape.layer is CAShapeLayer && shape.layer.bounds.size == CGSize(width: 10, height: 20))
        #expect(GradientView().layer is CAGradientLayer)
        #expect(shape.layer.view === shape)
    }

    @Test("an app's own layer class backs its view through makeBackingLayer(), and the view draws on it")
    func ownLayerClass() throws {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let layer = try #require(view.layer as? BadgeLayer)
        layer.badge = 3
        view.alpha = 0.5
        #expect((view.layer as? BadgeLayer)?.badge == 3 && layer.opacity == 0.5)
    }
}
