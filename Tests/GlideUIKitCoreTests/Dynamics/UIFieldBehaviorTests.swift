import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct UIFieldBehaviorTests {
    @Test func regionsCombine() {
        let circle = UIRegion(radius: 50), square = UIRegion(size: CGSize(width: 60, height: 60))
        #expect(circle.contains(CGPoint(x: 30, y: 30)) && !circle.contains(CGPoint(x: 40, y: 40)))
        #expect(square.contains(CGPoint(x: -30, y: 30)) && !square.contains(CGPoint(x: 31, y: 0)))
        #expect(circle.inverse().contains(CGPoint(x: 40, y: 40)))
        #expect(circle.difference(from: square).contains(CGPoint(x: 45, y: 0)) && !circle.difference(from: square).contains(.zero))
        #expect(circle.intersection(with: square).contains(CGPoint(x: 29, y: 29)) && !circle.intersection(with: square).contains(CGPoint(x: 45, y: 0)))
        #expect(circle.union(with: square).contains(CGPoint(x: 30, y: -30)) && UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(circle.copy() as? UIRegion === circle)
    }

    @Test func linearGravityActsInsideItsRegionOnly() {
        let scene = DynamicsScene(width: 4000)
        let inside = scene.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let outside = scene.addView(center: CGPoint(x: 100, y: 500), size: CGSize(width: 20, height: 20))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        field.position = CGPoint(x: 0, y: 100)
        field.region = UIRegion(size: CGSize(width: 100_000, height: 200))
        #expect(field.direction == CGVector(dx: 1, dy: 0) && field.strength == 1 && field.falloff == 0)
        field.addItem(inside)
        field.addItem(outside)
        scene.animator.addBehavior(field)
        scene.run(0.5)
        let h = 1.0 / 240
        #expect(abs(Double(inside.center.x) - 100 - 125) <= 1000 * 0.5 * h / 2 + 1e-9)
        #expect(outside.center == CGPoint(x: 100, y: 500))
    }

    @Test func radialGravityAndSpringFieldsPullTowardsTheirPosition() {
        let scene = DynamicsScene()
        let pulled = scene.addView(center: CGPoint(x: 300, y: 400), size: CGSize(width: 20, height: 20))
        let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 400))
        radial.strength = 0.1
        radial.addItem(pulled)
        scene.animator.addBehavior(radial)
        var closest = 100.0
        scene.run(0.3) { closest = min(closest, Double(pulled.center.distance(to: CGPoint(x: 200, y: 400)))) }
        // 100 points at 100 points/s²: it gets there in √2 s… after 0.3 s it has come ½·100·0.09 = 4.5 points closer.
        #expect(abs(closest - 95.5) < 0.1 && abs(pulled.center.y - 400) < 1e-9)

        // A spring field: a 100 × 100 point item of density 1 oscillates at 10 rad/s, one four times as heavy at 5.
        for (density, omega) in [(1.0, 10.0), (4.0, 5.0)] {
            let scene = DynamicsScene()
            let view = scene.addView(center: CGPoint(x: 250, y: 400))
            let spring = UIFieldBehavior.springField()
            spring.position = CGPoint(x: 200, y: 400)
            spring.addItem(view)
            let heavy = UIDynamicItemBehavior(items: [view])
            heavy.density = CGFloat(density)
            scene.animator.addBehavior(heavy)
            scene.animator.addBehavior(spring)
            var crossings: [Double] = []
            var previous = 250.0
            scene.run(2) {
                let x = Double(view.center.x)
                if (previous - 200) * (x - 200) < 0 { crossings.append(scene.clock.now) }
                previous = x
            }
            let halfPeriods = zip(crossings, crossings.dropFirst()).map { $1 - $0 }
            #expect(!halfPeriods.isEmpty && halfPeriods.allSatisfy { abs($0 - .pi / omega) < 0.01 })
        }
    }

    @Test func velocityAndDragFieldsSetAndDampTheVelocity() {
        let scene = DynamicsScene(width: 4000, height: 4000)
        let carried = scene.addView(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let conveyor = UIFieldBehavior.velocityField(direction: CGVector(dx: 50, dy: 0))
        conveyor.strength = 2
        conveyor.addItem(carried)
        let gravity = UIGravityBehavior(items: [carried])
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(conveyor)
        scene.run(1)
        #expect(abs(carried.center.x - 200) < 1e-9 && abs(carried.center.y - 100) < 1e-9)

        let slowed = scene.addView(center: CGPoint(x: 100, y: 1000), size: CGSize(width: 20, height: 20))
        let fling = UIDynamicItemBehavior(items: [slowed])
        fling.addLinearVelocity(CGPoint(x: 300, y: 0), for: slowed)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 3
        drag.addItem(slowed)
        scene.animator.addBehavior(fling)
        scene.animator.addBehavior(drag)
        scene.run(1)
        // dv/dt = −3v: e⁻³ of the speed after a second (semi-implicit Euler: within 2 %).
        #expect(abs(Double(fling.linearVelocity(for: slowed).x) - 300 * exp(-3.0)) < 300 * exp(-3.0) * 0.02)
    }

    @Test func electricAndMagneticFieldsActOnChargeAndAVortexTurnsCounterClockwise() {
        let scene = DynamicsScene(width: 2000, height: 2000)
        let positive = scene.addView(center: CGPoint(x: 1100, y: 1000), size: CGSize(width: 20, height: 20))
        let negative = scene.addView(center: CGPoint(x: 900, y: 1000), size: CGSize(width: 20, height: 20))
        let neutral = scene.addView(center: CGPoint(x: 1000, y: 1100), size: CGSize(width: 20, height: 20))
        let plus = UIDynamicItemBehavior(items: [positive])
        plus.charge = 1
        let minus = UIDynamicItemBehavior(items: [negative])
        minus.charge = -1
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 1000, y: 1000)
        for item in [positive, negative, neutral] { electric.addItem(item) }
        for behavior in [plus, minus, electric] { scene.animator.addBehavior(behavior) }
        scene.run(0.2)
        // Mass 0.04, force 1 UIKit newton: 2500 points/s², ½·2500·0.04 = 50 points in 0.2 s (+ a·t·h/2 for the integrator).
        #expect(abs(positive.center.x - 1150) < 1.1 && abs(negative.center.x - 950) < 1.1)
        #expect(neutral.center == CGPoint(x: 1000, y: 1100))

        // A charge moving right in a magnetic field circles counter-clockwise: it first turns upwards.
        let magnetScene = DynamicsScene(width: 2000, height: 2000)
        let orbiting = magnetScene.addView(center: CGPoint(x: 1000, y: 1000))
        let charged = UIDynamicItemBehavior(items: [orbiting])
        charged.charge = 2
        charged.addLinearVelocity(CGPoint(x: 100, y: 0), for: orbiting)
        let magnetic = UIFieldBehavior.magneticField()
        magnetic.addItem(orbiting)
        magnetScene.animator.addBehavior(charged)
        magnetScene.animator.addBehavior(magnetic)
        var farthest = 0.0
        // ω = q·B/m = 2 rad/s, radius v/ω = 50 points: a full turn in π s about (1000, 950).
        magnetScene.run(.pi) { farthest = max(farthest, Double(orbiting.center.distance(to: CGPoint(x: 1000, y: 950)))) }
        // The speed is kept exactly; the discrete orbit's centre sits half a step (v·h/2 = 0.21 points) along.
        #expect(abs(farthest - 50) < 0.25)
        #expect(orbiting.center.distance(to: CGPoint(x: 1000, y: 1000)) < 1)

        let vortexScene = DynamicsScene(width: 2000, height: 2000)
        let swirled = vortexScene.addView(center: CGPoint(x: 1100, y: 1000), size: CGSize(width: 20, height: 20))
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 1000, y: 1000)
        vortex.addItem(swirled)
        vortexScene.animator.addBehavior(vortex)
        vortexScene.run(0.2)
        #expect(swirled.center.y < 999)
    }

    @Test func noiseIsTheSameOnEveryRunAndTurbulenceNeedsMotion() {
        func run(_ make: () -> UIFieldBehavior, density: CGFloat = 1, velocity: CGPoint = .zero) -> CGPoint {
            let scene = DynamicsScene(width: 4000, height: 4000)
            let view = scene.addView(center: CGPoint(x: 2000, y: 2000), size: CGSize(width: 40, height: 40))
            let field = make()
            field.addItem(view)
            let item = UIDynamicItemBehavior(items: [view])
            item.density = density
            item.addLinearVelocity(velocity, for: view)
            scene.animator.addBehavior(item)
            scene.animator.addBehavior(field)
            scene.run(1)
            return view.center
        }
        let noise = { UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1) }
        let first = run(noise), again = run(noise), heavier = run(noise, density: 5)
        #expect(first == again && first == heavier)
        #expect(first.distance(to: CGPoint(x: 2000, y: 2000)) > 1)
        let frozen = UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 0)
        #expect(frozen.smoothness == 1 && frozen.animationSpeed == 0)

        let turbulence = { UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1) }
        #expect(run(turbulence) == CGPoint(x: 2000, y: 2000))
        let moving = run(turbulence, velocity: CGPoint(x: 100, y: 0))
        #expect(moving != CGPoint(x: 2100, y: 2000) && moving.distance(to: CGPoint(x: 2100, y: 2000)) < 200)
    }

    @Test func aCustomFieldsBlockSeesTheItemAndPushes() {
        let scene = DynamicsScene(width: 4000)
        let view = scene.addView(center: CGPoint(x: 100, y: 400))
        let charge = UIDynamicItemBehavior(items: [view])
        charge.charge = 3
        var seen: (mass: CGFloat, charge: CGFloat, deltaTime: TimeInterval)?
        let field = UIFieldBehavior.field { _, position, velocity, mass, charge, deltaTime in
            seen = (mass, charge, deltaTime)
            return CGVector(dx: position.y > 0 && velocity.dy == 0 ? 1 : 0, dy: 0)
        }
        field.addItem(view)
        scene.animator.addBehavior(charge)
        scene.animator.addBehavior(field)
        scene.run(1)
        #expect(seen?.mass == 1 && seen?.charge == 3 && seen?.deltaTime == 1.0 / 240)
        // One UIKit newton on mass 1: 100 points/s², 50 points in a second.
        #expect(abs(Double(view.center.x) - 150) <= 100 / 480.0 + 1e-9)
    }
}
