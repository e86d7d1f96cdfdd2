import Foundation

/// A fixed part of the world that items collide with: one side of the reference view's bounds (a
/// half-plane, solid outside the bounds) or one segment of a boundary a collision behaviour added.
struct DynamicsWall {
    enum Geometry {
        /// Solid where `normal·(p − point) < 0`.
        case halfPlane(point: DynamicsVector, normal: DynamicsVector)
        /// A two-sided segment.
        case segment(DynamicsPolygon)
    }

    /// Which boundary of which collision behaviour the wall belongs to.
    struct Key: Hashable, Sendable {
        var owner: ObjectIdentifier
        /// The boundary's index in its behaviour (−1 for the reference bounds).
        var boundary: Int
        /// The side of the bounds, or the segment of the boundary's path.
        var part: Int
    }

    var geometry: Geometry
    var key: Key
}

/// Where two bodies, or a body and a wall, touch: the contact points with the solver's state.
@MainActor
final class DynamicsManifold {
    struct Key: Hashable {
        var a: ObjectIdentifier?
        var b: ObjectIdentifier
        var shapeA: Int
        var shapeB: Int
        var wall: DynamicsWall.Key?
    }

    struct Point {
        var point: DynamicsVector
        var id: UInt32
        /// The gap at the start of the step (positive apart).
        var separation: Double
        /// The contact point from each body's centre, fixed for the step.
        var anchorA = DynamicsVector.zero
        var anchorB = DynamicsVector.zero
        var normalMass = 0.0
        var tangentMass = 0.0
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        /// The largest normal impulse applied in one pass this step (zero: the point did not push).
        var maxNormalImpulse = 0.0
        /// The normal velocity before the solver ran (negative: approaching), for restitution.
        var relativeVelocity = 0.0
    }

    let key: Key
    /// The first body, nil for a wall.
    let bodyA: DynamicsBody?
    let bodyB: DynamicsBody
    let wall: DynamicsWall.Key?
    /// The unit normal, from A (or the wall) to B.
    let normal: DynamicsVector
    let friction: Double
    let restitution: Double
    var points: [Point]

    init(key: Key, bodyA: DynamicsBody?, bodyB: DynamicsBody, wall: DynamicsWall.Key?, geometry: DynamicsContactGeometry, friction: Double, restitution: Double) {
        self.key = key
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.wall = wall
        normal = geometry.normal
        self.friction = friction
        self.restitution = restitution
        points = geometry.points.map { Point(point: $0.point, id: $0.id, separation: $0.separation) }
    }

    /// True when the shapes touch after the step: a point pushed, or the gap is within the slop.
    private(set) var isTouching = false

    /// Where the contact is, in reference coordinates: the middle of the contact points, on the wall's
    /// surface for a wall (each point lies midway between the two surfaces).
    var contactPoint: DynamicsVector {
        guard !points.isEmpty else { return .zero }
        let middle = (1 / Double(points.count)) * points.reduce(DynamicsVector.zero) { $0 + $1.point }
        guard bodyA == nil else { return middle }
        let gap = points.reduce(0) { $0 + $1.separation } / Double(points.count)
        return middle - (gap / 2) * normal
    }

    var tangent: DynamicsVector { DynamicsVector(x: normal.y, y: -normal.x) }

    /// The current gap at a point, from how far the bodies moved and turned since the step began.
    func currentSeparation(_ p: Point) -> Double {
        let pA = bodyA.map { $0.position + p.anchorA.rotated(by: $0.angle - $0.stepStartAngle) } ?? p.point
        let pB = bodyB.position + p.anchorB.rotated(by: bodyB.angle - bodyB.stepStartAngle)
        return p.separation + normal.dot(pB - pA)
    }

    private func relativeVelocity(at p: Point) -> DynamicsVector {
        var v = bodyB.velocity + crossScalar(bodyB.angularVelocity, p.anchorB)
        if let a = bodyA { v -= a.velocity + crossScalar(a.angularVelocity, p.anchorA) }
        return v
    }

