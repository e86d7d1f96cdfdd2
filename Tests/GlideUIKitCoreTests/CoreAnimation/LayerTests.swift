import Foundation
import Testing
@testable import GlideUIKitCore

/// CALayer's geometry, tree, presentation copies, implicit animations and transactions.
@MainActor @Suite struct LayerTests {
    @Test func anchorPointPlacesThePositionAndTurnsTheTransform() {
        _ = ManualClock().makeCurrent()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50), "position is where the anchor sits")
        layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        #expect(layer.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
        // Setting the frame keeps the anchor: position = origin + anchor · size.
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        #expect(layer.position == CGPoint(x: 50, y: 50) && layer.bounds.size == CGSize(width: 40, height: 60))
        // A rotation of π/2 about the right-middle anchor: the layer swings below the anchor.
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(layer.frame.isClose(to: CGRect(x: 20, y: 10, width: 60, height: 40)))
    }

    @Test func viewGeometryFollowsTheAnchorPoint() {
        let world = World()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        world.window.addSubview(view)
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        // UIKit: the centre (the position) stays, so the frame moves left edge to the old centre.
        #expect(view.center == CGPoint(x: 200, y: 150))
        #expect(view.frame == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 200, y: 100))
        #expect(view.convert(CGPoint(x: 200, y: 100), from: nil) == .zero)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.center == CGPoint(x: 0, y: 50) && view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The layers agree with the views.
        #expect(view.layer.convert(CGPoint(x: 10, y: 10), to: world.window.layer) == CGPoint(x: 10, y: 10))
        #expect(world.window.layer.convert(CGRect(x: 10, y: 10, width: 5, height: 5), to: view.layer) == CGRect(x: 10, y: 10, width: 5, height: 5))
    }

    @Test func sublayerTransformAddsPerspectiveToSublayers() {
        _ = ManualClock().makeCurrent()
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)
        parent.addSublayer(child)
        child.zPosition = 100
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        parent.sublayerTransform = p
        // A layer 100 points nearer, seen from 500: scaled by 500 / 400 about the parent's anchor (100, 100).
        let corner = child.convert(CGPoint.zero, to: parent)
        #expect(corner.x.isClose(to: 100 - 50 * 1.25) && corner.y.isClose(to: 100 - 50 * 1.25))
        let back = child.convert(corner, from: parent)
        #expect(back.x.isClose(to: 0, within: 1e-9) && back.y.isClose(to: 0, within: 1e-9))
    }

    @Test func sublayerTreeFollowsTheViewHierarchy() {
        let world = World()
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        let container = UIView(frame: .zero)
        world.window.addSubview(container)
        #expect(container.layer.superlayer === world.window.layer)
        let gradient = CAGradientLayer()
        container.layer.addSublayer(gradient)
        container.addSubview(a)
        container.addSubview(b)
        #expect(container.layer.sublayers?.map { ObjectIdentifier($0) } == [gradient, a.layer, b.layer].map { ObjectIdentifier($0) })
        container.insertSubview(c, at: 0)
        #expect(container.layer.sublayers?.map { ObjectIdentifier($0) } == [gradient, c.layer, a.layer, b.layer].map { ObjectIdentifier($0) })
        container.bringSubviewToFront(c)
        #expect(container.layer.sublayers?.last === c.layer)
        container.insertSubview(c, belowSubview: b)
        #expect(container.layer.sublayers?.map { ObjectIdentifier($0) } == [gradient, a.layer, c.layer, b.layer].map { ObjectIdentifier($0) })
        c.removeFromSuperview()
        #expect(c.layer.superlayer == nil && container.layer.sublayers?.count == 3)
        let other = UIView(frame: .zero)
        other.addSubview(a)
        #expect(a.layer.superlayer === other.layer && !(container.layer.sublayers ?? []).contains { $0 === a.layer })
        // Layer-level tree operations.
        let x = CALayer(), y = CALayer(), z = CALayer()
        x.addSublayer(y)
        x.insertSublayer(z, below: y)
        #expect(x.sublayers?.first === z)
        x.insertSublayer(z, above: y)
        #expect(x.sublayers?.last === z)
        let w = CALayer()
        x.replaceSublayer(y, with: w)
        #expect(x.sublayers?.first === w && y.superlayer == nil)
        x.insertSublayer(y, at: 1)
        #expect(x.sublayers?[1] === y)
        y.removeFromSuperlayer()
        #expect(x.sublayers?.count == 2)
    }

    @Test func presentationIsADetachedCopyOfWhatShows() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        world.advance(0.25)
        let p = view.layer.presentation()!
        #expect(Double(p.opacity).isClose(to: 0.75, within: 1e-6) && view.layer.opacity == 0)
        #expect(p.superlayer == nil && p.sublayers == nil && p.animationKeys() == nil)
        #expect(p.model() === view.layer && view.layer.model() === view.layer)
        #expect(p.presentation() === p)
        let shape = CAShapeLayer()
        shape.lineWidth = 3
        #expect(shape.presentation()?.lineWidth == 3)
    }

    @Test func standaloneLayersAnimateImplicitlyUnlessDisabled() {
        let world = World()
        let layer = CALayer()
        world.window.layer.addSublayer(layer)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(layer.animationKeys() == nil, "a layer's first values, set as it joins the tree, do not animate")
        world.advance(0) // the implicit transaction that added the layer commits
        layer.opacity = 0
        // The default: 0.25 s with Core Animation's default curve (0.25, 0.1), (0.25, 1).
        #expect(layer.animationKeys() == ["opacity"])
        world.advance(0.125)
        let eased = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1)).progress(atTimeFraction: 0.5)
        #expect(Double(layer.presentation()!.opacity).isClose(to: 1 - eased, within: 1e-6))
        world.advance(0.2)
        #expect(layer.presentation()!.opacity == 0 && layer.animationKeys() == nil)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        #expect(layer.animationKeys() == nil && layer.presentation()!.opacity == 1)

        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        world.advance(0.5)
        #expect(layer.presentation()!.position.x.isClose(to: 25, within: 1e-9))

        UIView.performWithoutAnimation { layer.zPosition = 3 }
        #expect(layer.animation(forKey: "zPosition") == nil)

        layer.actions = ["bounds": NSNull()]
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.animation(forKey: "bounds") == nil)

        // A view's own layer does not animate implicitly.
        let view = UIView(frame: .zero)
        world.window.addSubview(view)
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.opacity == 0.5)
    }

    @Test func transactionCompletionWaitsForItsAnimations() {
        let world = World()
        let layer = CALayer()
        world.window.layer.addSublayer(layer)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done at \(world.clock.now)") }
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0
        a.duration = 0.5
        layer.add(a, forKey: "fade")
        let b = CABasicAnimation(keyPath: "position.x")
        b.toValue = 50
        b.duration = 2
        layer.add(b, forKey: "move")
        let view = UIView(frame: .zero)
        world.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        CATransaction.commit()
        world.advance(1.5)
        #expect(log.isEmpty)
        layer.removeAnimation(forKey: "move")
        world.advance(0)
        #expect(log == ["done at 1.5"], "the removed animation counts as over")

        // Without animations, the completion runs on the next turn.
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        #expect(log.count == 1)
        world.advance(0)
        #expect(log.last == "empty")
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
    }

    @Test func shapeLayerMaskRevealsThroughItsPresentedPath() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(view)
        let mask = CAShapeLayer()
        mask.frame = view.bounds
        mask.path = CGPath(ellipseIn: CGRect(x: 90, y: 90, width: 20, height: 20), transform: nil)
        view.layer.mask = mask
        #expect(mask.superlayer == nil)
        #expect(view.layer.presentedMaskAllows(CGPoint(x: 100, y: 100)) && !view.layer.presentedMaskAllows(CGPoint(x: 10, y: 10)))
        // The circular reveal of BubbleTransition-like code: animate the mask's path outwards.
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = mask.path
        grow.toValue = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 400, height: 400), transform: nil)
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        mask.add(grow, forKey: "reveal")
        world.advance(0.5)
        // Half way the circle has radius 105 about (100, 100).
        #expect(view.layer.presentedMaskAllows(CGPoint(x: 100, y: 200)))
        #expect(!view.layer.presentedMaskAllows(CGPoint(x: 10, y: 10)))
        world.advance(1)
        #expect(view.layer.presentedMaskAllows(CGPoint(x: 10, y: 10)), "held by the forwards fill")
        #expect(mask.path?.boundingBox.width == 20, "the model path is unchanged")
    }

    @Test func gradientLayerAnimatesItsColors() {
        let world = World()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        #expect(gradient.presentedColor(at: CGPoint(x: 0.5, y: 0)) == UIColor(white: 0.5).cgColor)
        let a = CABasicAnimation(keyPath: "colors")
        a.toValue = [UIColor.white.cgColor, UIColor.white.cgColor]
        a.duration = 1
        gradient.add(a, forKey: nil)
        world.advance(0.5)
        #expect(gradient.presentedColor(at: CGPoint(x: 0, y: 0)) == UIColor(white: 0.5).cgColor)
        #expect(gradient.presentedColor(at: CGPoint(x: 1, y: 0)) == UIColor.white.cgColor)
        #expect(gradient.animationKeys() == nil, "a nil key is not listed")
    }

    @Test func isDoubleSidedHidesTheBack() {
        _ = ManualClock().makeCurrent()
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(layer.presentationState().isFacingAway && layer.presentationState().isVisible)
        layer.isDoubleSided = false
        #expect(!layer.presentationState().isVisible)
    }
}

