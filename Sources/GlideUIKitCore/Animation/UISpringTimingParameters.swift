import Foundation
import GlideCoreGraphics
import GlideQuartzCore
/// Spring timing for an animation (`UISpringTimingParameters`).
///
/// A spring either has a fixed mass, stiffness and damping and therefore its own duration
/// (`implicitDuration == true`, the animator's duration is ignored), or only a damping ratio, in which
/// case the spring is solved with ``SpringSolver`` for the duration of the animator that runs it.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// ζ; for explicit-duration springs the ratio requested (clamped to 1 when the spring is solved).
    public let dampingRatio: Double
    /// The mass; 1 for springs made from a damping ratio, a duration and bounce.
    public let mass: Double
    /// The spring constant; 0 for explicit-duration springs, whose stiffness depends on the animator's
    /// duration (see ``curve(forDuration:)``).
    public let stiffness: Double
    /// The damping coefficient; 0 for explicit-duration springs (see ``curve(forDuration:)``).
    public let damping: Double
    /// The initial velocity of each axis, in units of the total distance per second.
    public let initialVelocity: CGVector
    /// True when the spring's physics fixes its duration (``settlingDuration``) rather than the animator.
    public let implicitDuration: Bool

    private init(
        dampingRatio: Double, mass: Double, stiffness: Double, damping: Double,
        initialVelocity: CGVector, implicitDuration: Bool
    ) {
        self.dampingRatio = dampingRatio
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.implicitDuration = implicitDuration
    }

    /// UIKit's default spring. The documentation only says it has damping ratio 4.56; the values used
    /// here, mass 3, stiffness 1000 and damping 500 (ratio 500 / (2√3000) ≈ 4.564), are an inferred
    /// guess at UIKit's private defaults, not verified. The duration is implicit.
    public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// A spring with the given damping ratio whose duration is the animator's: mass 1, stiffness and
    /// damping solved for that duration by ``SpringSolver`` (`implicitDuration == false`).
    public init(dampingRatio: Double, initialVelocity: CGVector = .zero) {
        self.dampingRatio = dampingRatio
        self.mass = 1
        self.stiffness = 0
        self.damping = 0
        self.initialVelocity = initialVelocity
        self.implicitDuration = false
    }

    /// A spring with fixed physical parameters and therefore its own duration (`implicitDuration == true`);
    /// `dampingRatio = damping / (2√(mass·stiffness))`.
    public convenience init(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector = .zero) {
        self.init(
            dampingRatio: damping / (2 * (mass * stiffness).squareRoot()), mass: mass, stiffness: stiffness,
            damping: damping, initialVelocity: initialVelocity, implicitDuration: true)
    }

    /// A spring from a perceptual duration (the response, in seconds) and a bounce (iOS 17): ζ = 1 − bounce
    /// for bounce ≥ 0, ζ = 1/(bounce + 1) for negative bounce (bounce should lie in (−1, 1]); mass 1,
    /// stiffness (2π/duration)², damping 4πζ/duration. The duration is implicit.
    public convenience init(duration: Double, bounce: Double = 0, initialVelocity: CGVector = .zero) {
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (bounce + 1)
        let angular = 2 * Double.pi / duration
        self.init(
            dampingRatio: zeta, mass: 1, stiffness: angular * angular, damping: 4 * Double.pi * zeta / duration,
            initialVelocity: initialVelocity, implicitDuration: true)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Always nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// `self`.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// For implicit-duration springs, the time to settle within 0.001 of the distance, the longer of the
    /// two axes' (their initial velocities differ); see ``SpringCurve/settlingDuration(threshold:)``.
    /// 0 for explicit-duration springs, as in UIKit.
    public var settlingDuration: Double {
        guard implicitDuration else { return 0 }
        let curve = curve(forDuration: 0)
        var other = curve
        other.initialVelocity = initialVelocity.dy
        return Swift.max(curve.settlingDuration(), other.settlingDuration())
    }

    /// The spring an animator of `duration` seconds actually runs, with the initial velocity of the x axis
    /// (`initialVelocity.dx`): the fixed spring for implicit-duration parameters (the duration is ignored),
    /// otherwise the spring ``SpringSolver`` solves for the damping ratio and that duration.
    @discardableResult
    public func curve(forDuration duration: Double) -> SpringCurve {
        if implicitDuration {
            return SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity.dx)
        }
        let solved = SpringSolver.parameters(
            dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity.dx, mass: mass)
        return SpringCurve(
            mass: mass, stiffness: solved.stiffness, damping: solved.damping, initialVelocity: initialVelocity.dx)
    }
}
