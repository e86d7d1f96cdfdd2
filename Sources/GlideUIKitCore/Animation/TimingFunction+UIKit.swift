import Foundation
import GlideQuartzCore

// The timing functions of UIKit's curves and timing parameters (the engine's block animations and
// property animators run them through Core Animation's ``TimingFunction``).
extension TimingFunction {
    /// The timing function for a UIKit curve.
    public init(_ curve: UIView.AnimationCurve) {
        self = curve == .linear ? .linear : .cubic(UICubicTimingParameters(animationCurve: curve).curve)
    }

    /// The timing function for timing parameters run over `duration` seconds.
    public init(_ parameters: any UITimingCurveProvider, duration: Double) {
        if let spring = parameters.springTimingParameters {
            self = .spring(spring.curve(forDuration: duration))
        } else if let cubic = parameters.cubicTimingParameters {
            self = .cubic(cubic.curve)
        } else {
            self = .linear
        }
    }
}
