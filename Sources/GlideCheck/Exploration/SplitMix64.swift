/// A small, fast, seeded pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014): random
/// exploration's source of numbers, the same sequence for a seed on every run and every machine.
///
/// The same generator as GlideInput's trace synthesizer (so seeds printed before the checker stood
/// alone give the same scenarios), kept here so that the checker does not depend on the input layer.
/// Only IEEE arithmetic, no libm functions whose last bit may differ between C libraries.
struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1), with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform value in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A uniform integer in `range` (by remainder, so that the mapping cannot change with the standard library).
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % count)
    }
}
