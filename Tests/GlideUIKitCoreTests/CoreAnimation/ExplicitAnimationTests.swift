import Foundation
import Testing
@testable import GlideUIKitCore

/// A delegate that logs what it is told, with the clock's time.
@MainActor
final class AnimationLog: NSObject, CAAnimationDelegate {
    var entries: [String] = []
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { entries.append("start \(clock.now)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop \(flag) \(clock.now)") }
}

/// Explicit animations: values at chosen times, key paths, fill modes, removal, delegates, timing.
@MainActor @Suite struct ExplicitAnimationTests {
    func makeLayer(_ world: World) -> CALayer {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(view)
        return view.layer
    }

    @Test func basicLinearAndEasedValuesAffectOnlyThePresentation() {
        let world = World()
        let layer = makeLayer(world)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = NSNumber(value: 0)
        a.toValue = 400 as CGFloat
        a.duration = 2
        layer.add(a, forKey: "x")
        world.advance(0.5)
        #expect(layer.presentation()!.position.x.isClose(to: 100) && layer.position.x == 50, "the model stays")
        #expect(layer.presentationState().position.x.isClose(to: 100))
        let eased = CABasicAnimation(keyPath: "opacity")
        eased.fromValue = 1.0
        eased.toValue = 0
        eased.duration = 1
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(eased, forKey: "fade")
        world.advance(0.5)
        let e = UICubicTimingParameters(animationCurve: .easeIn).progress(atTimeFraction: 0.5)
        #expect(Double(layer.presentation()!.opacity).isClose(to: 1 - e, within: 1e-6))
        #expect(layer.animationKeys() == ["x", "fade"])
        world.advance(1.5)
        #expect(layer.animationKeys() == nil && layer.presentation()!.position.x == 50, "removed on completion: back to the model")
    }

    @Test func fromToByCombinations() {
        let world = World()
        let layer = makeLayer(world) // position (50, 50), bounds 100 × 100
        func valueAtHalf(_ configure: (CABasicAnimation) -> Void, keyPath: String = "position.y") -> CGFloat {
            let a = CABasicAnimation(keyPath: keyPath)
            a.duration = 1
            configure(a)
            layer.add(a, forKey: "k")
            world.advance(0.5)
            let y = layer.presentationState().position.y
            layer.removeAllAnimations()
            return y
        }
        #expect(valueAtHalf { $0.fromValue = 0; $0.byValue = 100 }.isClose(to: 50))
        #expect(valueAtHalf { $0.byValue = 20; $0.toValue = 100 }.isClose(to: 90))
        #expect(valueAtHalf { $0.fromValue = 150 }.isClose(to: 100), "from → the model value")
        #expect(valueAtHalf { $0.toValue = 150 }.isClose(to: 100), "the model value → to")
        #expect(valueAtHalf { $0.byValue = 50 }.isClose(to: 75))
        #expect(valueAtHalf { $0.fromValue = 10; $0.toValue = 20; $0.isAdditive = true }.isClose(to: 65))
        let point = CABasicAnimation(keyPath: "position")
        point.fromValue = NSValue(cgPoint: .zero)
        point.toValue = CGPoint(x: 100, y: 200)
        point.duration = 1
        layer.add(point, forKey: "p")
        world.advance(0.25)
        #expect(layer.presentationState().position == CGPoint(x: 25, y: 50))
        layer.removeAllAnimations()
        let width = CABasicAnimation(keyPath: "bounds.size.width")
        width.toValue = 300
        width.duration = 1
        layer.add(width, forKey: "w")
        world.advance(0.5)
        #expect(layer.presentationState().bounds.size == CGSize(width: 200, height: 100))
        layer.removeAllAnimations()
        let size = CABasicAnimation(keyPath: "bounds.size")
        size.toValue = NSValue(cgSize: CGSize(width: 0, height: 0))
        size.duration = 1
        layer.add(size, forKey: "s")
        world.advance(0.5)
        #expect(layer.presentationState().bounds.size == CGSize(width: 50, height: 50))
    }

