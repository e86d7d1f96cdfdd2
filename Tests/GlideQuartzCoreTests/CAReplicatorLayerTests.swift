import Foundation
import Testing
import GlideClock
import GlideCoreGraphics
import GlideObjectiveC
@testable import GlideQuartzCore

/// `CAReplicatorLayer`'s state and the instances it presents: transforms composed once more per copy, colours with the
/// offsets added per copy, delays (its drawing is GlideRenderTests' ReplicatorLayerDrawingTests).
@MainActor @Suite struct CAReplicatorLayerTests {
    @Test("defaults are Core Animation's: one instance, no delay, identity, opaque white, no offsets, flattened")
    func defaults() throws {
        let layer = CAReplicatorLayer()
        #expect(layer.instanceCount == 1 && layer.instanceDelay == 0 && layer.instanceTransform.isIdentity && !layer.preservesDepth)
        #expect(layer.instanceColor?.rgba.red == 1 && layer.instanceColor?.rgba.green == 1 && layer.instanceColor?.alpha == 1)
        #expect(layer.instanceRedOffset == 0 && layer.instanceGreenOffset == 0 && layer.instanceBlueOffset == 0 && layer.instanceAlphaOffset == 0)
        let instances = layer.presentedInstances()
        #expect(instances.count == 1 && instances[0].transform.isIdentity && instances[0].delay == 0)
    }

    @Test("instance k has the instance transform k times over, the colour plus k offsets (clamped) and k delays")
    func instances() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 4
        layer.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        layer.instanceDelay = 0.1
        layer.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        layer.instanceRedOffset = -0.25
        layer.instanceBlueOffset = 0.5
        layer.instanceAlphaOffset = -0.3
        let instances = layer.presentedInstances()
        #expect(instances.count == 4)
        #expect(instances.map { Double($0.transform.m41) } == [0, 10, 20, 30], "translated 10 points more per copy")
        #expect(instances.map(\.color.red) == [1, 0.75, 0.5, 0.25])
        #expect(instances.map(\.color.green) == [0.5, 0.5, 0.5, 0.5])
        #expect(instances.map(\.color.blue) == [0, 0.5, 1, 1], "clamped to 1")
        #expect(abs(instances[3].color.alpha - 0.1) < 1e-6 && abs(instances[3].delay - 0.3) < 1e-9, "the offsets are Floats")
        let rotating = CAReplicatorLayer()
        rotating.instanceCount = 3
        rotating.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let third = rotating.presentedInstances()[2].transform
        #expect(abs(Double(third.m11) + 1) < 1e-9 && abs(Double(third.m22) + 1) < 1e-9, "two quarter turns: a half turn")
        layer.instanceCount = 0
        #expect(layer.presentedInstances().isEmpty, "no instance: nothing drawn")
    }

    @Test("a copy, a presentation and key-value coding keep every instance property")
    func copiesAndKeyValueCoding() throws {
        _ = ManualClock().makeCurrent()
        let layer = CAReplicatorLayer()
        layer.setValue(5, forKey: "instanceCount")
        layer.setValue(0.2, forKey: "instanceDelay")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(0.5, 0.5, 1)), forKey: "instanceTransform")
        layer.setValue(-0.1, forKey: "instanceGreenOffset")
        layer.setValue(true, forKey: "preservesDepth")
        #expect(layer.instanceCount == 5 && layer.instanceDelay == 0.2 && layer.instanceTransform.m11 == 0.5)
        #expect(layer.instanceGreenOffset == -0.1 && layer.preservesDepth)
        #expect((layer.value(forKey: "instanceCount") as? NSNumber)?.intValue == 5)
        let presented = try #require(layer.presentation())
        #expect(presented.instanceCount == 5 && presented.instanceDelay == 0.2 && presented.instanceGreenOffset == -0.1 && presented.preservesDepth)
        let copy = CAReplicatorLayer(layer: layer)
        #expect(copy.instanceTransform == layer.instanceTransform)
    }

    @Test("instanceTransform, instanceColor and the counts animate in the presented instances")
    func animations() {
        let clock = ManualClock().makeCurrent()
        let layer = CAReplicatorLayer()
        layer.instanceCount = 2
        let spread = CABasicAnimation(keyPath: "instanceTransform.translation.x")
        spread.fromValue = 0
        spread.toValue = 40
        spread.duration = 1
        spread.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spread, forKey: "spread")
        let count = CABasicAnimation(keyPath: "instanceCount")
        count.fromValue = 2
        count.toValue = 6
        count.duration = 1
        count.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(count, forKey: "count")
        clock.advance(by: 0.5)
        let instances = layer.presentedInstances()
        #expect(instances.count == 4, "half way from 2 to 6")
        #expect(abs(Double(instances[1].transform.m41) - 20) < 1e-9, "half way from 0 to 40")
        #expect(layer.instanceCount == 2 && layer.instanceTransform.isIdentity, "the model keeps its values")
    }
}
