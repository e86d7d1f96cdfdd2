import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct UIDynamicAnimatorTests {
    /// Semi-implicit Euler at h = 1/240 s: after n steps from rest, d = g·h²·n(n+1)/2 = ½gt²(1 + h/t).
    @Test func aViewUnderGravityFallsHalfGTSquared() {
        let scene = DynamicsScene(height: 10_000)
        let view = scene.addView(center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        let gravity = UIGravityBehavior(items: [view])
        scene.animator.addBehavior(gravity)
        #expect(view.center == CGPoint(x: 200, y: 100))
        scene.run(1)
        let d = Double(view.center.y) - 100
        let h = 1.0 / 240
        #expect(abs(d - 500) <= 1000 * 1 * h / 2 + 1e-9)
        #expect(abs(d - 1000 * h * h * 240 * 241 / 2) < 1e-6)
        #expect(view.center.x == 200)
        #expect(scene.animator.elapsedTime == 1)

        // Half the magnitude, sideways: a quarter-second later the extra fall follows the new vector.
        gravity.setAngle(0, magnitude: 0.5)
        let before = view.center
        scene.run(1)
        #expect(abs(Double(view.center.x - before.x) - 250) <= 500 * h / 2 + 1e-6)
        #expect(abs(Double(view.center.y - before.y) - 1000 * 1) < 1e-6)  // the downward speed carries on
    }

    @Test func gravityAngleMagnitudeAndDirectionAreOneVector() {
        let gravity = UIGravityBehavior()
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1) || abs(gravity.gravityDirection.dx) < 1e-12)
        #expect(abs(gravity.angle - .pi / 2) < 1e-12 && gravity.magnitude == 1)
        gravity.gravityDirection = CGVector(dx: 3, dy: 4)
        #expect(gravity.magnitude == 5 && abs(gravity.angle - atan2(4, 3)) < 1e-12)
        gravity.magnitude = 0
        #expect(gravity.angle == 0 && gravity.gravityDirection == CGVector(dx: 0, dy: 0))
        gravity.magnitude = 2
        #expect(gravity.gravityDirection == CGVector(dx: 2, dy: 0))
        gravity.angle = .pi
        #expect(abs(gravity.gravityDirection.dx + 2) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
    }

    @Test func addingABehaviourResumesAndItemsAtRestPauseOnce() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 400))
        #expect(!scene.animator.isRunning)
        let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 400))
        scene.animator.addBehavior(snap)
        #expect(scene.animator.isRunning && scene.recorder.resumed == 1)
        // Already on its point: still from the start, so it pauses after the rest duration.
        scene.run(0.4)
        #expect(scene.animator.isRunning && scene.recorder.paused == 0)
        scene.run(0.2)
        #expect(!scene.animator.isRunning && scene.recorder.paused == 1)
        let pausedAt = scene.animator.elapsedTime
        scene.run(1)
        #expect(scene.animator.elapsedTime == pausedAt)

        // Changing the behaviour resumes it.
        snap.snapPoint = CGPoint(x: 300, y: 400)
        #expect(scene.animator.isRunning && scene.recorder.resumed == 2)
        scene.run(3)
        #expect(!scene.animator.isRunning && scene.recorder.paused == 2)
        #expect(abs(view.center.x - 300) < 0.5)
    }

    @Test func removingEveryBehaviourPausesAndLeavesTheItems() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 100))
        scene.animator.addBehavior(UIGravityBehavior(items: [view]))
        scene.run(0.25)
        let falling = view.center
        #expect(falling.y > 100)
        scene.animator.removeAllBehaviors()
        #expect(scene.animator.behaviors.isEmpty)
        scene.run(0.25)
        #expect(!scene.animator.isRunning && scene.recorder.paused == 1)
        #expect(view.center == falling)
    }

    @Test func actionsRunEveryFrameAfterTheItemsMoved() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 100))
        let gravity = UIGravityBehavior(items: [view])
        let parent = UIDynamicBehavior()
        parent.addChildBehavior(gravity)
        var seen: [CGFloat] = []
        var childCalls = 0
        parent.action = { seen.append(view.center.y) }
        gravity.action = { childCalls += 1 }
        var moved: [UIDynamicAnimator?] = []
        final class Watcher: UIDynamicBehavior {
            var log: (UIDynamicAnimator?) -> Void = { _ in }
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) { log(dynamicAnimator) }
        }
        let watcher = Watcher()
        watcher.log = { moved.append($0) }
        parent.addChildBehavior(watcher)
        scene.animator.addBehavior(parent)
        #expect(gravity.dynamicAnimator === scene.animator && moved.count == 1 && moved[0] === scene.animator)
        scene.run(0.5)
        #expect(seen.count == 60 && childCalls == 60)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 })
        scene.animator.removeBehavior(parent)
        #expect(moved.count == 2 && moved[1] == nil && gravity.dynamicAnimator == nil)
    }

    @Test func itemsMoveWithoutAnimationsAndTurnThroughTheirTransform() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 400))
        let item = UIDynamicItemBehavior(items: [view])
        item.addAngularVelocity(2, for: view)
        item.addLinearVelocity(CGPoint(x: 30, y: 0), for: view)
        scene.animator.addBehavior(item)
        scene.run(0.5)
        #expect(abs(view.rotationAngle - 1) < 1e-9)
        #expect(abs(view.center.x - 215) < 1e-9)
        #expect(view.layer.animationKeys() == nil || view.layer.animationKeys()!.isEmpty)
        #expect(view.layer.presentation()?.position == view.layer.position)
        #expect(view.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test func itemsInRectAndUpdatingAnItemsState() {
        let scene = DynamicsScene()
        let a = scene.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = scene.addView(center: CGPoint(x: 300, y: 100), size: CGSize(width: 40, height: 40))
        let item = UIDynamicItemBehavior(items: [a, b])
        scene.animator.addBehavior(item)
        #expect(scene.animator.items(in: CGRect(x: 0, y: 0, width: 150, height: 150)).map { $0 as? UIView } == [a])
        #expect(scene.animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 400)).count == 2)

        // Without updateItem the animator keeps its own state and puts the view back.
        item.addLinearVelocity(CGPoint(x: 0, y: 10), for: a)
        a.center = CGPoint(x: 100, y: 300)
        scene.run(1.0 / 120)
        #expect(abs(a.center.y - (100 + 10.0 / 120)) < 1e-9)
        a.center = CGPoint(x: 100, y: 300)
        scene.animator.updateItem(usingCurrentState: a)
        scene.run(1.0 / 120)
        #expect(abs(a.center.y - (300 + 10.0 / 120)) < 1e-9)
        #expect(abs(item.linearVelocity(for: a).y - 10) < 1e-9)
    }

    @Test func theSameSceneRunsBitForBitTheSame() {
        func run() -> [CGFloat] {
            let scene = DynamicsScene()
            var views: [UIView] = []
            for i in 0..<6 {
                let view = scene.addView(
                    center: CGPoint(x: 60 + CGFloat(i) * 55, y: 120 + CGFloat(i % 3) * 90), size: CGSize(width: 40 + CGFloat(i) * 4, height: 30))
                view.transform = CGAffineTransform(rotationAngle: CGFloat(i) * 0.3)
                views.append(view)
            }
            let gravity = UIGravityBehavior(items: views)
            let collision = UICollisionBehavior(items: views)
            collision.translatesReferenceBoundsIntoBoundary = true
            let item = UIDynamicItemBehavior(items: views)
            item.elasticity = 0.5
            item.friction = 0.3
            let hang = UIAttachmentBehavior(item: views[0], offsetFromCenter: UIOffset(horizontal: 10, vertical: 5), attachedToAnchor: CGPoint(x: 60, y: 40))
            let push = UIPushBehavior(items: [views[5]], mode: .instantaneous)
            push.setAngle(-2.5, magnitude: 3)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: -10), for: views[5])
            for behavior in [gravity, collision, item, hang, push] { scene.animator.addBehavior(behavior) }
            scene.run(4)
            return views.flatMap { [$0.center.x, $0.center.y, $0.transform.a, $0.transform.b] }
        }
        let first = run(), second = run()
        #expect(first == second)
        #expect(first.allSatisfy { $0.isFinite })
    }

    @Test func aCustomItemAndAGroupMoveAsOne() {
        @MainActor final class Marker: NSObject, UIDynamicItem {
            var center = CGPoint(x: 50, y: 50)
            var bounds: CGRect { CGRect(x: 0, y: 0, width: 10, height: 10) }
            var transform = CGAffineTransform.identity
        }
        let scene = DynamicsScene()
        let marker = Marker()
        let a = scene.addView(center: CGPoint(x: 150, y: 100), size: CGSize(width: 50, height: 50))
        let b = scene.addView(center: CGPoint(x: 250, y: 100), size: CGSize(width: 50, height: 50))
        let group = UIDynamicItemGroup(items: [a, b])
        #expect(group.center == CGPoint(x: 200, y: 100) && group.bounds.size == CGSize(width: 150, height: 50))
        let gravity = UIGravityBehavior(items: [marker, group])
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        let spin = UIDynamicItemBehavior(items: [group])
        spin.addAngularVelocity(1, for: group)
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(spin)
        scene.run(0.5)
        #expect(abs(marker.center.y - (50 + 125 * (1 + 1.0 / 120))) < 1e-6)
        #expect(abs(a.center.distance(to: b.center) - 100) < 1e-6)
        #expect(abs(a.rotationAngle - b.rotationAngle) < 1e-9 && a.rotationAngle > 0.3)
        scene.run(5)
        // The pair lands on the floor of the reference bounds and lies flat on it.
        #expect(abs(max(a.frame.maxY, b.frame.maxY) - 800) < 1)
        #expect(abs(a.center.distance(to: b.center) - 100) < 1e-6)
    }
}
