import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct UIAttachmentAndSnapBehaviorTests {
    /// The largest overshoot of a damped spring released from rest, as a fraction of the distance.
    private func overshoot(dampingRatio z: Double) -> Double { z >= 1 ? 0 : exp(-z * .pi / (1 - z * z).squareRoot()) }

    @Test func snapConvergesWithADampingBoundedOvershoot() {
        for damping in [0.0, 0.5, 1.0] as [CGFloat] {
            let scene = DynamicsScene()
            let view = scene.addView(center: CGPoint(x: 100, y: 400))
            view.transform = CGAffineTransform(rotationAngle: 0.5)
            let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 400))
            snap.damping = damping
            scene.animator.addBehavior(snap)
            var farthest = 0.0
            scene.run(4) { farthest = max(farthest, Double(view.center.x)) }
            let bound = 200 * overshoot(dampingRatio: UISnapBehavior.dampingRatio(damping))
            #expect(farthest - 300 <= bound * 1.05 + 0.5)
            if damping < 1 { #expect(farthest - 300 >= bound * 0.25) }
            #expect(abs(view.center.x - 300) < 0.5 && abs(view.center.y - 400) < 0.5)
            #expect(abs(view.rotationAngle) < 0.01)
            #expect(!scene.animator.isRunning)
        }
    }

    @Test func aRigidAttachmentKeepsItsLengthAsAPendulumSwings() {
        let scene = DynamicsScene()
        let bob = scene.addView(center: CGPoint(x: 300, y: 200), size: CGSize(width: 20, height: 20))
        let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 200))
        #expect(rod.length == 100 && rod.attachedBehaviorType == .anchor && rod.frequency == 0)
        scene.animator.addBehavior(rod)
        scene.animator.addBehavior(UIGravityBehavior(items: [bob]))
        var worst = 0.0, lowest = 0.0, leftmost = 300.0
        scene.run(3) {
            worst = max(worst, abs(Double(bob.center.distance(to: CGPoint(x: 200, y: 200))) - 100))
            lowest = max(lowest, Double(bob.center.y))
            leftmost = min(leftmost, Double(bob.center.x))
        }
        #expect(worst < 0.2)
        // It swings through the bottom and up to the other side's height: energy is kept.
        #expect(abs(lowest - 300) < 0.2 && leftmost < 100.5)
    }

    @Test func aSpringAttachmentOscillatesAtItsFrequency() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 250, y: 400), size: CGSize(width: 20, height: 20))
        let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 400))
        spring.length = 0
        spring.frequency = 2
        spring.damping = 0
        scene.animator.addBehavior(spring)
        var crossings: [Double] = []
        var previous = 250.0
        scene.run(2) {
            let x = Double(view.center.x)
            if (previous - 200) * (x - 200) < 0 { crossings.append(scene.clock.now) }
            previous = x
        }
        // Half-periods of 0.25 s.
        #expect(crossings.count >= 7)
        let halfPeriods = zip(crossings, crossings.dropFirst()).map { $1 - $0 }
        #expect(halfPeriods.allSatisfy { abs($0 - 0.25) < 0.005 })
    }

    @Test func twoAttachedItemsMoveTogether() {
        let scene = DynamicsScene()
        let a = scene.addView(center: CGPoint(x: 100, y: 400), size: CGSize(width: 40, height: 40))
        let b = scene.addView(center: CGPoint(x: 200, y: 400), size: CGSize(width: 40, height: 40))
        let link = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: 20, vertical: 0), attachedTo: b, offsetFromCenter: UIOffset(horizontal: -20, vertical: 0))
        #expect(link.length == 60 && link.attachedBehaviorType == .items && link.items.count == 2)
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: -2, dy: 0)
        scene.animator.addBehavior(link)
        scene.animator.addBehavior(push)
        scene.run(1)
        #expect(!push.active)
        #expect(a.center.x < 80 && b.center.x < 180)
        #expect(abs(b.center.x - a.center.x - 100) < 0.5)
        // A push of magnitude 2 is an impulse of 200 (mass × points/s); shared by the two items of mass
        // 0.16 each, they move at 625 points/s.
        #expect(abs(Double(a.center.x) - (100 - 625)) < 5)
    }

    @Test func limitPinFixedAndSlidingAttachments() {
        let scene = DynamicsScene(width: 2000, height: 2000)
        // A rope: the hanging item may come closer, never farther than 150 points.
        let top = scene.addView(center: CGPoint(x: 300, y: 300), size: CGSize(width: 20, height: 20))
        let hanging = scene.addView(center: CGPoint(x: 300, y: 400), size: CGSize(width: 20, height: 20))
        let anchoredTop = UIDynamicItemBehavior(items: [top])
        anchoredTop.isAnchored = true
        let rope = UIAttachmentBehavior.limitAttachment(with: top, offsetFromCenter: .zero, attachedTo: hanging, offsetFromCenter: .zero)
        rope.length = 150
        // Welded: two items fall and spin as one.
        let w1 = scene.addView(center: CGPoint(x: 700, y: 300), size: CGSize(width: 40, height: 40))
        let w2 = scene.addView(center: CGPoint(x: 760, y: 300), size: CGSize(width: 40, height: 40))
        let weld = UIAttachmentBehavior.fixedAttachment(with: w1, attachedTo: w2, attachmentAnchor: CGPoint(x: 730, y: 300))
        let spin = UIDynamicItemBehavior(items: [w1])
        spin.addAngularVelocity(3, for: w1)
        // Pinned: the two pinned points stay together.
        let p1 = scene.addView(center: CGPoint(x: 1100, y: 300), size: CGSize(width: 40, height: 40))
        let p2 = scene.addView(center: CGPoint(x: 1140, y: 300), size: CGSize(width: 40, height: 40))
        let pin = UIAttachmentBehavior.pinAttachment(with: p1, attachedTo: p2, attachmentAnchor: CGPoint(x: 1120, y: 300))
        spin.addItem(p1)
        spin.addAngularVelocity(2, for: p1)
        // Sliding along a 45° rail through its start.
        let slider = scene.addView(center: CGPoint(x: 1500, y: 300), size: CGSize(width: 40, height: 40))
        let rail = UIAttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: CGPoint(x: 1500, y: 300), axisOfTranslation: CGVector(dx: 1, dy: 1))
        rail.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)

        let gravity = UIGravityBehavior(items: [hanging, w1, w2, p1, p2, slider])
        for behavior in [anchoredTop, rope, weld, spin, pin, rail, gravity] { scene.animator.addBehavior(behavior) }
        var ropeWorst = 0.0, pinWorst = 0.0, weldWorst = 0.0
        scene.run(1.5) {
            ropeWorst = max(ropeWorst, Double(top.center.distance(to: hanging.center)))
            let a1 = p1.center, r1 = p1.rotationAngle, r2 = p2.rotationAngle
            let pinA = CGPoint(x: a1.x + 20 * cos(r1), y: a1.y + 20 * sin(r1))
            let pinB = CGPoint(x: p2.center.x - 20 * cos(r2), y: p2.center.y - 20 * sin(r2))
            pinWorst = max(pinWorst, Double(pinA.distance(to: pinB)))
            weldWorst = max(weldWorst, abs(Double(w1.center.distance(to: w2.center)) - 60) + abs(w1.rotationAngle - w2.rotationAngle) * 30)
        }
        #expect(ropeWorst <= 150.5 && hanging.center.y > 440)
        #expect(pinWorst < 0.5 && weldWorst < 0.5)
        #expect(spin.angularVelocity(for: w1) > 0.2 && abs(spin.angularVelocity(for: w1) - spin.angularVelocity(for: w2)) < 1e-3)
        #expect(abs(p1.rotationAngle - p2.rotationAngle) > 0.1)
        // The slider went down the rail to the end of its range: 100 points along (1, 1)/√2.
        #expect(abs(slider.center.x - slider.center.y - 1200) < 0.5)
        #expect(abs(Double(slider.center.x) - (1500 + 100 / 2.0.squareRoot())) < 1)
        #expect(abs(slider.rotationAngle) < 1e-3)
    }
}