    private func apply(_ impulse: DynamicsVector, at p: Point) {
        if let a = bodyA {
            a.velocity -= a.inverseMass * impulse
            a.angularVelocity -= a.inverseInertia * p.anchorA.cross(impulse)
        }
        bodyB.velocity += bodyB.inverseMass * impulse
        bodyB.angularVelocity += bodyB.inverseInertia * p.anchorB.cross(impulse)
    }

    /// Computes anchors and masses, and carries over last step's impulses by feature (warm starting).
    func prepare(previous: DynamicsManifold?) {
        let n = normal, t = tangent
        let invMassA = bodyA?.inverseMass ?? 0, invInertiaA = bodyA?.inverseInertia ?? 0
        for i in points.indices {
            var p = points[i]
            p.anchorA = p.point - (bodyA?.position ?? p.point)
            p.anchorB = p.point - bodyB.position
            let rnA = p.anchorA.cross(n), rnB = p.anchorB.cross(n)
            let kNormal = invMassA + bodyB.inverseMass + invInertiaA * rnA * rnA + bodyB.inverseInertia * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = p.anchorA.cross(t), rtB = p.anchorB.cross(t)
            let kTangent = invMassA + bodyB.inverseMass + invInertiaA * rtA * rtA + bodyB.inverseInertia * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            p.relativeVelocity = n.dot(relativeVelocity(at: p))
            if let old = previous?.points.first(where: { $0.id == p.id }) {
                p.normalImpulse = old.normalImpulse
                p.tangentImpulse = old.tangentImpulse
            }
            points[i] = p
        }
    }

    func warmStart() {
        for p in points where p.normalImpulse != 0 || p.tangentImpulse != 0 {
            apply(p.normalImpulse * normal + p.tangentImpulse * tangent, at: p)
        }
    }

    /// One pass: non-penetration (speculative while apart; soft push-out of overlap with `useBias`), then friction.
    func solve(step h: Double, useBias: Bool, softness: DynamicsSoftness) {
        // Each point's velocity bias and softness, as `vn + bias + γ·λ = 0` at the solution.
        var bias = [Double](repeating: 0, count: points.count)
        var gamma = [Double](repeating: 0, count: points.count)
        for i in points.indices {
            let s = currentSeparation(points[i])
            if s > 0 {
                bias[i] = s / h
            } else if useBias {
                bias[i] = max(softness.biasRate * min(0, s + DynamicsWorld.linearSlop), -DynamicsWorld.maxPushOutSpeed)
                if softness.massScale > 0, points[i].normalMass > 0 {
                    gamma[i] = softness.impulseScale / (softness.massScale * points[i].normalMass)
                }
            }
        }
        if !solveBlock(bias: bias, gamma: gamma) {
            for i in points.indices { solvePoint(i, bias: bias[i], gamma: gamma[i]) }
        }
        solveFriction()
    }

    /// The sequential-impulse update of one point's normal impulse, soft when `gamma` > 0.
    private func solvePoint(_ i: Int, bias: Double, gamma: Double) {
        var p = points[i]
        let vn = normal.dot(relativeVelocity(at: p))
        // Soft: Box2D v3's mass and impulse scales, 1/(1 + γ·m) and γ·m/(1 + γ·m).
        let massScale = 1 / (1 + gamma * p.normalMass), impulseScale = 1 - massScale
        let impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
        let accumulated = max(p.normalImpulse + impulse, 0)
        let applied = accumulated - p.normalImpulse
        p.normalImpulse = accumulated
        p.maxNormalImpulse = max(p.maxNormalImpulse, applied)
        points[i] = p
        apply(applied * normal, at: p)
    }