    @Test func transformKeyPaths() {
        let world = World()
        let layer = makeLayer(world)
        func at(_ keyPath: String, from: Any?, to: Any?, _ t: Double = 0.5) -> CATransform3D {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from
            a.toValue = to
            a.duration = 1
            layer.add(a, forKey: "t")
            world.advance(t)
            let value = layer.presentationState().transform
            layer.removeAllAnimations()
            return value
        }
        // A full turn about y: the scalar angle interpolates, so half way is π (no shortest path).
        let y = at("transform.rotation.y", from: 0, to: NSNumber(value: 2 * Double.pi))
        let expected = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(y.m11.isClose(to: expected.m11) && y.m13.isClose(to: expected.m13, within: 1e-12) && y.m33.isClose(to: expected.m33))
        let z = at("transform.rotation", from: 0, to: CGFloat.pi)
        #expect(z.m12.isClose(to: 1) && z.m21.isClose(to: -1))
        let s = at("transform.scale", from: 1, to: 3)
        #expect(s.m11.isClose(to: 2) && s.m22.isClose(to: 2) && s.m33.isClose(to: 2))
        let sx = at("transform.scale.x", from: 1, to: 0)
        #expect(sx.m11.isClose(to: 0.5) && sx.m22.isClose(to: 1))
        let tx = at("transform.translation.x", from: 0, to: 100)
        #expect(tx.m41.isClose(to: 50) && tx.m42 == 0)
        let ty = at("transform.translation.y", from: 0, to: -40, 0.25)
        #expect(ty.m42.isClose(to: -10))
        let full = at("transform", from: NSValue(caTransform3D: CATransform3DIdentity), to: NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1)))
        #expect(full.m11.isClose(to: 2) && full.m22.isClose(to: 2))
        // A rotation keeps the model's perspective: m34 survives.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        let kept = at("transform.rotation.y", from: 0, to: Double.pi / 2)
        let flip = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        #expect(kept.m11.isClose(to: flip.m11, within: 1e-12) && kept.m13.isClose(to: flip.m13, within: 1e-12)
            && kept.m14.isClose(to: flip.m14, within: 1e-12) && kept.m34.isClose(to: flip.m34, within: 1e-12), "perspective kept")
        layer.transform = CATransform3DIdentity
        // Additive rotation on top of the model's scale.
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let add = CABasicAnimation(keyPath: "transform.rotation.z")
        add.fromValue = 0
        add.toValue = Double.pi
        add.isAdditive = true
        add.duration = 1
        layer.add(add, forKey: "spin")
        world.advance(0.5)
        let spun = layer.presentationState().transform
        #expect(spun.m12.isClose(to: 2) && spun.m21.isClose(to: -2), "rotation by π/2, then the scale by 2")
    }

    @Test func otherLayerKeyPaths() {
        let world = World()
        let layer = makeLayer(world)
        let keys: [(String, Any, Any, (LayerState) -> Bool)] = [
            ("cornerRadius", 0, 20, { $0.cornerRadius.isClose(to: 10) }),
            ("shadowOpacity", Float(0), Float(1), { $0.shadowOpacity.isClose(to: 0.5) }),
            ("shadowRadius", 0, 10, { $0.shadowRadius.isClose(to: 5) }),
            ("shadowOffset", CGSize(width: 0, height: 0), NSValue(cgSize: CGSize(width: 4, height: 8)), { $0.shadowOffset == CGSize(width: 2, height: 4) }),
            ("borderWidth", 0, 4, { $0.borderWidth.isClose(to: 2) }),
            ("zPosition", 0, 100, { $0.zPosition.isClose(to: 50) }),
            ("anchorPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), { $0.anchorPoint == CGPoint(x: 0.5, y: 0.5) && $0.frame.origin == CGPoint(x: 0, y: 0) }),
            ("backgroundColor", UIColor.black.cgColor, UIColor.white.cgColor, { $0.backgroundColor == UIColor(white: 0.5) }),
            ("sublayerTransform", CATransform3DIdentity, CATransform3DMakeTranslation(10, 0, 0), { $0.sublayerTransform.m41.isClose(to: 5) }),
            ("borderColor", UIColor.red.cgColor, UIColor.blue.cgColor, { $0.borderColor == UIColor(red: 0.5, green: 0, blue: 0.5) }),
        ]
        for (key, from, to, check) in keys {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from
            a.toValue = to
            a.duration = 1
            layer.add(a, forKey: key)
            world.advance(0.5)
            #expect(check(layer.presentationState()), "\(key)")
            layer.removeAllAnimations()
        }
        let shape = CAShapeLayer()
        world.window.layer.addSublayer(shape)
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 1
        shape.add(stroke, forKey: nil)
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.toValue = 0.5
        start.duration = 1
        shape.add(start, forKey: nil)
        world.advance(0.5)
        #expect(shape.presentation()!.strokeEnd.isClose(to: 0.5) && shape.presentation()!.strokeStart.isClose(to: 0.25))
    }

    @Test func fillModesAndBeginTime() {
        let world = World()
        let layer = makeLayer(world)
        func animation(_ fill: CAMediaTimingFillMode, removed: Bool = true) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0.2
            a.toValue = 0.6
            a.duration = 1
            a.beginTime = CACurrentMediaTime() + 1
            a.fillMode = fill
            a.isRemovedOnCompletion = removed
            return a
        }
        layer.add(animation(.removed), forKey: "a")
        #expect(layer.presentation()!.opacity == 1, "before its begin time, no fill: the model")
        world.advance(1.5)
        #expect(Double(layer.presentation()!.opacity).isClose(to: 0.4, within: 1e-6))
        layer.removeAllAnimations()
        layer.add(animation(.backwards), forKey: "b")
        #expect(Double(layer.presentation()!.opacity).isClose(to: 0.2, within: 1e-6), "backwards fill shows the start")
        layer.removeAllAnimations()
        layer.add(animation(.forwards, removed: false), forKey: "c")
        #expect(layer.presentation()!.opacity == 1)
        world.advance(3)
        #expect(Double(layer.presentation()!.opacity).isClose(to: 0.6, within: 1e-6) && layer.opacity == 1, "forwards fill holds the end; the model stays")
        #expect(layer.animationKeys() == ["c"])
        layer.removeAllAnimations()
        layer.add(animation(.forwards), forKey: "d")
        world.advance(3)
        #expect(layer.presentation()!.opacity == 1, "removed on completion: the forwards fill has nothing to hold")
    }

    @Test func repeatAutoreverseAndCumulative() {
        let world = World()
        let layer = makeLayer(world)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        a.autoreverses = true
        a.repeatCount = 2
        let log = AnimationLog(clock: world.clock)
        a.delegate = log
        layer.add(a, forKey: "bounce")
        world.advance(0.25)
        #expect(layer.presentationState().position.x.isClose(to: 25))
        world.advance(1.0)
        #expect(layer.presentationState().position.x.isClose(to: 75), "coming back at 1.25 s")
        world.advance(1.0)
        #expect(layer.presentationState().position.x.isClose(to: 25), "second cycle at 2.25 s")
        world.advance(2)
        #expect(log.entries == ["start 0.0", "stop true 4.0"])
        let c = CABasicAnimation(keyPath: "position.x")
        c.fromValue = 0
        c.toValue = 10
        c.duration = 1
        c.repeatCount = 3
        c.isCumulative = true
        layer.add(c, forKey: "steps")
        world.advance(2.5)
        #expect(layer.presentationState().position.x.isClose(to: 25))
    }

    @Test func removalAndReplacementReportUnfinished() {
        let world = World()
        let layer = makeLayer(world)
        let log = AnimationLog(clock: world.clock)
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = 1
        a.delegate = log
        layer.add(a, forKey: "fade")
        #expect(layer.animation(forKey: "fade") !== a, "the layer holds a copy")
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Int == 0)
        world.advance(0.5)
        layer.removeAnimation(forKey: "fade")
        #expect(layer.presentation()!.opacity == 1 && layer.animationKeys() == nil)
        world.advance(0)
        #expect(log.entries == ["start 0.0", "stop false 0.5"])
        log.entries = []
        layer.add(a, forKey: "fade")
        world.advance(0.25)
        layer.add(a, forKey: "fade")
        world.advance(0)
        #expect(log.entries == ["start 0.5", "stop false 0.75", "start 0.75"], "replacing the key stops the old one unfinished")
        world.advance(1)
        #expect(log.entries.last == "stop true 1.75")
        log.entries = []
        layer.add(a, forKey: "fade")
        world.advance(0.1)
        layer.removeAllAnimations()
        world.advance(0)
        #expect(log.entries == ["start 1.75", "stop false 1.85"])
    }

    @Test func delegateOrderForDelayedAnimations() {
        let world = World()
        let layer = makeLayer(world)
        let log = AnimationLog(clock: world.clock)
        let a = CABasicAnimation(keyPath: "position.y")
        a.toValue = 0
        a.duration = 0.5
        a.beginTime = CACurrentMediaTime() + 0.5
        a.delegate = log
        layer.add(a, forKey: nil)
        world.advance(0.4)
        #expect(log.entries.isEmpty)
        world.advance(0.7)
        #expect(log.entries == ["start 0.5", "stop true 1.0"])
        // Duration 0 is Core Animation's 0.25 s.
        let b = CABasicAnimation(keyPath: "position.y")
        b.toValue = 0
        b.delegate = log
        layer.add(b, forKey: nil)
        world.advance(1)
        #expect(log.entries.suffix(2) == ["start 1.1", "stop true 1.35"])
    }

    @Test func keyframes() {
        let world = World()
        let layer = makeLayer(world)
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [0, 100, 50]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        layer.add(k, forKey: "k")
        world.advance(0.125)
        #expect(layer.presentationState().position.x.isClose(to: 50))
        world.advance(0.5)
        #expect(layer.presentationState().position.x.isClose(to: 75))
        layer.removeAllAnimations()
        let d = CAKeyframeAnimation(keyPath: "opacity")
        d.values = [0.0, 0.5, 1.0]
        d.calculationMode = .discrete
        d.duration = 3
        layer.add(d, forKey: "d")
        world.advance(1.5)
        #expect(layer.presentationState().opacity.isClose(to: 0.5))
        layer.removeAllAnimations()
        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 40]
        paced.calculationMode = .paced
        paced.duration = 1
        layer.add(paced, forKey: "p")
        world.advance(0.5)
        #expect(layer.presentationState().position.x.isClose(to: 20), "constant speed: half the distance")
        layer.removeAllAnimations()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        layer.add(follow, forKey: "f")
        world.advance(1.5)
        #expect(layer.presentationState().position == CGPoint(x: 100, y: 50))
        layer.removeAllAnimations()
        let eased = CAKeyframeAnimation(keyPath: "position.x")
        eased.values = [0, 100]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeOut)]
        eased.duration = 1
        layer.add(eased, forKey: "e")
        world.advance(0.3)
        let e = UICubicTimingParameters(animationCurve: .easeOut).progress(atTimeFraction: 0.3)
        #expect(layer.presentationState().position.x.isClose(to: 100 * e, within: 1e-5), "Float control points")
    }

    @Test func springUsesTheEngineSolver() {
        let world = World()
        let layer = makeLayer(world)
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0
        s.toValue = 100
        s.mass = 1
        s.stiffness = 100
        s.damping = 5
        s.duration = s.settlingDuration
        #expect(s.settlingDuration.isClose(to: 2.855, within: 0.01), "Core Animation's documented example: about 2.85 s")
        layer.add(s, forKey: "s")
        world.advance(0.2)
        let curve = SpringCurve(mass: 1, stiffness: 100, damping: 5)
        #expect(layer.presentationState().position.x.isClose(to: 100 * curve.value(at: 0.2), within: 1e-9))
        world.advance(0.2)
        #expect(layer.presentationState().position.x > 100, "overshoots")
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(bouncy.perceptualDuration.isClose(to: 0.5) && bouncy.damping.isClose(to: 8 * .pi))
    }

    @Test func groupsTimeTheirChildren() {
        let world = World()
        let layer = makeLayer(world)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 1
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 1.5
        let log = AnimationLog(clock: world.clock)
        group.delegate = log
        layer.add(group, forKey: "g")
        world.advance(0.5)
        #expect(layer.presentationState().opacity.isClose(to: 0.5) && layer.presentationState().position.x == 50, "move not begun")
        world.advance(0.75)
        #expect(layer.presentationState().position.x.isClose(to: 25) && layer.presentationState().opacity == 1)
        world.advance(0.5)
        #expect(log.entries == ["start 0.0", "stop true 1.5"] && layer.animationKeys() == nil)
    }

    @Test func explicitAnimationsFollowLayerTime() {
        let world = World()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        world.window.addSubview(container)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        // A percent-driven transition's freeze: speed 0, then scrubbing through timeOffset.
        container.layer.speed = 0
        container.layer.timeOffset = 0
        let log = AnimationLog(clock: world.clock)
        let flip = CABasicAnimation(keyPath: "position.x")
        flip.fromValue = 0
        flip.toValue = 100
        flip.duration = 1
        flip.delegate = log
        card.layer.add(flip, forKey: "flip")
        world.advance(5)
        #expect(card.layer.presentationState().position.x == 0, "frozen: time does not move")
        container.layer.timeOffset = 0.3
        #expect(card.layer.presentationState().position.x.isClose(to: 30))
        container.layer.timeOffset = 0.8
        #expect(card.layer.presentationState().position.x.isClose(to: 80))
        container.layer.timeOffset = 0.2
        #expect(card.layer.presentationState().position.x.isClose(to: 20), "scrubs back")
        world.advance(0)
        #expect(log.entries == ["start 0.0"])
        // Resume as the well-known recipe does: local time continues from the offset.
        let paused = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        container.layer.beginTime = container.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(card.layer.presentationState().position.x.isClose(to: 20))
        world.advance(0.4)
        #expect(card.layer.presentationState().position.x.isClose(to: 60))
        world.advance(0.4)
        #expect(log.entries == ["start 0.0", "stop true 5.8"])
        // Speed 2 on the layer doubles the rate; convertTime agrees.
        card.layer.speed = 2
        #expect(card.layer.convertTime(1, from: container.layer) == 2 && card.layer.convertTime(2, to: container.layer) == 1)
        #expect(container.layer.convertTime(1, to: nil).isClose(to: 5.8, within: 1e-9))
        #expect(CACurrentMediaTime() == world.clock.now)
    }

    @Test func percentDrivenTransitionScrubsExplicitAnimations() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = SpinAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        world.root.present(presented, animated: true)
        world.clock.runPending()
        let view = presented.view!
        interactor.update(0.25)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.25))
        interactor.update(0.5)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.5))
        world.advance(3)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.5), "frozen while interactive")
        interactor.finish()
        world.advance(0.25)
        let mid = view.layer.presentationState().opacity
        #expect(mid > 0.5 && mid < 1, "completing from where it was")
        world.advance(1)
        #expect(animator.stops == [true] && presented.presentingViewController === world.root)
        _ = delegate
    }
}

extension ExplicitAnimationTests {
    @Test func cancelledPercentDrivenTransitionRunsExplicitAnimationsBack() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = SpinAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        world.root.present(presented, animated: true)
        world.clock.runPending()
        let view = presented.view!
        interactor.update(0.6)
        interactor.cancel()
        var previous = view.layer.presentationState().opacity
        #expect(previous.isClose(to: 0.6))
        for _ in 0..<5 {
            world.advance(0.1)
            let now = view.layer.presentationState().opacity
            #expect(now <= previous + 1e-12, "running back towards 0")
            previous = now
        }
        world.advance(1)
        #expect(animator.stops == [true] && presented.presentingViewController == nil)
        #expect(view.superview == nil || !view.layer.hasAnimations)
        _ = delegate
    }
}

/// An animator that fades the presented view in with an explicit CABasicAnimation and completes
/// the transition from `animationDidStop`, as real code does.
@MainActor
final class SpinAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var context: (any UIViewControllerContextTransitioning)?
    var stops: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        context = ctx
        let toView = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(toView)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.delegate = self
        toView.layer.add(fade, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
        context?.completeTransition(!(context?.transitionWasCancelled ?? true))
    }
}