/// Layer properties of a view's layer animate in `UIView.animate` blocks, and the presented quad
/// sees the container's perspective.
@MainActor @Suite struct ViewLayerAnimationTests {
    @Test func layerPropertiesAnimateInBlocks() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 20
            view.layer.shadowOpacity = 1
            view.layer.shadowOffset = CGSize(width: 0, height: 10)
            view.layer.borderWidth = 4
            view.layer.borderColor = UIColor.white.cgColor
            view.layer.zPosition = 10
        })
        world.advance(0.5)
        let s = view.layer.presentationState()
        #expect(s.cornerRadius.isClose(to: 10) && s.shadowOpacity.isClose(to: 0.5) && s.shadowOffset.height.isClose(to: 3.5))
        #expect(s.borderWidth.isClose(to: 2) && s.borderColor == UIColor(white: 0.5) && s.zPosition.isClose(to: 5))
        #expect(view.layer.cornerRadius == 20, "the model jumped")
        // The snapshot shows what is on screen.
        let snapshot = view.snapshotView(afterScreenUpdates: false)!
        #expect(snapshot.layer.shadowOpacity == 0.5 && snapshot.layer.borderWidth == 2)
    }

    @Test func presentedQuadProjectsThroughTheContainersPerspective() {
        let world = World()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        world.window.addSubview(container)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        container.addSubview(card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.layer.sublayerTransform = perspective
        #expect(card.layer.presentedQuad() == [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 300)])
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = Double.pi / 3
        turn.duration = 1
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        card.layer.add(turn, forKey: nil)
        world.advance(2)
        // Turned by 60° about y: the right edge (x = 100 from the centre) goes to x = 50, z = −86.6,
        // seen from 500: 50 · 500 / 586.6; the left edge comes nearer: −50 · 500 / 413.4.
        let quad = card.layer.presentedQuad()
        let z = 100 * sin(Double.pi / 3)
        #expect(quad[1].x.isClose(to: 200 + 50 * 500 / (500 + z), within: 1e-9))
        #expect(quad[0].x.isClose(to: 200 - 50 * 500 / (500 - z), within: 1e-9))
        #expect(quad[0].y < 100 && quad[1].y > 100, "the nearer edge looks taller")
    }
}

