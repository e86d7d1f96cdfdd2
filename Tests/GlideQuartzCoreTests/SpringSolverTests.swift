import Foundation
import Testing
import GlideCoreGraphics
@testable import GlideQuartzCore

/// The (damping ratio, duration) pairs the project's issue asks about.
private let pairs: [(Double, Double)] = [(0.5, 1.0), (0.8, 0.7), (0.7, 0.5), (1.0, 0.3)]

/// UIKit's measure of "not yet settled" at time t, written out independently of the solver: the
/// displacement for ζ = 1, the amplitude of the sine term for ζ < 1.
private func uikitMeasure(dampingRatio zeta: Double, omega: Double, velocity v: Double, at t: Double) -> Double {
    if zeta >= 1 { return abs(((omega - v) * t + 1) * exp(-omega * t)) }
    return abs((zeta * omega - v) / ((1 - zeta * zeta).squareRoot() * omega)) * exp(-zeta * omega * t)
}

@Suite struct SpringSolverTests {
    @Test(arguments: pairs)
    func settlesAtTheDurationAndNotBefore(zeta: Double, duration: Double) {
        let (k, c) = SpringSolver.parameters(dampingRatio: zeta, duration: duration)
        let omega = k.squareRoot()
        #expect(abs(c / (2 * omega) - zeta) < 1e-12, "damping = 2ζω with m = 1")
        // UIKit's defining property: exactly at the threshold at t = duration...
        #expect(abs(uikitMeasure(dampingRatio: zeta, omega: omega, velocity: 0, at: duration) - 0.001) < 1e-12)
        // ...and well above it at 0.9 × duration (the measure shrinks by e^(−0.1ζωT) ≈ 1/2 in that time).
        #expect(uikitMeasure(dampingRatio: zeta, omega: omega, velocity: 0, at: 0.9 * duration) > 0.0015)
        let curve = SpringCurve(stiffness: k, damping: c)
        // The real displacement at T is bounded by the cosine and sine terms together.
        let displacement = abs(1 - curve.value(at: duration))
        let decay = exp(-zeta * omega * duration)
        #expect(displacement <= (decay * decay + 0.001 * 0.001).squareRoot() + 1e-12)
        if zeta == 1 { #expect(abs(displacement - 0.001) < 1e-12) }
        // The spring really is still moving by more than the threshold between 0.5 T and 0.9 T.
        let latest = stride(from: 0.5 * duration, through: 0.9 * duration, by: duration / 1000)
            .map { abs(1 - curve.value(at: $0)) }.max() ?? 0
        #expect(latest > 0.001)
        #expect(curve.envelope(at: 0.9 * duration) > 0.001)
    }

    @Test(arguments: pairs)
    func matchesTheClosedFormWithoutVelocity(zeta: Double, duration: Double) {
        let omega = SpringSolver.parameters(dampingRatio: zeta, duration: duration).stiffness.squareRoot()
        let expected: Double
        if zeta < 1 {
            // (ζ / √(1−ζ²))·e^(−ζωT) = 0.001.
            expected = log(zeta / ((1 - zeta * zeta).squareRoot() * 0.001)) / (zeta * duration)
        } else {
            // (u + 1)·e^(−u) = 0.001 with u = ωT, by bisection on its decreasing branch.
            var low = 1.0, high = 50.0
            for _ in 0..<200 {
                let mid = (low + high) / 2
                if (mid + 1) * exp(-mid) > 0.001 { low = mid } else { high = mid }
            }
            expected = low / duration
        }
        #expect(abs(omega / expected - 1) < 1e-9, "ω = \(omega), expected \(expected)")
    }

    @Test(arguments: pairs, [0.5, -1.0, 3.0])
    func convergesWithInitialVelocity(pair: (Double, Double), velocity: Double) {
        let (zeta, duration) = pair
        let (k, c) = SpringSolver.parameters(dampingRatio: zeta, duration: duration, initialVelocity: velocity)
        let omega = k.squareRoot()
        #expect(abs(c - 2 * zeta * omega) < 1e-9)
        #expect(abs(uikitMeasure(dampingRatio: zeta, omega: omega, velocity: velocity, at: duration) - 0.001) < 1e-10)
        #expect(uikitMeasure(dampingRatio: zeta, omega: omega, velocity: velocity, at: 0.9 * duration) > 0.001)
    }

    @Test func sineTermMeasureIgnoresTheCosineTerm() {
        // A quirk of UIKit's equation kept on purpose: with a strong initial velocity the solver can land
        // where ζω ≈ v, so the sine term vanishes although the cosine term has not decayed.
        let (k, c) = SpringSolver.parameters(dampingRatio: 0.5, duration: 1, initialVelocity: 2)
        let curve = SpringCurve(stiffness: k, damping: c, initialVelocity: 2)
        #expect(abs(uikitMeasure(dampingRatio: 0.5, omega: k.squareRoot(), velocity: 2, at: 1) - 0.001) < 1e-12)
        #expect(abs(1 - curve.value(at: 1)) > 0.1)
    }

    @Test func clampsLikeUIKit() {
        func same(_ a: (stiffness: Double, damping: Double), _ b: (stiffness: Double, damping: Double)) -> Bool {
            a.stiffness == b.stiffness && a.damping == b.damping
        }
        #expect(same(SpringSolver.parameters(dampingRatio: 1.5, duration: 0.4), SpringSolver.parameters(dampingRatio: 1, duration: 0.4)))
        #expect(same(SpringSolver.parameters(dampingRatio: 0, duration: 0.4), SpringSolver.parameters(dampingRatio: 1.1920929e-7, duration: 0.4)))
        #expect(same(SpringSolver.parameters(dampingRatio: 0.6, duration: 20), SpringSolver.parameters(dampingRatio: 0.6, duration: 10)))
        #expect(same(SpringSolver.parameters(dampingRatio: 0.6, duration: 0.001), SpringSolver.parameters(dampingRatio: 0.6, duration: 0.01)))
        #expect(!same(SpringSolver.parameters(dampingRatio: 0.6, duration: 0.5), SpringSolver.parameters(dampingRatio: 0.6, duration: 0.6)))
    }

    @Test func massScalesStiffnessAndDamping() {
        let one = SpringSolver.parameters(dampingRatio: 0.7, duration: 0.5)
        let three = SpringSolver.parameters(dampingRatio: 0.7, duration: 0.5, mass: 3)
        #expect(abs(three.stiffness - 3 * one.stiffness) < 1e-9 && abs(three.damping - 3 * one.damping) < 1e-9)
    }

    @Test func thresholdShapesTheSpring() {
        // A looser threshold needs a softer spring.
        let loose = SpringSolver.parameters(dampingRatio: 0.8, duration: 0.7, threshold: 0.01)
        let strict = SpringSolver.parameters(dampingRatio: 0.8, duration: 0.7)
        #expect(loose.stiffness < strict.stiffness)
        let omega = loose.stiffness.squareRoot()
        #expect(abs(uikitMeasure(dampingRatio: 0.8, omega: omega, velocity: 0, at: 0.7) - 0.01) < 1e-12)
    }
}
