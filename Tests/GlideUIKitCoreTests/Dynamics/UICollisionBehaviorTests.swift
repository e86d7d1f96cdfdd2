import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct UICollisionBehaviorTests {
    /// Drops a 100-point square from the top of a 400 × 800 reference view onto its bottom edge and
    /// returns the highest its bottom edge got after the first bounce, and the scene.
    private func drop(elasticity: CGFloat, seconds: Double = 20) -> (reboundHeight: Double, lowest: Double, scene: DynamicsScene, view: UIView) {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let item = UIDynamicItemBehavior(items: [view])
        item.elasticity = elasticity
        for behavior in [UIGravityBehavior(items: [view]), collision, item] { scene.animator.addBehavior(behavior) }
        var bottoms: [Double] = []
        scene.run(seconds) { bottoms.append(Double(view.frame.maxY)) }
        // The first bounce is where the bottom edge first rises; the rebound's apex is where it next stops rising.
        let bounce = bottoms.indices.dropLast().first { bottoms[$0 + 1] < bottoms[$0] } ?? 0
        let apex = bottoms[bounce...].indices.dropLast().first { $0 > bounce && bottoms[$0 + 1] >= bottoms[$0] } ?? bounce
        let rebound = bottoms[apex]
        let lowest = bottoms.max() ?? 0
        return (800 - rebound, lowest, scene, view)
    }

    @Test func aDroppedViewStopsAtTheBottomEdgeBouncingByItsElasticity() {
        let soft = drop(elasticity: 0.2), bouncy = drop(elasticity: 0.8)
        for run in [soft, bouncy] {
            #expect(run.lowest <= 800 + DynamicsWorld.linearSlop + 0.01)
            #expect(abs(Double(run.view.frame.maxY) - 800) < 1)
            #expect(abs(run.view.rotationAngle) < 1e-9)  // two-point contacts are solved as one: it lands flat
            #expect(!run.scene.animator.isRunning && run.scene.recorder.paused == 1)
        }
        // A drop of 650 points meets the floor at v = √(2·1000·650) points/s; an elasticity e returns e² of
        // the height. The bounce happens at the step that would close the gap, up to v·h = 4.75 points early.
        #expect(abs(bouncy.reboundHeight - 650 * 0.64) < 650 * 0.64 * 0.02 + 4.75)
        #expect(abs(soft.reboundHeight - 650 * 0.04) < 650 * 0.04 * 0.02 + 4.75)
        #expect(bouncy.reboundHeight > soft.reboundHeight)
    }

    @Test func nothingTunnelsThroughABoundaryAtHighSpeed() {
        let scene = DynamicsScene(height: 100_000)
        let thin = scene.addView(center: CGPoint(x: 200, y: 50), size: CGSize(width: 100, height: 4))
        let collision = UICollisionBehavior(items: [thin])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 600), to: CGPoint(x: 400, y: 600))
        let item = UIDynamicItemBehavior(items: [thin])
        item.addLinearVelocity(CGPoint(x: 0, y: 20_000), for: thin)  // 83 points a step, 20 times its thickness
        for behavior in [UIGravityBehavior(items: [thin]), collision, item] { scene.animator.addBehavior(behavior) }
        var lowest = 0.0
        scene.run(2) { lowest = max(lowest, Double(thin.frame.maxY)) }
        #expect(lowest <= 600 + 1)
        #expect(abs(thin.frame.maxY - 600) < 1)
    }

    @Test func contactCallbacksNameTheBoundary() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 300), size: CGSize(width: 50, height: 50))
        view.accessibilityIdentifier = "box"
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 500), to: CGPoint(x: 400, y: 500))
        collision.translatesReferenceBoundsIntoBoundary = true
        #expect(collision.boundaryIdentifiers?.compactMap { $0 as? NSString } == ["shelf"])
        #expect(collision.boundary(withIdentifier: "shelf" as NSString)?.bounds == CGRect(x: 0, y: 500, width: 400, height: 0))
        let recorder = CollisionRecorder()
        collision.collisionDelegate = recorder
        let item = UIDynamicItemBehavior(items: [view])
        item.elasticity = 0.5
        for behavior in [UIGravityBehavior(items: [view]), collision, item] { scene.animator.addBehavior(behavior) }
        scene.run(3)
        #expect(recorder.events.first == "began box shelf at 500")
        #expect(recorder.events.dropFirst().first == "ended box shelf")
        #expect(recorder.events.last == "began box shelf at 500")

        // Without the shelf, the box falls to the reference bounds, whose boundary has no identifier.
        recorder.events.removeAll()
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
        scene.run(3)
        #expect(recorder.events.first == "ended box shelf")
        #expect(recorder.events.contains("began box bounds at 800"))
    }

    /// Two equal squares on a line, the first moving: with elasticity 1 they exchange velocities.
    @Test func twoItemsCollideAndExchangeMomentum() {
        for (densityA, elasticity) in [(1.0, 1.0), (3.0, 1.0), (1.0, 0.0)] {
            let scene = DynamicsScene(width: 2000, height: 800)
            let a = scene.addView(center: CGPoint(x: 300, y: 400), size: CGSize(width: 50, height: 50))
            let b = scene.addView(center: CGPoint(x: 600, y: 400), size: CGSize(width: 50, height: 50))
            let properties = UIDynamicItemBehavior(items: [a, b])
            properties.elasticity = CGFloat(elasticity)
            let heavy = UIDynamicItemBehavior(items: [a])
            heavy.density = CGFloat(densityA)
            properties.addLinearVelocity(CGPoint(x: 400, y: 0), for: a)
            scene.animator.addBehavior(properties)
            scene.animator.addBehavior(heavy)
            scene.animator.addBehavior(UICollisionBehavior(items: [a, b]))
            scene.run(1.5)
            let mA = densityA * 0.25, mB = 0.25
            let vA = Double(properties.linearVelocity(for: a).x), vB = Double(properties.linearVelocity(for: b).x)
            #expect(abs(mA * vA + mB * vB - mA * 400) < mA * 400 * 0.001)
            if elasticity == 1 {
                // Elastic: v′A = (mA − mB)/(mA + mB)·v, v′B = 2mA/(mA + mB)·v.
                #expect(abs(vA - (mA - mB) / (mA + mB) * 400) < 400 * 0.005)
                #expect(abs(vB - 2 * mA / (mA + mB) * 400) < 400 * 0.005)
            } else {
                #expect(abs(vA - vB) < 400 * 0.005)
            }
            #expect(abs(Double(properties.angularVelocity(for: a))) < 1e-6 && abs(a.center.y - 400) < 1e-6)
        }
    }

    @Test func aTiltedSquareTopplesOntoASideAndRests() {
        let scene = DynamicsScene()
        let view = scene.addView(center: CGPoint(x: 200, y: 500), size: CGSize(width: 80, height: 80))
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let item = UIDynamicItemBehavior(items: [view])
        item.friction = 0.5
        for behavior in [UIGravityBehavior(items: [view]), collision, item] { scene.animator.addBehavior(behavior) }
        scene.run(10)
        let angle = view.rotationAngle
        let quarterTurns = angle / (.pi / 2)
        #expect(abs(quarterTurns - quarterTurns.rounded()) * .pi / 2 < 0.01)
        #expect(abs(view.frame.maxY - 800) < 1)
        #expect(!scene.animator.isRunning)
    }

    @Test func itemsOnlyCollideWithTheirBehavioursItemsAndBoundaries() {
        let scene = DynamicsScene()
        let a = scene.addView(center: CGPoint(x: 200, y: 100), size: CGSize(width: 60, height: 60))
        let b = scene.addView(center: CGPoint(x: 200, y: 400), size: CGSize(width: 60, height: 60))
        let anchored = UIDynamicItemBehavior(items: [b])
        anchored.isAnchored = true
        let throughItems = UICollisionBehavior(items: [a, b])
        throughItems.collisionMode = .boundaries
        throughItems.translatesReferenceBoundsIntoBoundary = true
        for behavior in [UIGravityBehavior(items: [a]), anchored, throughItems] { scene.animator.addBehavior(behavior) }
        scene.run(3)
        // a passes through b (boundaries only) and lands on the bottom edge; b never moved.
        #expect(abs(a.frame.maxY - 800) < 1 && b.center == CGPoint(x: 200, y: 400))

        throughItems.collisionMode = .everything
        a.center = CGPoint(x: 200, y: 100)
        scene.animator.updateItem(usingCurrentState: a)
        scene.run(3)
        // Now it lands on the anchored b.
        #expect(abs(a.frame.maxY - b.frame.minY) < 1 && b.center == CGPoint(x: 200, y: 400))
    }

    @Test func aPathBoundaryHoldsItsItemsAndAnEllipseRolls() {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        let scene = DynamicsScene()
        let ball = Ball(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        scene.reference.addSubview(ball)
        // A ramp falling to the right from (0, 300) to (400, 500), and a floor under it.
        let ramp = UIBezierPath()
        ramp.move(to: CGPoint(x: 0, y: 300))
        ramp.addLine(to: CGPoint(x: 400, y: 500))
        let collision = UICollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "ramp" as NSString, for: ramp)
        let item = UIDynamicItemBehavior(items: [ball])
        item.friction = 1
        for behavior in [UIGravityBehavior(items: [ball]), collision, item] { scene.animator.addBehavior(behavior) }
        var onRamp: [CGPoint] = []
        scene.run(1.2) { onRamp.append(ball.center) }
        // It lands on the ramp, then rolls down it (clockwise) touching it: its centre 20 points above the
        // line, turning as fast as it goes (ω·r = v).
        let last = onRamp[onRamp.count - 1]
        let lineY = 300 + last.x * 0.5
        let distance = (lineY - last.y) * cos(atan(0.5))
        #expect(abs(distance - 20) < 1)
        let v = item.linearVelocity(for: ball)
        let speed = Double((v.x * v.x + v.y * v.y).squareRoot())
        #expect(last.x > 100 && speed > 100)
        #expect(abs(Double(item.angularVelocity(for: ball)) * 20 - speed) < speed * 0.05)
    }

    @Test func aMenuAboveTheScreenDropsInThroughAnInsetBoundary() {
        for inset in [-300, 0] as [CGFloat] {
            let scene = DynamicsScene()
            let menu = scene.addView(center: CGPoint(x: 200, y: -150), size: CGSize(width: 300, height: 200))
            let collision = UICollisionBehavior(items: [menu])
            // Real code lets the menu start above the top edge with a negative top inset; with none, Glide
            // pushes the item inside the bounds (UIKit leaves that case undocumented).
            collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: inset, left: 0, bottom: 0, right: 0))
            #expect(collision.translatesReferenceBoundsIntoBoundary)
            for behavior in [UIGravityBehavior(items: [menu]), collision] { scene.animator.addBehavior(behavior) }
            scene.run(3)
            #expect(abs(menu.frame.maxY - 800) < 1 && abs(menu.center.x - 200) < 1e-6)
            collision.translatesReferenceBoundsIntoBoundary = false
            scene.run(0.5)
            #expect(menu.frame.minY > 720)  // without the boundary it falls again: 125 points in 0.5 s
        }
    }

    @Test func itemsReportTheirContactsWithEachOther() {
        let scene = DynamicsScene(width: 2000)
        let a = scene.addView(center: CGPoint(x: 300, y: 400), size: CGSize(width: 50, height: 50))
        let b = scene.addView(center: CGPoint(x: 600, y: 400), size: CGSize(width: 50, height: 50))
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        let collision = UICollisionBehavior(items: [a, b])
        let recorder = CollisionRecorder()
        collision.collisionDelegate = recorder
        let elastic = UIDynamicItemBehavior(items: [a, b])
        elastic.elasticity = 1
        elastic.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(elastic)
        scene.run(2)
        #expect(recorder.events == ["began a b", "ended a b"])
    }
}