    /// Solves a two-point contact exactly, as one 2 × 2 complementarity problem (Box2D v2's block
    /// solver): a box landing flat stays flat, and stacks rest without creeping. False when the two
    /// points are too close to tell apart (the caller then goes point by point).
    private func solveBlock(bias: [Double], gamma: [Double]) -> Bool {
        guard points.count == 2 else { return false }
        let n = normal
        let invMassA = bodyA?.inverseMass ?? 0, invInertiaA = bodyA?.inverseInertia ?? 0
        let p1 = points[0], p2 = points[1]
        let rn1A = p1.anchorA.cross(n), rn1B = p1.anchorB.cross(n)
        let rn2A = p2.anchorA.cross(n), rn2B = p2.anchorB.cross(n)
        let m = invMassA + bodyB.inverseMass
        let k11 = m + invInertiaA * rn1A * rn1A + bodyB.inverseInertia * rn1B * rn1B
        let k22 = m + invInertiaA * rn2A * rn2A + bodyB.inverseInertia * rn2B * rn2B
        let k12 = m + invInertiaA * rn1A * rn2A + bodyB.inverseInertia * rn1B * rn2B
        guard k11 * k11 < Self.maxConditionNumber * (k11 * k22 - k12 * k12) else { return false }

        let a1 = p1.normalImpulse, a2 = p2.normalImpulse
        let vn1 = n.dot(relativeVelocity(at: p1)), vn2 = n.dot(relativeVelocity(at: p2))
        // w = K′·x + b with K′ = K + diag(γ): the new accumulated impulses x ≥ 0, w ≥ 0, x·w = 0.
        let b1 = vn1 + bias[0] - (k11 * a1 + k12 * a2)
        let b2 = vn2 + bias[1] - (k12 * a1 + k22 * a2)
        let c11 = k11 + gamma[0], c22 = k22 + gamma[1]
        let det = c11 * c22 - k12 * k12
        var x: (Double, Double)?
        if det > 0 {
            let x1 = -(c22 * b1 - k12 * b2) / det, x2 = -(c11 * b2 - k12 * b1) / det
            if x1 >= 0, x2 >= 0 { x = (x1, x2) }
        }
        if x == nil {
            let x1 = -b1 / c11
            if x1 >= 0, k12 * x1 + b2 >= 0 { x = (x1, 0) }
        }
        if x == nil {
            let x2 = -b2 / c22
            if x2 >= 0, k12 * x2 + b1 >= 0 { x = (0, x2) }
        }
        if x == nil, b1 >= 0, b2 >= 0 { x = (0, 0) }
        guard let (x1, x2) = x else { return false }
        let d1 = x1 - a1, d2 = x2 - a2
        points[0].normalImpulse = x1
        points[1].normalImpulse = x2
        points[0].maxNormalImpulse = max(points[0].maxNormalImpulse, d1)
        points[1].maxNormalImpulse = max(points[1].maxNormalImpulse, d2)
        apply(d1 * n, at: points[0])
        apply(d2 * n, at: points[1])
        return true
    }

    /// Beyond this condition number of a two-point contact's mass matrix, its points are solved one by one.
    static let maxConditionNumber = 1000.0

    private func solveFriction() {
        guard friction > 0 else { return }
        let t = tangent
        for i in points.indices {
            var p = points[i]
            let vt = t.dot(relativeVelocity(at: p))
            let limit = friction * p.normalImpulse
            let accumulated = min(max(p.tangentImpulse - p.tangentMass * vt, -limit), limit)
            let applied = accumulated - p.tangentImpulse
            p.tangentImpulse = accumulated
            points[i] = p
            apply(applied * t, at: p)
        }
    }

    /// Bounces: the normal velocity after the step becomes −elasticity × the approach velocity, at the
    /// points that pushed and met faster than the threshold (Box2D v3's restitution pass).
    func applyRestitution(threshold: Double) {
        guard restitution > 0 else { return }
        let bounces = points.map { $0.relativeVelocity < -threshold && $0.maxNormalImpulse > 0 }
        let bias = points.map { restitution * $0.relativeVelocity }
        if bounces.allSatisfy({ $0 }), solveBlock(bias: bias, gamma: [0, 0]) { return }
        for i in points.indices where bounces[i] { solvePoint(i, bias: bias[i], gamma: 0) }
    }

