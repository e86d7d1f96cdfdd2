import Foundation

/// A soft constraint's coefficients for one step (Erin Catto's "soft step", Box2D v3's `b2Softness`):
/// an implicit spring-damper of natural frequency `hertz` and damping ratio `dampingRatio`, stable
/// for any stiffness.
struct DynamicsSoftness: Sendable {
    var biasRate: Double
    var massScale: Double
    var impulseScale: Double

    /// No softness: the constraint is met exactly (used when no bias is wanted).
    static let rigid = DynamicsSoftness(biasRate: 0, massScale: 1, impulseScale: 0)

    init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate
        self.massScale = massScale
        self.impulseScale = impulseScale
    }

    init(hertz: Double, dampingRatio: Double, step h: Double) {
        guard hertz > 0 else {
            self = .rigid
            return
        }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * dampingRatio + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
    }
}

/// One scalar constraint between two bodies (or a body and the world): `C(x) = 0` (equality) or
/// `C(x) ≥ 0` (inequality), with velocity Jacobian `J` so that `dC/dt = J·v`, solved by sequential
/// impulses with an accumulated impulse clamped to `lower…upper`.
struct DynamicsConstraintRow: Sendable {
    enum Kind: Sendable {
        /// `C = 0`, rigid (soft only while positions are corrected) unless it has a spring.
        case equality
        /// `C ≥ 0`, pushing only: while `C > 0` the gap may close by at most `C` in one step.
        case inequality
        /// No position error: a friction that resists relative motion with a bounded impulse.
        case friction
    }

    var kind = Kind.equality
    var linearA = DynamicsVector.zero
    var angularA = 0.0
    var linearB = DynamicsVector.zero
    var angularB = 0.0
    var position = 0.0
    /// True for a spring row (soft in every pass, with the joint's frequency and damping ratio).
    var isSpring = false
    var lower = -Double.infinity
    var upper = Double.infinity
    var mass = 0.0
    var impulse = 0.0

    /// A row along the unit direction `n` between world points `rA` (from A's centre) and `rB` (from
    /// B's centre): `C = n·(pB − pA)`.
    static func linear(_ n: DynamicsVector, rA: DynamicsVector, rB: DynamicsVector, error: Double) -> DynamicsConstraintRow {
        var row = DynamicsConstraintRow()
        row.linearA = -n
        row.angularA = -rA.cross(n)
        row.linearB = n
        row.angularB = rB.cross(n)
        row.position = error
        return row
    }

    /// A row on the relative angle: `C = θB − θA − reference`.
    static func angular(error: Double) -> DynamicsConstraintRow {
        var row = DynamicsConstraintRow()
        row.angularA = -1
        row.angularB = 1
        row.position = error
        return row
    }
}

/// A joint of Glide's rigid-body engine: what ``UIAttachmentBehavior`` and ``UISnapBehavior`` are made
/// of, as constraints solved together with the contacts (not as forces).
///
/// Rigid joints (an attachment of frequency 0, a pin, a fixed or sliding attachment) are met
/// exactly, their drift corrected softly (Box2D v3's joint softness); springs (an attachment with a
/// frequency, a snap) are implicit springs of that frequency and damping ratio.
@MainActor
final class DynamicsJoint {
    enum Kind: Sendable {
        /// `|pB − pA| = length`; under ``DynamicsJoint/pointJointLength`` the points are held together.
        case distance
        /// `|pB − pA| ≤ length`.
        case limit
        /// `pA = pB`, free to turn (with `frictionTorque` and an angle range).
        case pin
        /// `pA = pB` and the relative angle kept.
        case fixed
        /// `pB` stays on the line through `pA` along `axis` (in A's frame, or the world's), the relative
        /// angle kept, the translation within the range.
        case slide(axis: DynamicsVector)
        /// `pB` on the anchor and the angle upright, as a spring.
        case snap
    }

    /// Below this length, in points, a distance joint holds the two points together in both axes.
    static let pointJointLength = 1.0

