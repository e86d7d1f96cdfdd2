import Foundation
import Testing
import GlideCoreGraphics
@testable import GlideQuartzCore

/// Fourth-order Runge–Kutta integration of m·x″ + c·x′ + k·x = 0 from x = 1, x′ = −v (x = 1 − progress).
/// Calls `visit(t, progress, velocity)` at every step.
private func integrate(_ s: SpringCurve, until end: Double, step h: Double = 1e-4, visit: (Double, Double, Double) -> Void) {
    func acceleration(_ x: Double, _ y: Double) -> Double { -(s.damping * y + s.stiffness * x) / s.mass }
    var x = 1.0, y = -s.initialVelocity
    let steps = Int((end / h).rounded())
    visit(0, 0, s.initialVelocity)
    for n in 1...steps {
        let k1x = y, k1y = acceleration(x, y)
        let k2x = y + h / 2 * k1y, k2y = acceleration(x + h / 2 * k1x, y + h / 2 * k1y)
        let k3x = y + h / 2 * k2y, k3y = acceleration(x + h / 2 * k2x, y + h / 2 * k2y)
        let k4x = y + h * k3y, k4y = acceleration(x + h * k3x, y + h * k3y)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
        visit(Double(n) * h, 1 - x, -y)
    }
}

/// The largest differences between the closed form and the integration, in progress and in velocity.
private func worstError(_ s: SpringCurve, until end: Double) -> (value: Double, velocity: Double) {
    var worst = (value: 0.0, velocity: 0.0)
    integrate(s, until: end) { t, p, v in
        worst.value = max(worst.value, abs(s.value(at: t) - p))
        worst.velocity = max(worst.velocity, abs(s.velocity(at: t) - v))
    }
    return worst
}

private let pairs: [(Double, Double)] = [(0.5, 1.0), (0.8, 0.7), (0.7, 0.5), (1.0, 0.3)]

@Suite struct SpringCurveTests {
    @Test(arguments: pairs, [0.0, 1.5, -2.0])
    func uikitSpringsMatchNumericalIntegration(pair: (Double, Double), velocity: Double) {
        let (zeta, duration) = pair
        let (k, c) = SpringSolver.parameters(dampingRatio: zeta, duration: duration, initialVelocity: velocity)
        let curve = SpringCurve(stiffness: k, damping: c, initialVelocity: velocity)
        let error = worstError(curve, until: 2 * duration)
        #expect(error.value < 1e-6, "progress error \(error.value)")
        #expect(error.velocity < 1e-6, "velocity error \(error.velocity)")
    }

    @Test(arguments: [
        SpringCurve(stiffness: 100, damping: 30),  // ζ = 1.5
        SpringCurve(stiffness: 100, damping: 30, initialVelocity: 4),
        SpringCurve(stiffness: 100, damping: 200, initialVelocity: -3),  // ζ = 10
        SpringCurve(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2),  // UIKit's default, ζ ≈ 4.56
        SpringCurve(stiffness: 100, damping: 5),  // CASpringAnimation's settling example, ζ = 0.25
        SpringCurve(stiffness: 100, damping: 20, initialVelocity: 8),  // exactly critical
    ])
    func otherSpringsMatchNumericalIntegration(curve: SpringCurve) {
        let error = worstError(curve, until: 3)
        #expect(error.value < 1e-6, "progress error \(error.value)")
        #expect(error.velocity < 1e-6, "velocity error \(error.velocity)")
    }

    @Test func nearCriticalIsContinuous() {
        for factor in [1 - 1e-9, 1 + 1e-9, 1 - 1e-13, 1 + 1e-13] {
            for v in [0.0, 3.0, -5.0] {
                let s = SpringCurve(stiffness: 400, damping: 40 * factor, initialVelocity: v)
                for t in stride(from: 0.0, through: 1.0, by: 0.01) {
                    let critical = 1 - (1 + (20 - v) * t) * exp(-20 * t)
                    #expect(abs(s.value(at: t) - critical) < 1e-7, "ζ factor \(factor) v \(v) t \(t)")
                }
            }
        }
    }