    func updateTouching() {
        isTouching = points.contains { $0.normalImpulse > 0 || currentSeparation($0) <= DynamicsWorld.linearSlop }
    }
}

/// Glide's rigid-body engine behind ``UIDynamicAnimator``: bodies, joints and contacts, stepped at a
/// fixed rate by sequential impulses (after Box2D v3's soft-step solver).
///
/// One step of `h` seconds: forces and resistance change the velocities (semi-implicit Euler); contacts
/// are found at the start positions, with a speculative margin of the distance the bodies can close in
/// the step (so that nothing tunnels through a boundary however fast it moves); joints and contacts
/// are solved with soft position correction, the positions move, the constraints are relaxed without
/// correction, and restitution gives the bounces.
@MainActor
final class DynamicsWorld {
    /// Overlap tolerated without correction, in points.
    static let linearSlop = 0.5
    /// The speculative margin every contact has, beyond the distance the bodies can close in a step, in points.
    static let speculativeDistance = 2.0
    /// The fastest speed, in points/s, at which overlap is pushed apart.
    static let maxPushOutSpeed = 300.0
    /// Approach speeds under this, in points/s, do not bounce (so that resting items settle).
    static let restitutionThreshold = 30.0
    /// Stiffness and damping of the soft position correction of contacts and rigid joints.
    static let contactHertz = 30.0
    static let contactDampingRatio = 10.0
    static let jointHertz = 60.0
    static let jointDampingRatio = 2.0
    /// Gauss-Seidel passes per step, with position correction and then without.
    static let solveIterations = 8
    static let relaxIterations = 3
    static let restitutionIterations = 8
    /// Speeds above this, in points/s, are clamped (a guard against a diverging user setting).
    static let maximumSpeed = 100_000.0

    var bodies: [DynamicsBody] = []
    var joints: [DynamicsJoint] = []
    /// The pairs of bodies that collide, in a fixed order.
    var pairs: [(DynamicsBody, DynamicsBody)] = []
    /// The walls each body collides with, in a fixed order.
    var walls: [(body: DynamicsBody, wall: DynamicsWall)] = []
    /// The contacts of the last step, in the order they were found.
    private(set) var manifolds: [DynamicsManifold] = []

