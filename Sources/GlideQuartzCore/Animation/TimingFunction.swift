import Foundation
/// How an animation's progress follows its time: linear, a cubic Bézier, or a spring.
public enum TimingFunction: Sendable {
    case linear
    case cubic(CubicTimingCurve)
    /// A spring solved or given for the animation; progress is evaluated in seconds.
    case spring(SpringCurve)

    /// Progress (may overshoot 1 for a spring) at `fraction` of an animation lasting `duration` seconds.
    @inlinable
    @discardableResult
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        switch self {
        case .linear:
            return fraction
        case .cubic(let c):
            return c.progress(atTimeFraction: fraction)
        case .spring(let s):
            if fraction >= 1 { return 1 }
            return s.value(at: fraction * duration)
        }
    }
}
