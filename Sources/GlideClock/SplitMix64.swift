/// A small, fast, seeded pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014): with the
/// clocks, the other thing a deterministic run must own.
///
/// The trace synthesizer and the checker's random exploration draw every random number from one of
/// these, so the same seed gives the same numbers on every run and every machine. The helpers below use only IEEE arithmetic (no `log`,
/// `cos` or other libm functions whose last bit may differ between C libraries), so the derived
/// values are reproducible too.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1), with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform value in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// An approximately normal value with mean 0 and standard deviation `sigma`: the Irwin-Hall
    /// sum of four uniforms, rescaled (bounded at ±3.46 σ, which suits sensor noise).
    public mutating func gaussian(sigma: Double) -> Double {
        let sum = unit() + unit() + unit() + unit()
        // Four uniforms: mean 2, variance 4/12; 1 / sqrt(1/3) = sqrt(3).
        return (sum - 2) * 1.7320508075688772 * sigma
    }

    /// A uniform integer in `range` (by remainder: the bias is below 2^-40 for small ranges, and
    /// unlike `Int.random(in:using:)` the mapping cannot change with the standard library).
    public mutating func integer(_ range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % count)
    }
}
