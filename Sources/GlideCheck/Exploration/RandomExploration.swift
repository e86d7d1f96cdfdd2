import Foundation
import GlideClock

/// Seeded random scenarios: what a user's hand does to an interactive transition when nobody plans it.
///
/// Run `i` of seed `s` picks a style from the subject's styles, one of its operations, whether an
/// interactor drives it, and ``steps`` random steps: `update(p)` (p mostly in [0, 1], drifting as a
/// finger does, sometimes beyond either end), `finish`, `cancel`, `pause`, `wait(t)` (0 to 0.5 s:
/// pauses at random times) and now and then a `completionSpeed`. The same seed and run always give
/// the same scenario, on every machine (``SplitMix64`` uses only IEEE arithmetic).
public struct RandomExploration: Sendable, Hashable {
    /// The seed of the whole exploration.
    public var seed: UInt64
    /// Steps per interactive scenario (before and after the start together).
    public var steps: Int
    /// The styles to draw from.
    public var styles: [CheckStyle]

    public init(seed: UInt64, steps: Int = 50, styles: [CheckStyle] = CheckStyle.standardSceneStyles) {
        self.seed = seed
        self.steps = steps
        self.styles = styles
    }

    /// Where run `run` of `seed` comes from, as reports print it: "seed 7 run 12".
    public static func origin(seed: UInt64, run: Int) -> String { "seed \(seed) run \(run)" }

    /// The scenarios of runs 0 ..< `runs`.
    public func scenarios(runs: Int) -> [Scenario] { (0..<max(0, runs)).map { scenario(run: $0) } }

    /// Scenario number `run`: a function of ``seed`` and `run` alone.
    public func scenario(run: Int) -> Scenario {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: run) &* 0xD1B5_4A32_D192_ED03))
        var rng = SplitMix64(seed: mixer.next())
        let style = styles.isEmpty ? CheckStyle.custom : styles[rng.integer(0...(styles.count - 1))]
        let operations = style.operations
        let operation = operations[rng.integer(0...(operations.count - 1))]
        let origin = Self.origin(seed: seed, run: run)
        guard rng.unit() < 0.85 else {
            return Scenario("random", operation: operation, style: style, interactive: false, origin: origin)
        }
        let wantsInteractiveStart = rng.unit() < 0.8
        let total = max(0, steps)
        let beforeCount = rng.unit() < 0.1 ? min(total, rng.integer(1...3)) : 0
        var walk = RandomWalk()
        let beforeStart = (0..<beforeCount).map { _ in walk.step(rng: &rng) }
        let after = (0..<(total - beforeCount)).map { _ in walk.step(rng: &rng) }
        return Scenario(
            "random", operation: operation, style: style, interactive: true, wantsInteractiveStart: wantsInteractiveStart,
            beforeStart: beforeStart, steps: after, origin: origin)
    }
}

/// The gesture's percent as a finger moves it: a walk in [0, 1] with jumps and excursions beyond the ends.
private struct RandomWalk {
    var percent = 0.0

    mutating func step(rng: inout SplitMix64) -> Step {
        let roll = rng.unit()
        switch roll {
        case ..<0.5: return .update(nextPercent(rng: &rng))
        case ..<0.62: return .wait(rounded(rng.uniform(0...0.5), places: 2))
        case ..<0.72: return .finish
        case ..<0.82: return .cancel
        case ..<0.97: return .pause
        default:
            let speeds = [0.5, 1, 2, 0, -1, rounded(rng.uniform(0.25...3), places: 2)]
            return .completionSpeed(speeds[rng.integer(0...(speeds.count - 1))])
        }
    }

    /// Mostly a drift of up to ±0.15, sometimes a jump anywhere in [0, 1], sometimes up to 0.5 beyond an end.
    private mutating func nextPercent(rng: inout SplitMix64) -> Double {
        let kind = rng.unit()
        if kind < 0.75 {
            percent = min(1, max(0, percent + rng.uniform(-0.15...0.15)))
        } else if kind < 0.9 {
            percent = rng.unit()
        } else {
            let beyond = rng.uniform(0...0.5)
            return rounded(rng.unit() < 0.5 ? -beyond : 1 + beyond, places: 3)
        }
        percent = rounded(percent, places: 3)
        return percent
    }
}

/// `value` rounded to `places` decimals.
func rounded(_ value: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}
