import Foundation

/// A 2D vector in `Double`, the arithmetic of Glide's rigid-body engine (behind ``UIDynamicAnimator``).
///
/// Points are UIKit points in the reference view's coordinates (y down); angles are radians, positive
/// clockwise on screen, as `CGAffineTransform(rotationAngle:)` turns.
struct DynamicsVector: Hashable, Sendable {
    var x: Double
    var y: Double

    static let zero = DynamicsVector(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    init(_ vector: CGVector) { self.init(x: Double(vector.dx), y: Double(vector.dy)) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }

    /// The unit vector along this one, or zero for the zero vector.
    var normalized: DynamicsVector {
        let l = length
        return l > 0 ? DynamicsVector(x: x / l, y: y / l) : .zero
    }

    /// This vector turned a quarter turn: `(-y, x)`.
    var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }

    /// The vector turned by `angle` radians.
    func rotated(by angle: Double) -> DynamicsVector {
        rotated(cos: Foundation.cos(angle), sin: Foundation.sin(angle))
    }

    func rotated(cos c: Double, sin s: Double) -> DynamicsVector {
        DynamicsVector(x: c * x - s * y, y: s * x + c * y)
    }

    static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -a.x, y: -a.y) }
    static func * (s: Double, a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: s * a.x, y: s * a.y) }
    static func * (a: DynamicsVector, s: Double) -> DynamicsVector { DynamicsVector(x: s * a.x, y: s * a.y) }
    static func += (a: inout DynamicsVector, b: DynamicsVector) { a = a + b }
    static func -= (a: inout DynamicsVector, b: DynamicsVector) { a = a - b }

    func dot(_ b: DynamicsVector) -> Double { x * b.x + y * b.y }
    /// The z component of the 3D cross product: `x·b.y − y·b.x`.
    func cross(_ b: DynamicsVector) -> Double { x * b.y - y * b.x }
}

/// The velocity of a point `r` from a body's centre when the body turns at `w` rad/s: `w × r`.
func crossScalar(_ w: Double, _ r: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -w * r.y, y: w * r.x) }
