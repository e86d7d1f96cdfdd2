import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct UIPushAndItemBehaviorTests {
    /// UIKit's unit: magnitude 1 on a 100 × 100 point item of density 1 is 100 points/s (instantaneous)
    /// or 100 points/s² (continuous); a heavier item gets less.
    @Test func anInstantaneousPushGivesTheDocumentedVelocity() {
        for (side, density, expected) in [(100.0, 1.0, 100.0), (100.0, 2.0, 50.0), (50.0, 1.0, 400.0)] {
            let scene = DynamicsScene(width: 4000)
            let view = scene.addView(center: CGPoint(x: 200, y: 400), size: CGSize(width: side, height: side))
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            #expect(push.active && push.mode == .instantaneous && push.magnitude == 0)
            push.magnitude = 1
            let item = UIDynamicItemBehavior(items: [view])
            item.density = CGFloat(density)
            scene.animator.addBehavior(item)
            scene.animator.addBehavior(push)
            scene.run(1)
            #expect(!push.active)
            #expect(abs(Double(item.linearVelocity(for: view).x) - expected) < 1e-9)
            #expect(abs(Double(view.center.x) - 200 - expected) < 1e-6)

            // Pushing again, the other way, stops it.
            push.setAngle(.pi, magnitude: 1)
            #expect(push.active == false)
            push.active = true
            scene.run(1.0 / 120)
            #expect(abs(Double(item.linearVelocity(for: view).x)) < 1e-9)
        }
    }

    @Test func aContinuousPushAcceleratesAndResumesAPausedAnimator() {
        let scene = DynamicsScene(width: 4000)
        let view = scene.addView(center: CGPoint(x: 200, y: 400))
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        #expect(push.magnitude == 1 && push.angle == 0)
        push.active = false
        scene.animator.addBehavior(push)
        scene.run(1)
        #expect(view.center.x == 200 && !scene.animator.isRunning && scene.recorder.paused == 1)
        push.active = true
        #expect(scene.animator.isRunning && scene.recorder.resumed == 2)
        scene.run(1)
        let h = 1.0 / 240
        #expect(abs(Double(view.center.x) - 200 - 50) <= 100 * h / 2 + 1e-9)
    }

    @Test func aPushOffCentreTurnsTheItemUnlessRotationIsOff() {
        for allowsRotation in [true, false] {
            let scene = DynamicsScene()
            let view = scene.addView(center: CGPoint(x: 200, y: 400))
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.setAngle(0, magnitude: 1)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: view)
            #expect(push.targetOffsetFromCenter(for: view) == UIOffset(horizontal: 0, vertical: -50))
            let item = UIDynamicItemBehavior(items: [view])
            item.allowsRotation = allowsRotation
            scene.animator.addBehavior(item)
            scene.animator.addBehavior(push)
            scene.run(0.1)
            // An impulse of 100 at 50 points above the centre of a square of inertia (100² + 100²)/12: ω = 100·50/1666.7 = 3 rad/s, clockwise.
            let omega = Double(item.angularVelocity(for: view))
            if allowsRotation {
                #expect(abs(omega - 3) < 1e-9 && view.rotationAngle > 0)
            } else {
                #expect(omega == 0 && view.rotationAngle == 0)
            }
            #expect(abs(Double(item.linearVelocity(for: view).x) - 100) < 1e-9)
        }
    }

    @Test func velocitiesAddedBeforeTheBehaviourJoinsAreAppliedAndResistanceDampsThem() {
        let scene = DynamicsScene(width: 4000)
        let view = scene.addView(center: CGPoint(x: 200, y: 400))
        let fling = UIDynamicItemBehavior(items: [view])
        fling.addLinearVelocity(CGPoint(x: 800, y: 0), for: view)
        fling.addAngularVelocity(-1, for: view)
        #expect(fling.linearVelocity(for: view) == CGPoint(x: 800, y: 0) && fling.angularVelocity(for: view) == -1)
        fling.resistance = 2
        fling.angularResistance = 2
        scene.animator.addBehavior(fling)
        scene.run(1)
        // dv/dt = −2v: after 1 s, e⁻² of the speed (the implicit step loses a little more).
        #expect(abs(Double(fling.linearVelocity(for: view).x) - 800 * exp(-2.0)) < 800 * exp(-2.0) * 0.02)
        #expect(abs(Double(fling.angularVelocity(for: view)) + exp(-2.0)) < exp(-2.0) * 0.02)
        // It covers ∫ 800 e^(−2t) dt = 400 (1 − e⁻²) points.
        #expect(abs(Double(view.center.x) - 200 - 400 * (1 - exp(-2.0))) < 3)
    }

    @Test func itemPropertiesCombineByTheLastBehaviourThatSetsThem() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 100))
        let bouncy = UIDynamicItemBehavior(items: [view])
        bouncy.elasticity = 0.9
        let heavy = UIDynamicItemBehavior(items: [view])
        heavy.density = 4
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        for behavior in [bouncy, heavy, collision, UIGravityBehavior(items: [view])] { scene.animator.addBehavior(behavior) }
        let body = scene.animator.body(for: view)
        #expect(body?.material.elasticity == 0.9 && body?.material.density == 4 && body?.mass == 4)
        var rose = false, previous = 0.0
        scene.run(2) {
            if Double(view.center.y) < previous - 1 { rose = true }
            previous = Double(view.center.y)
        }
        #expect(rose)
        heavy.elasticity = 0
        #expect(scene.animator.body(for: view)?.material.elasticity == 0)
    }

    @Test func anAnchoredItemStaysAndStopsOthers() {
        let scene = DynamicsScene()
        let floor = scene.addView(center: CGPoint(x: 200, y: 500), size: CGSize(width: 300, height: 20))
        let box = scene.addView(center: CGPoint(x: 220, y: 300), size: CGSize(width: 40, height: 40))
        let anchor = UIDynamicItemBehavior(items: [floor])
        anchor.isAnchored = true
        anchor.addLinearVelocity(CGPoint(x: 100, y: 0), for: floor)
        for behavior in [anchor, UICollisionBehavior(items: [floor, box]), UIGravityBehavior(items: [floor, box])] {
            scene.animator.addBehavior(behavior)
        }
        scene.run(3)
        #expect(floor.center == CGPoint(x: 200, y: 500) && floor.transform == .identity)
        #expect(abs(box.frame.maxY - 490) < 1 && abs(box.center.x - 220) < 0.01)
        #expect(!scene.animator.isRunning)
    }
}
