import Foundation

/// A force vector kept as UIKit's gravity and push behaviours keep theirs: as x and y components, and
/// as an angle and a magnitude, each pair updating the other.
struct DynamicsDirection: Sendable {
    private(set) var vector: CGVector
    private(set) var angle: CGFloat
    private(set) var magnitude: CGFloat

    init(angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
        vector = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// Sets the components; the angle follows them unless the vector is zero (then it is kept, or
    /// reset to 0 when `resettingAngleAtZero`).
    mutating func setVector(_ v: CGVector, resettingAngleAtZero: Bool) {
        vector = v
        magnitude = (v.dx * v.dx + v.dy * v.dy).squareRoot()
        if magnitude > 0 {
            angle = atan2(v.dy, v.dx)
        } else if resettingAngleAtZero {
            angle = 0
        }
    }

    mutating func setAngle(_ a: CGFloat) {
        angle = a
        vector = CGVector(dx: magnitude * cos(a), dy: magnitude * sin(a))
    }

    /// Sets the magnitude (a negative one points the other way); at zero the angle is kept, or reset to 0.
    mutating func setMagnitude(_ m: CGFloat, resettingAngleAtZero: Bool) {
        magnitude = m
        if m == 0, resettingAngleAtZero { angle = 0 }
        vector = CGVector(dx: m * cos(angle), dy: m * sin(angle))
    }
}
