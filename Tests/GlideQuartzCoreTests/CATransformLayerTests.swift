import Foundation
import Testing
import GlideClock
import GlideCoreGraphics
@testable import GlideQuartzCore

/// `CATransformLayer` as a layer: its geometry places its sublayers as any layer's does, and its copies are transform
/// layers (its drawing, which flattens nothing, is GlideRenderTests' TransformLayerDrawingTests).
@MainActor @Suite struct CATransformLayerTests {
    @Test("a transform layer's sublayers convert through its transform, and its copies are transform layers")
    func geometryAndCopies() throws {
        _ = ManualClock().makeCurrent()
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        group.transform = CATransform3DMakeTranslation(50, 0, 0)
        let face = CALayer()
        face.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        group.addSublayer(face)
        let root = CALayer()
        root.addSublayer(group)
        let p = face.convert(CGPoint.zero, to: root)
        #expect(abs(p.x - 60) < 1e-9 && abs(p.y - 10) < 1e-9, "the face's origin through the group's translation: \(p)")
        #expect(group.presentation() != nil, "a Glide class presents itself")
        #expect(group.renderTreeCopy(presented: false) { _, _ in } is CATransformLayer)
        #expect(CATransformLayer.makeBackingLayer() is CATransformLayer)
    }
}
