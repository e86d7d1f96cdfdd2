import ArgumentParser

/// The ranges numeric options accept. Each range is in the option's help, and a value outside it is a
/// usage error that names the option, the value and the range (exit status 2). Numeric options are parsed
/// `.unconditional`, so that `--runs -5` reaches this check instead of reading as a missing value.
enum OptionRange {
    /// Throws the usage error for `value` outside `range`: `--runs -5: must be from 0 to 100000`,
    /// `--rate 1000: must be from 80 to 140 Hz`.
    static func check<T: Comparable>(_ value: T, in range: ClosedRange<T>, _ option: String, _ unit: String = "") throws {
        guard range.contains(value) else {
            let unit = unit.isEmpty ? "" : " \(unit)"
            throw ValidationError("\(option) \(text(value)): must be from \(text(range.lowerBound)) to \(text(range.upperBound))\(unit)")
        }
    }

    /// A number as a person writes it: `1000`, not `1000.0`.
    static func text<T>(_ value: T) -> String {
        if let double = value as? Double, double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return "\(value)"
    }

    /// A random seed: a whole number from 0 to 2⁶⁴ − 1 (a transform for `@Option`, so that `--seed -1` says so).
    static func seed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text) else { throw ValidationError("must be a whole number from 0 to \(UInt64.max)") }
        return value
    }

    /// The random sequences `glide check` runs, at most: each is `--steps` scenarios long.
    static let checkRuns = 0...100_000
    /// Steps per random sequence, at most (the recorder keeps every step's snapshot: 10,000 steps of the
    /// reference scenes are about 100 MB).
    static let checkSteps = 1...10_000
    /// Views `glide bench animation` animates, at most.
    static let benchViews = 1...100_000
    /// Repetitions of a benchmark, at most.
    static let benchRuns = 1...10_000
}
