import Foundation
/// How an animation's progress follows its time: linear, a cubic Bézier, or a spring.
public enum TimingFunction: Sendable {
    case linear
    case cubic(UICubicTimingParameters)
    /// A spring solved or given for the animation; progress is evaluated in seconds.
    case spring(SpringCurve)

    /// Progress (may overshoot 1 for a spring) at `fraction` of an animation lasting `duration` seconds.
    @inlinable
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

    /// The timing function for a UIKit curve.
    public init(_ curve: UIView.AnimationCurve) {
        self = curve == .linear ? .linear : .cubic(UICubicTimingParameters(animationCurve: curve))
    }

    /// The timing function for timing parameters run over `duration` seconds.
    public init(_ parameters: any UITimingCurveProvider, duration: Double) {
        if let spring = parameters.springTimingParameters {
            self = .spring(spring.curve(forDuration: duration))
        } else if let cubic = parameters.cubicTimingParameters {
            self = .cubic(cubic)
        } else {
            self = .linear
        }
    }
}