    /// One step of `h` seconds.
    func step(_ h: Double) {
        for body in bodies {
            body.stepStartPosition = body.position
            body.stepStartAngle = body.angle
            guard !body.isStatic else { continue }
            let m = body.material
            body.velocity += h * (body.acceleration + body.inverseMass * body.force)
            body.angularVelocity += h * body.inverseInertia * body.torque
            body.velocity = (1 / (1 + h * max(m.resistance, 0))) * body.velocity
            body.angularVelocity *= 1 / (1 + h * max(m.angularResistance, 0))
            if body.velocityTurnRate != 0 { body.velocity = body.velocity.rotated(by: h * body.velocityTurnRate) }
            if let velocity = body.velocityOverride { body.velocity = velocity }
            let speed = body.velocity.length
            if !speed.isFinite || !body.angularVelocity.isFinite {
                body.velocity = .zero
                body.angularVelocity = 0
            } else if speed > Self.maximumSpeed {
                body.velocity = (Self.maximumSpeed / speed) * body.velocity
            }
        }

        let previous = Dictionary(manifolds.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        manifolds = collide(h)
        for manifold in manifolds { manifold.prepare(previous: previous[manifold.key]) }
        for joint in joints { joint.prepare() }

        let contactSoftness = DynamicsSoftness(hertz: min(Self.contactHertz, 0.25 / h), dampingRatio: Self.contactDampingRatio, step: h)
        let jointSoftness = DynamicsSoftness(hertz: min(Self.jointHertz, 0.25 / h), dampingRatio: Self.jointDampingRatio, step: h)
        for joint in joints { joint.warmStart() }
        for manifold in manifolds { manifold.warmStart() }
        for _ in 0..<Self.solveIterations {
            for joint in joints { joint.solve(step: h, useBias: true, softness: jointSoftness) }
            for manifold in manifolds { manifold.solve(step: h, useBias: true, softness: contactSoftness) }
        }

        for body in bodies where !body.isStatic {
            body.position += h * body.velocity
            body.angle += h * body.angularVelocity
        }

        for joint in joints { joint.prepare() }
        for _ in 0..<Self.relaxIterations {
            for joint in joints { joint.solve(step: h, useBias: false, softness: jointSoftness) }
            for manifold in manifolds { manifold.solve(step: h, useBias: false, softness: contactSoftness) }
        }
        // Several passes, so that the points of one face bounce together (one pass would spin a box
        // that lands flat).
        for _ in 0..<Self.restitutionIterations {
            for manifold in manifolds { manifold.applyRestitution(threshold: Self.restitutionThreshold) }
        }
        for manifold in manifolds { manifold.updateTouching() }

        for body in bodies {
            body.acceleration = .zero
            body.force = .zero
            body.torque = 0
            body.velocityOverride = nil
            body.velocityTurnRate = 0
            body.updateWorldShapes()
        }
    }

    /// The contacts at the bodies' current positions.
    private func collide(_ h: Double) -> [DynamicsManifold] {
        var found: [DynamicsManifold] = []
        for (a, b) in pairs where !(a.isStatic && b.isStatic) {
            let closing = (a.velocity - b.velocity).length + abs(a.angularVelocity) * a.radius + abs(b.angularVelocity) * b.radius
            let margin = Self.speculativeDistance + 1.5 * h * closing
            guard (b.position - a.position).length - a.radius - b.radius <= margin else { continue }
            let friction = (max(a.material.friction, 0) * max(b.material.friction, 0)).squareRoot()
            let restitution = max(a.material.elasticity, b.material.elasticity)
            for (i, shapeA) in a.worldShapes.enumerated() {
                for (j, shapeB) in b.worldShapes.enumerated() {
                    guard let geometry = DynamicsCollision.collide(shapeA, shapeB, margin: margin) else { continue }
                    let key = DynamicsManifold.Key(a: a.identifier, b: b.identifier, shapeA: i, shapeB: j, wall: nil)
                    found.append(DynamicsManifold(key: key, bodyA: a, bodyB: b, wall: nil, geometry: geometry, friction: friction, restitution: restitution))
                }
            }
        }
        for (body, wall) in walls where !body.isStatic {
            let closing = body.velocity.length + abs(body.angularVelocity) * body.radius
            let margin = Self.speculativeDistance + 1.5 * h * closing
            for (j, shape) in body.worldShapes.enumerated() {
                let geometry: DynamicsContactGeometry?
                switch wall.geometry {
                case let .halfPlane(point, normal):
                    geometry = DynamicsCollision.collide(halfPlanePoint: point, normal: normal, shape, margin: margin)
                case let .segment(segment):
                    let centerDistance = (body.position - segment.vertices[0]).length
                    let reach = body.radius + (segment.vertices[1] - segment.vertices[0]).length
                    geometry = centerDistance - reach > margin ? nil : DynamicsCollision.collide(segment, shape, margin: margin)
                }
                guard let geometry else { continue }
                let key = DynamicsManifold.Key(a: nil, b: body.identifier, shapeA: 0, shapeB: j, wall: wall.key)
                found.append(DynamicsManifold(
                    key: key, bodyA: nil, bodyB: body, wall: wall.key, geometry: geometry,
                    friction: max(body.material.friction, 0), restitution: max(body.material.elasticity, 0)))
            }
        }
        return found
    }
}
