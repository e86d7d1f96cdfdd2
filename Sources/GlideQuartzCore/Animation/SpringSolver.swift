import Foundation

/// UIKit's conversion of a damping ratio and a duration into a spring, as used by
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and by
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` (`parametersOfSpringAnimation`).
///
/// The natural frequency ω is chosen so that the spring is within `threshold` of its target at
/// t = duration, by UIKit's own measure of "within" (see ``parameters(dampingRatio:duration:initialVelocity:mass:threshold:)``).
public enum SpringSolver {
    /// The stiffness and damping of the spring that settles in `duration` seconds.
    ///
    /// As UIKit does: ζ is clamped to [1.1920929e-7, 1] (so an over-damped request becomes critically
    /// damped) and the duration T to [0.01, 10]. Then ω is found with 12 steps of Newton's method from
    /// ω = 5/T, solving
    /// - for ζ = 1: `((ω − v)·T + 1)·e^(−ωT) = threshold` (or `−threshold` while ω − v < 0), that is
    ///   the displacement from the target at T;
    /// - for ζ < 1: `|(ζω − v) / (√(1−ζ²)·ω)|·e^(−ζωT) = threshold`, the amplitude of the sine term of the
    ///   displacement at T (the cosine term is not counted, as in UIKit).
    ///
    /// The result is `stiffness = m·ω²` and `damping = 2ζ·m·ω`.
    /// - Parameters:
    ///   - dampingRatio: ζ, 1 for no overshoot, smaller for more oscillation.
    ///   - duration: the animation's duration in seconds.
    ///   - initialVelocity: the initial velocity in units of the total distance per second.
    ///   - mass: the mass m (UIKit uses 1).
    ///   - threshold: the settling threshold as a fraction of the distance (UIKit uses 0.001).
    @discardableResult
    public static func parameters(
        dampingRatio: Double, duration: Double, initialVelocity: Double = 0,
        mass: Double = 1, threshold: Double = 0.001
    ) -> (stiffness: Double, damping: Double) {
        let zeta = Swift.min(Swift.max(dampingRatio, 1.1920929e-7), 1.0)
        let time = Swift.min(Swift.max(duration, 0.01), 10.0)
        let omega = naturalFrequency(dampingRatio: zeta, duration: time, velocity: initialVelocity, threshold: threshold)
        return (stiffness: mass * omega * omega, damping: 2 * zeta * mass * omega)
    }

    /// The residual of UIKit's settling equation at `omega` and its derivative with respect to `omega`;
    /// ζ and T must already be clamped.
    static func residual(
        omega: Double, dampingRatio zeta: Double, duration time: Double, velocity v: Double, threshold: Double
    ) -> (value: Double, derivative: Double) {
        if zeta >= 1 {
            let decay = exp(-omega * time)
            let difference = omega - v
            let offset = difference < 0 ? threshold : -threshold
            return ((difference * time + 1) * decay + offset, -time * time * difference * decay)
        }
        let root = (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * time)
        // g(ω) = a(ω)·e^(−ζωT) with a(ω) = (ζω − v) / (√(1−ζ²)·ω).
        let coefficient = (zeta * omega - v) / (root * omega)
        let g = coefficient * decay
        let dg = decay * (v / (root * omega * omega) - zeta * time * coefficient)
        let sign: Double = g < 0 ? -1 : 1
        return (abs(g) - threshold, sign * dg)
    }

    /// UIKit's 12 Newton steps from ω = 5/T. A step is skipped when it would not be finite
    /// (a zero derivative), which UIKit does not guard against.
    static func naturalFrequency(dampingRatio zeta: Double, duration time: Double, velocity: Double, threshold: Double) -> Double {
        var omega = 5 / time
        for _ in 0..<12 {
            let (value, derivative) = residual(
                omega: omega, dampingRatio: zeta, duration: time, velocity: velocity, threshold: threshold)
            let next = omega - value / derivative
            guard next.isFinite else { break }
            omega = next
        }
        return omega
    }
}
