import Foundation
import Testing
@testable import GlideUIKitCore

/// An independent reference: the Bézier's y at the x given, by plain bisection on t to full precision.
private func referenceProgress(_ p1: CGPoint, _ p2: CGPoint, _ x: Double) -> Double {
    func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(p1.x, p2.x, mid) < x { low = mid } else { high = mid }
    }
    return bezier(p1.y, p2.y, (low + high) / 2)
}

private let samples = (0...1000).map { Double($0) / 1000 }

@Suite struct TimingCurvesTests {
    @Test(arguments: UIView.AnimationCurve.allCases)
    func endpointsAndMonotonicity(curve: UIView.AnimationCurve) {
        let timing = UICubicTimingParameters(animationCurve: curve)
        #expect(timing.progress(atTimeFraction: 0) == 0)
        #expect(timing.progress(atTimeFraction: 1) == 1)
        // Time fractions are clamped to [0, 1].
        #expect(timing.progress(atTimeFraction: -0.5) == 0)
        #expect(timing.progress(atTimeFraction: 1.5) == 1)
        var previous = 0.0
        for x in samples {
            let y = timing.progress(atTimeFraction: x)
            #expect(y >= previous, "\(curve) decreases at \(x)")
            previous = y
        }
    }

    @Test func easeInOutIsSymmetric() {
        let timing = UICubicTimingParameters()
        for x in samples {
            let sum = timing.progress(atTimeFraction: x) + timing.progress(atTimeFraction: 1 - x)
            #expect(abs(sum - 1) < 1e-9, "at \(x)")
        }
    }

    @Test func linearIsTheIdentity() {
        let timing = UICubicTimingParameters(animationCurve: .linear)
        for x in samples {
            #expect(abs(timing.progress(atTimeFraction: x) - x) < 1e-12)
        }
    }

    @Test func knownValues() {
        let easeInOut = UICubicTimingParameters()
        #expect(abs(easeInOut.progress(atTimeFraction: 0.25) - 0.129) < 5e-4)
        #expect(abs(easeInOut.progress(atTimeFraction: 0.5) - 0.5) < 1e-12)
        // easeIn lags and easeOut leads the linear curve.
        #expect(UICubicTimingParameters(animationCurve: .easeIn).progress(atTimeFraction: 0.5) < 0.35)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).progress(atTimeFraction: 0.5) > 0.65)
    }

    @Test func accurateAgainstBisection() {
        let curves: [(CGPoint, CGPoint)] = UIView.AnimationCurve.allCases.map(\.controlPoints) + [
            (CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1)),  // vertical tangent at the start
            (CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0)),  // flat start, steep end
            (CGPoint(x: 0.68, y: -0.55), CGPoint(x: 0.265, y: 1.55)),  // "back" easing, y leaves [0, 1]
            (CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)),  // CSS "ease"
        ]
        for (p1, p2) in curves {
            let timing = UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2)
            // The open interval: the endpoints are exact by construction, and at x = 1 with a vertical tangent
            // the reference's own bisection cannot resolve t.
            for x in samples.dropFirst().dropLast() + [1e-9, 1e-6, 0.999_999] {
                let error = abs(timing.progress(atTimeFraction: x) - referenceProgress(p1, p2, x))
                #expect(error < 1e-7, "\(p1) \(p2) at \(x): error \(error)")
            }
        }
    }

    @Test func providerAndProperties() {
        let builtin = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(builtin.timingCurveType == .builtin && builtin.animationCurve == .easeOut)
        #expect(builtin.controlPoint1 == CGPoint(x: 0, y: 0) && builtin.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(builtin.cubicTimingParameters === builtin && builtin.springTimingParameters == nil)
        let defaults = UICubicTimingParameters()
        #expect(defaults.animationCurve == .easeInOut && defaults.controlPoint1 == CGPoint(x: 0.42, y: 0))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        #expect(custom.timingCurveType == .cubic && custom.animationCurve == .easeIn)
        // Control point x is clamped so that the curve stays a function of time.
        let clamped = UICubicTimingParameters(controlPoint1: CGPoint(x: -1, y: 0.5), controlPoint2: CGPoint(x: 3, y: 0.5))
        #expect(clamped.controlPoint1 == CGPoint(x: 0, y: 0.5) && clamped.controlPoint2 == CGPoint(x: 1, y: 0.5))
        let provider: any UITimingCurveProvider = custom
        #expect(provider.cubicTimingParameters === custom)
    }
}