    var kind: Kind
    /// The first body; nil for a joint to a fixed point of the reference view.
    var bodyA: DynamicsBody?
    var bodyB: DynamicsBody?
    /// The anchor on A in A's frame (relative to its centre of mass), or a world point when A is nil.
    var localAnchorA = DynamicsVector.zero
    /// The anchor on B in B's frame (relative to its centre of mass).
    var localAnchorB = DynamicsVector.zero
    /// θB − θA when the joint was made (fixed and sliding joints keep it).
    var referenceAngle = 0.0
    var length = 0.0
    /// Spring frequency in Hz; 0 for a rigid joint.
    var frequency = 0.0
    var dampingRatio = 0.0
    /// The torque, in UIKit newton·points, needed to turn a pin.
    var frictionTorque = 0.0
    /// The allowed relative angle (pin) or translation (slide).
    var rangeMinimum = -Double.infinity
    var rangeMaximum = Double.infinity

    private(set) var rows: [DynamicsConstraintRow] = []

    init(kind: Kind) { self.kind = kind }

    private var angleA: Double { bodyA?.angle ?? 0 }
    private var centerA: DynamicsVector { bodyA?.position ?? .zero }

    /// World positions of the two anchors.
    var worldAnchors: (a: DynamicsVector, b: DynamicsVector) {
        let a = bodyA.map { $0.position + localAnchorA.rotated(by: $0.angle) } ?? localAnchorA
        let b = bodyB.map { $0.position + localAnchorB.rotated(by: $0.angle) } ?? localAnchorB
        return (a, b)
    }

    /// Rebuilds the rows from the bodies' current positions; accumulated impulses carry over while the
    /// rows keep their shape (warm starting).
    func prepare() {
        let (pA, pB) = worldAnchors
        let rA = pA - centerA, rB = pB - (bodyB?.position ?? .zero)
        let d = pB - pA
        let relativeAngle = (bodyB?.angle ?? 0) - angleA
        let isSpring = frequency > 0
        var new: [DynamicsConstraintRow] = []

        func pointRows() {
            new.append(.linear(DynamicsVector(x: 1, y: 0), rA: rA, rB: rB, error: d.x))
            new.append(.linear(DynamicsVector(x: 0, y: 1), rA: rA, rB: rB, error: d.y))
        }

        switch kind {
        case .distance:
            if length < Self.pointJointLength {
                pointRows()
            } else {
                let distance = d.length
                let n = distance > 1e-9 ? (1 / distance) * d : DynamicsVector(x: 0, y: 1)
                new.append(.linear(n, rA: rA, rB: rB, error: distance - length))
            }
            for i in new.indices { new[i].isSpring = isSpring }
        case .limit:
            let distance = d.length
            let n = distance > 1e-9 ? (1 / distance) * d : DynamicsVector(x: 0, y: 1)
            var row = DynamicsConstraintRow.linear(-n, rA: rA, rB: rB, error: length - distance)
            row.kind = .inequality
            row.lower = 0
            new.append(row)
        case .pin:
            pointRows()
            if frictionTorque > 0 {
                var row = DynamicsConstraintRow.angular(error: 0)
                row.kind = .friction
                new.append(row)
            }
            appendRangeRows(&new, value: relativeAngle - referenceAngle, linear: nil)
        case .fixed:
            pointRows()
            new.append(.angular(error: relativeAngle - referenceAngle))
        case .slide(let localAxis):
            let axis = (bodyA == nil ? localAxis : localAxis.rotated(by: angleA)).normalized
            let perpendicular = axis.perpendicular
            // A's lever arm reaches B's anchor (d + rA), as in Box2D's prismatic joint.
            new.append(.linear(perpendicular, rA: rA + d, rB: rB, error: perpendicular.dot(d)))
            new.append(.angular(error: relativeAngle - referenceAngle))
            appendRangeRows(&new, value: axis.dot(d), linear: (axis, rA + d, rB))
        case .snap:
            pointRows()
            let upright = relativeAngle - 2 * Double.pi * (relativeAngle / (2 * Double.pi)).rounded()
            new.append(.angular(error: upright))
            for i in new.indices { new[i].isSpring = isSpring }
        }

        for i in new.indices {
            new[i].mass = effectiveMass(new[i])
            if i < rows.count, rows.count == new.count, rows[i].kind == new[i].kind { new[i].impulse = rows[i].impulse }
        }
        rows = new
    }