/// Layout and display of standalone layers, and timing functions' control points.
@MainActor @Suite struct LayerLayoutTests {
    final class CountingLayer: CALayer {
        var layouts = 0
        var displays = 0
        override func layoutSublayers() { layouts += 1 }
        override func display() { displays += 1 }
    }

    @Test func standaloneLayersLayOutAndDisplayOnTheNextTurn() {
        let world = World()
        let layer = CountingLayer()
        world.window.layer.addSublayer(layer)
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout() && layer.layouts == 0)
        world.advance(0)
        #expect(layer.layouts == 1 && !layer.needsLayout())
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        world.advance(0)
        #expect(layer.displays == 1)
        #expect(layer.presentation() == nil, "a subclass Glide cannot instantiate has no presentation copy")
    }

    @Test func timingFunctionControlPoints() {
        var point: [Float] = [0, 0]
        let f = CAMediaTimingFunction(name: .default)
        f.getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
        f.getControlPoint(at: 2, values: &point)
        #expect(point == [0.25, 1])
        f.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
        #expect(CAMediaTimingFunction(name: .easeInEaseOut) == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(CAMediaTimingFunction(name: .linear).progress(0.3) == 0.3)
    }
}

/// Nested transactions, flush, and by-values read from the current rotation.
@MainActor @Suite struct TransactionNestingTests {
    @Test func nestedValuesAndFlush() {
        let world = World()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1, "inherited from the outer transaction")
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 1)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.flush()
        world.advance(0)
        #expect(ran, "the implicit transaction committed by flush completes on the next turn")
    }

    @Test func byValueAddsToTheCurrentRotation() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.window.addSubview(view)
        view.layer.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        let spin = CABasicAnimation(keyPath: "transform.rotation.x")
        spin.byValue = 1
        spin.duration = 1
        view.layer.add(spin, forKey: nil)
        world.advance(0.5)
        let t = view.layer.presentationState().transform
        let expected = CATransform3DMakeRotation(1, 1, 0, 0)
        #expect(t.m22.isClose(to: expected.m22, within: 1e-9) && t.m23.isClose(to: expected.m23, within: 1e-9))
    }
}
