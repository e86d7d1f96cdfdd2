import Foundation

/// The motion of a damped spring, `m·x″ + c·x′ + k·x = 0`, as normalised animation progress.
///
/// Progress `p = 1 − x` starts at 0 with velocity `initialVelocity` and tends to 1. The closed forms are
/// the textbook solutions of the damped harmonic oscillator, with B = ζω − v, decay rate ζω and ω_d = ω√(1−ζ²):
/// - under-damped (ζ < 1): `p(t) = 1 − e^(−ζωt)·[cos(ω_d t) + B·sin(ω_d t)/ω_d]`
/// - critically damped (ζ = 1): `p(t) = 1 − e^(−ωt)·(1 + B·t)`
/// - over-damped (ζ > 1): `p(t) = 1 − e^(−ζωt)·[cosh(ω_o t) + B·sinh(ω_o t)/ω_o]`, ω_o = ω√(ζ²−1)
///
/// Requires `mass > 0`, `stiffness ≥ 0` and `damping ≥ 0`.
public struct SpringCurve: Hashable, Sendable {
    /// The mass m (CASpringAnimation's default is 1).
    public var mass: Double
    /// The spring constant k.
    public var stiffness: Double
    /// The damping coefficient c.
    public var damping: Double
    /// The initial velocity in units of the total distance per second (UIKit's meaning): 1 covers the
    /// whole distance in one second; positive values move towards the target.
    public var initialVelocity: Double

    /// A spring with the given physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// ζ = c / (2√(m·k)): below 1 the spring overshoots, at 1 it is critically damped.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// ω = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The decay rate ζω = c / 2m.
    private var decayRate: Double { damping / (2 * mass) }

    /// (ζω)² − ω² = ω²(ζ² − 1): negative when under-damped, positive when over-damped.
    private var discriminant: Double { decayRate * decayRate - stiffness / mass }

    /// B = ζω − v, the coefficient of the sine-like term of the displacement.
    private var sineCoefficient: Double { decayRate - initialVelocity }

    /// The two basis solutions scaled by the decay, (e^(−ζωt)·C(t), e^(−ζωt)·S(t)), with C(0) = 1,
    /// C′ = δ·S, S(0) = 0, S′ = C, where δ is the discriminant. Over-damped springs use exponentials
    /// for large arguments so that nothing overflows.
    private func basis(_ t: Double) -> (c: Double, s: Double) {
        let a = decayRate, delta = discriminant
        if delta < 0 {
            let wd = (-delta).squareRoot()
            let e = exp(-a * t)
            return (e * cos(wd * t), e * sin(wd * t) / wd)
        }
        if delta == 0 {
            let e = exp(-a * t)
            return (e, e * t)
        }
        let wo = delta.squareRoot()
        if wo * t <= 1 {
            let e = exp(-a * t)
            return (e * cosh(wo * t), e * sinh(wo * t) / wo)
        }
        // Roots r1 = −(a − wo) (the slow one, written without cancellation) and r2 = −(a + wo).
        let e1 = exp(-(stiffness / mass) / (a + wo) * t), e2 = exp(-(a + wo) * t)
        return ((e1 + e2) / 2, (e1 - e2) / (2 * wo))
    }

    /// The normalised progress at `t` seconds: 0 at t = 0, tending to 1. Times before 0 give 0.
    public func value(at t: Double) -> Double {
        let (c, s) = basis(Swift.max(t, 0))
        return 1 - (c + sineCoefficient * s)
    }

    /// The rate of change of the progress at `t` seconds, in units of the total distance per second;
    /// `initialVelocity` at t = 0 and for earlier times.
    public func velocity(at t: Double) -> Double {
        let (c, s) = basis(Swift.max(t, 0))
        let b = sineCoefficient
        // x = C̃ + B·S̃ and x′ = −ζω·x + δ·S̃ + B·C̃; progress velocity is −x′.
        let displacement = c + b * s
        return decayRate * displacement - discriminant * s - b * c
    }

    /// An upper bound on the displacement |1 − p(t)|: the decay times the sum of the absolute values of
    /// the two terms' bounds, `e^(−ζωt)·(1 + |B|·min(t, 1/ω_d))` (under-damped, since |sin(ω_d t)| ≤
    /// min(ω_d t, 1)), `e^(−ωt)·(1 + |B|·t)` (critical) or `e^(−ζωt)·(cosh(ω_o t) + |B|·sinh(ω_o t)/ω_o)`
    /// (over-damped). It is continuous in ζ and rises at most once, then decays.
    public func envelope(at t: Double) -> Double {
        let t = Swift.max(t, 0), a = decayRate, delta = discriminant, b = abs(sineCoefficient)
        if delta < 0 {
            return exp(-a * t) * (1 + b * Swift.min(t, 1 / (-delta).squareRoot()))
        }
        let (c, s) = basis(t)
        return c + b * s
    }

    /// The time at which the envelope peaks (0 when it only decays).
    private var envelopePeak: Double {
        let a = decayRate, delta = discriminant, b = abs(sineCoefficient)
        if delta <= 0 {
            // (1 + b·t)·e^(−a·t) peaks at 1/a − 1/b; the under-damped envelope decays after 1/ω_d.
            guard b > a else { return 0 }
            let peak = 1 / a - 1 / b
            return delta < 0 ? Swift.min(peak, 1 / (-delta).squareRoot()) : peak
        }
        // Over-damped: E = c1·e^(r1·t) + c2·e^(r2·t) with c1 = (1 + b/wo)/2 > 0; a peak needs c2 < 0.
        let wo = delta.squareRoot()
        let c1 = (1 + b / wo) / 2, c2 = (1 - b / wo) / 2
        let r1 = -(stiffness / mass) / (a + wo), r2 = -(a + wo)
        guard c2 < 0, r1 < 0 else { return 0 }
        return Swift.max(0, log((-c2 * r2) / (c1 * r1)) / (2 * wo))
    }

    /// The settling time: the last time the ``envelope(at:)`` exceeds `threshold` (a fraction of the
    /// distance), so that |1 − p(t)| ≤ threshold at every later time.
    ///
    /// Because the envelope bounds the displacement from above, this is at or after the last time
    /// |1 − p| itself exceeds the threshold (at most about one oscillation later). For
    /// CASpringAnimation's documented example (mass 1, stiffness 100, damping 5: "approximately
    /// 2.85 seconds") it gives 2.855 s. Infinite for a spring that does not decay (no damping, or no
    /// stiffness); 0 when the threshold is at least 1.
    public func settlingDuration(threshold: Double = 0.001) -> Double {
        let a = decayRate
        let slowRate = discriminant > 0 ? (stiffness / mass) / (a + discriminant.squareRoot()) : a
        var low = envelopePeak
        guard envelope(at: low) > threshold else { return 0 }
        guard slowRate > 0, slowRate.isFinite else { return .infinity }
        // The envelope decreases after its peak; bracket the crossing, then bisect.
        var step = 1 / slowRate
        var high = low + step
        while envelope(at: high) > threshold {
            low = high
            step *= 2
            high += step
            guard high.isFinite else { return .infinity }
        }
        for _ in 0..<200 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if envelope(at: mid) > threshold { low = mid } else { high = mid }
        }
        return high
    }
}