    /// Inequality rows keeping `value` within the range (the relative angle, or a translation along `linear`'s axis).
    private func appendRangeRows(
        _ rows: inout [DynamicsConstraintRow], value: Double, linear: (axis: DynamicsVector, rA: DynamicsVector, rB: DynamicsVector)?
    ) {
        func row(sign: Double, error: Double) -> DynamicsConstraintRow {
            var r = linear.map { DynamicsConstraintRow.linear(sign * $0.axis, rA: $0.rA, rB: $0.rB, error: error) }
                ?? { var a = DynamicsConstraintRow.angular(error: error); a.angularA *= sign; a.angularB *= sign; return a }()
            r.kind = .inequality
            r.lower = 0
            return r
        }
        if rangeMinimum.isFinite { rows.append(row(sign: 1, error: value - rangeMinimum)) }
        if rangeMaximum.isFinite { rows.append(row(sign: -1, error: rangeMaximum - value)) }
    }

    private func effectiveMass(_ row: DynamicsConstraintRow) -> Double {
        var k = 0.0
        if let a = bodyA { k += a.inverseMass * row.linearA.lengthSquared + a.inverseInertia * row.angularA * row.angularA }
        if let b = bodyB { k += b.inverseMass * row.linearB.lengthSquared + b.inverseInertia * row.angularB * row.angularB }
        return k > 0 ? 1 / k : 0
    }

    /// Applies the accumulated impulses of the last step again (warm starting).
    func warmStart() {
        for row in rows where row.impulse != 0 { apply(row, row.impulse) }
    }

    /// One Gauss-Seidel pass over the rows. With `useBias`, rigid rows also correct their position
    /// error softly (`softness`); without, they only remove relative velocity (relaxing).
    func solve(step h: Double, useBias: Bool, softness: DynamicsSoftness) {
        let spring = DynamicsSoftness(hertz: frequency, dampingRatio: dampingRatio, step: h)
        for i in rows.indices {
            var row = rows[i]
            let cdot = velocityError(row)
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            switch row.kind {
            case .friction:
                let maxImpulse = frictionTorque * 100 * h
                row.lower = -maxImpulse
                row.upper = maxImpulse
            case .inequality where row.position > 0:
                bias = row.position / h
            case .equality, .inequality:
                if row.isSpring {
                    bias = spring.biasRate * row.position
                    massScale = spring.massScale
                    impulseScale = spring.impulseScale
                } else if useBias {
                    bias = softness.biasRate * row.position
                    massScale = softness.massScale
                    impulseScale = softness.impulseScale
                }
            }
            let lambda = -row.mass * massScale * (cdot + bias) - impulseScale * row.impulse
            let accumulated = min(max(row.impulse + lambda, row.lower), row.upper)
            let applied = accumulated - row.impulse
            row.impulse = accumulated
            rows[i] = row
            apply(row, applied)
        }
    }

    private func velocityError(_ row: DynamicsConstraintRow) -> Double {
        var v = 0.0
        if let a = bodyA { v += row.linearA.dot(a.velocity) + row.angularA * a.angularVelocity }
        if let b = bodyB { v += row.linearB.dot(b.velocity) + row.angularB * b.angularVelocity }
        return v
    }

    private func apply(_ row: DynamicsConstraintRow, _ impulse: Double) {
        if let a = bodyA {
            a.velocity += (a.inverseMass * impulse) * row.linearA
            a.angularVelocity += a.inverseInertia * impulse * row.angularA
        }
        if let b = bodyB {
            b.velocity += (b.inverseMass * impulse) * row.linearB
            b.angularVelocity += b.inverseInertia * impulse * row.angularB
        }
    }
}