    @Test func startAndEnd() {
        let s = SpringCurve(stiffness: 200, damping: 10, initialVelocity: 1.5)
        #expect(s.value(at: 0) == 0 && s.value(at: -1) == 0)
        #expect(abs(s.velocity(at: 0) - 1.5) < 1e-12)
        #expect(abs(s.value(at: 20) - 1) < 1e-12 && abs(s.velocity(at: 20)) < 1e-12)
        #expect(abs(s.dampingRatio - 10 / (2 * 200.0.squareRoot())) < 1e-15)
        #expect(abs(s.naturalFrequency - 200.0.squareRoot()) < 1e-15)
        // Over-damped springs far into their tail stay finite.
        let stiff = SpringCurve(stiffness: 1, damping: 2000)
        #expect(stiff.value(at: 1000).isFinite && stiff.velocity(at: 1000).isFinite)
        #expect(stiff.value(at: 1e6) > 0.999)
    }

    @Test func velocityIsTheDerivative() {
        for s in [SpringCurve(stiffness: 150, damping: 6, initialVelocity: -1),
                  SpringCurve(stiffness: 150, damping: 60, initialVelocity: 2),
                  SpringCurve(stiffness: 100, damping: 20)] {
            for t in stride(from: 0.01, through: 2, by: 0.07) {
                let h = 1e-6
                let numeric = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
                #expect(abs(numeric - s.velocity(at: t)) < 1e-6)
            }
        }
    }

    @Test func caSpringAnimationSettlingExample() {
        // "With a damping coefficient of 5, the settling duration is approximately 2.85 seconds"
        // (mass 1, stiffness 100). The envelope definition gives 2.855 s; the last time |1 − p| itself
        // exceeds 0.001 is earlier, about 2.69 s.
        let s = SpringCurve(stiffness: 100, damping: 5)
        let settle = s.settlingDuration()
        #expect(abs(settle - 2.85) < 0.01, "settling \(settle)")
        #expect(abs(s.envelope(at: settle) - 0.001) < 1e-12)
        var lastExceeding = 0.0
        for t in stride(from: 0.0, through: settle + 5, by: 1e-4) where abs(1 - s.value(at: t)) > 0.001 {
            lastExceeding = t
        }
        #expect(lastExceeding <= settle)
        // Not settled long before: within one oscillation period (2π/ω_d ≈ 0.65 s) of the settling time.
        #expect(settle - lastExceeding < 2 * Double.pi / (100 - 6.25).squareRoot())
        #expect(abs(lastExceeding - 2.69) < 0.01)
    }

    @Test func envelopeBoundsTheDisplacement() {
        let springs = [
            SpringCurve(stiffness: 100, damping: 5), SpringCurve(stiffness: 100, damping: 5, initialVelocity: 30),
            SpringCurve(stiffness: 100, damping: 20, initialVelocity: -10), SpringCurve(stiffness: 100, damping: 20, initialVelocity: 50),
            SpringCurve(stiffness: 100, damping: 60, initialVelocity: 40), SpringCurve(mass: 3, stiffness: 1000, damping: 500),
            SpringCurve(stiffness: 100, damping: 19.99, initialVelocity: 25),
        ]
        for s in springs {
            for t in stride(from: 0.0, through: 6, by: 0.001) {
                #expect(abs(1 - s.value(at: t)) <= s.envelope(at: t) + 1e-12, "\(s) at \(t)")
            }
            let settle = s.settlingDuration()
            #expect(abs(s.envelope(at: settle) - 0.001) < 1e-12)
            for t in stride(from: settle, through: settle + 4, by: 0.001) {
                #expect(abs(1 - s.value(at: t)) <= 0.001 + 1e-12)
            }
        }
    }

    @Test func criticalSettlingIsExact() {
        // For a critically damped spring without opposing velocity the envelope is the displacement itself,
        // so a spring solved for 0.3 s settles at exactly 0.3 s.
        let (k, c) = SpringSolver.parameters(dampingRatio: 1, duration: 0.3)
        #expect(abs(SpringCurve(stiffness: k, damping: c).settlingDuration() - 0.3) < 1e-9)
    }

    @Test func degenerateSettling() {
        #expect(SpringCurve(stiffness: 100, damping: 0).settlingDuration() == .infinity)
        #expect(SpringCurve(stiffness: 0, damping: 10).settlingDuration() == .infinity)
        #expect(SpringCurve(stiffness: 100, damping: 5).settlingDuration(threshold: 1) == 0)
        #expect(SpringCurve(stiffness: 100, damping: 5).settlingDuration(threshold: 0.01) < SpringCurve(stiffness: 100, damping: 5).settlingDuration())
    }
}
