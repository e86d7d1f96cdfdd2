import Foundation
import Testing
@testable import GlideUIKitCore

/// Motion effects, mask views, and the layer's corner curve and flipped geometry.
@MainActor @Suite struct EffectsAndMaskTests {
    @Test func interpolatingEffectsAddTheirRangeForTheTilt() {
        let view = UIView()
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -10.0
        vertical.maximumRelativeValue = 30.0
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        #expect(view.motionEffectOffset(for: .zero) == ["center.x": 0, "center.y": 10])
        #expect(view.motionEffectOffset(for: UIOffset(horizontal: 1, vertical: -1)) == ["center.x": 20, "center.y": -10])
        #expect(view.motionEffectOffset(for: UIOffset(horizontal: 0.5, vertical: 3)) == ["center.x": 10, "center.y": 30])
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }

    @Test func aMaskViewMasksThroughItsLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var mask: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        mask?.backgroundColor = .black
        weak let weakMask = mask
        view.mask = mask
        mask = nil
        #expect(weakMask != nil)  // the view keeps its mask view
        #expect(view.mask === weakMask && view.layer.mask === weakMask?.layer)
        #expect(weakMask?.superview == nil)
        #expect(view.layer.presentedMaskAllows(CGPoint(x: 25, y: 50)))
        #expect(!view.layer.presentedMaskAllows(CGPoint(x: 75, y: 50)))
        view.mask = nil
        #expect(view.layer.mask == nil)
    }

    @Test func flippedGeometryMeasuresSublayersFromTheBottom() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 20))
        parent.layer.isGeometryFlipped = true
        #expect(child.frame == CGRect(x: 10, y: 20, width: 50, height: 30))  // the values do not change
        // y grows upwards: the child's top-left corner (its y = 0) is 20 points above the bottom edge.
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 380))
        #expect(child.convert(CGPoint(x: 10, y: 380), from: parent) == .zero)
        let quad = child.layer.presentedQuad()
        #expect(quad[0] == CGPoint(x: 10, y: 380) && quad[2] == CGPoint(x: 60, y: 350))
        #expect(parent.layer.cornerCurve == .circular)
        parent.layer.cornerCurve = .continuous
        #expect(parent.layer.cornerCurve.rawValue == "continuous")
    }
}
