import Foundation

/// A count of ticks of a `CMTime`.
public typealias CMTimeValue = Int64
/// The ticks per second of a `CMTime`.
public typealias CMTimeScale = Int32
/// The epoch of a `CMTime` (loops of a timeline).
public typealias CMTimeEpoch = Int64

/// What a `CMTime` is: valid, rounded, infinite, indefinite (`CMTimeFlags`).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The time is valid; every other flag means nothing without it.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded when made from another value.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// Positive infinity.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// Negative infinity.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// Unknown (a live stream's duration).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The infinite and indefinite flags together.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as a rational number of seconds, `value / timescale` (Core Media's `CMTime`).
///
/// Two times are equal when they stand for the same instant (`1/1 == 600/600`), as `CMTimeCompare` has it; invalid
/// times are equal to each other and less than every valid one; negative infinity < numbers < positive infinity <
/// indefinite.
public struct CMTime: Hashable, Comparable, Sendable {
    /// The ticks.
    public var value: CMTimeValue
    /// The ticks per second.
    public var timescale: CMTimeScale
    /// Validity, rounding and infinity.
    public var flags: CMTimeFlags
    /// The epoch (0 for an ordinary time).
    public var epoch: CMTimeEpoch

    /// A time of `value / timescale` seconds (`CMTimeMake`); a timescale of 0 or less makes an invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// A time with all its fields given.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value; self.timescale = timescale; self.flags = flags; self.epoch = epoch
    }

    /// `seconds` at `preferredTimescale` ticks a second, rounded to the nearest tick (`CMTimeMakeWithSeconds`);
    /// infinities and NaN make the infinite and invalid times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 { self = .invalid; return }
        if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        let ticks = (seconds * Double(preferredTimescale)).rounded()
        guard abs(ticks) < 0x1p62 else { self = ticks > 0 ? .positiveInfinity : .negativeInfinity; return }
        var flags: CMTimeFlags = .valid
        if ticks != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
        self.init(value: CMTimeValue(ticks), timescale: preferredTimescale, flags: flags, epoch: 0)
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time (all zero).
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An unknown time (a live stream's duration).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Positive infinity.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Negative infinity.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// The time in seconds: NaN for an invalid or indefinite time, ±infinity for the infinite ones.
    public var seconds: Double {
        guard isValid else { return .nan }
        if flags.contains(.indefinite) { return .nan }
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        return Double(value) / Double(timescale)
    }

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is a number: valid, and neither infinite nor indefinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }

    /// The same time at another timescale, rounded to the nearest tick (`CMTimeConvertScale`).
    @discardableResult
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return self }
        let exact = Double(value) * Double(newTimescale) / Double(timescale)
        let ticks: Double
        switch method {
        case .roundTowardZero: ticks = exact.rounded(.towardZero)
        case .roundAwayFromZero: ticks = exact.rounded(.awayFromZero)
        case .roundTowardPositiveInfinity: ticks = exact.rounded(.up)
        case .roundTowardNegativeInfinity: ticks = exact.rounded(.down)
        default: ticks = exact.rounded()
        }
        var flags = self.flags
        if ticks != exact { flags.insert(.hasBeenRounded) }
        return CMTime(value: CMTimeValue(ticks), timescale: newTimescale, flags: flags, epoch: epoch)
    }

    /// The order `CMTimeCompare` gives: invalid < negative infinity < numbers < positive infinity < indefinite.
    private var rank: Int {
        if !isValid { return 0 }
        if flags.contains(.negativeInfinity) { return 1 }
        if flags.contains(.positiveInfinity) { return 3 }
        if flags.contains(.indefinite) { return 4 }
        return 2
    }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if rank == 2 {
            // Equal times hash alike: the reduced fraction and the epoch.
            let d = CMTime.gcd(abs(value), CMTimeValue(timescale))
            hasher.combine(epoch); hasher.combine(value / max(d, 1)); hasher.combine(CMTimeValue(timescale) / max(d, 1))
        }
    }

    static func gcd(_ a: CMTimeValue, _ b: CMTimeValue) -> CMTimeValue {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    static func compare(_ a: CMTime, _ b: CMTime) -> Int32 {
        if a.rank != b.rank { return a.rank < b.rank ? -1 : 1 }
        guard a.rank == 2 else { return 0 }
        if a.epoch != b.epoch { return a.epoch < b.epoch ? -1 : 1 }
        // value/timescale against value/timescale without overflow for ordinary times: cross-multiply in 128 bits.
        let l = a.value.multipliedFullWidth(by: CMTimeValue(b.timescale))
        let r = b.value.multipliedFullWidth(by: CMTimeValue(a.timescale))
        if l.high != r.high { return l.high < r.high ? -1 : 1 }
        if l.low != r.low { return l.low < r.low ? -1 : 1 }
        return 0
    }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
}

/// How `convertScale(_:method:)` rounds (`CMTimeRoundingMethod`).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardPositiveInfinity = 5
    case roundTowardNegativeInfinity = 6
    /// The default: half away from zero.
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// `value / timescale` seconds.
@discardableResult
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` at `preferredTimescale` (see ``CMTime/init(seconds:preferredTimescale:)``).
@discardableResult
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// The time in seconds (see ``CMTime/seconds``).
@discardableResult
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
/// -1, 0 or 1 as `time1` is before, at or after `time2` (see ``CMTime``'s order).
@discardableResult
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { CMTime.compare(time1, time2) }

/// The sum; at the timescales' least common multiple when both are numbers. Invalid with an invalid operand; infinite or indefinite
/// with such an operand (positive infinity plus negative infinity is invalid).
@discardableResult
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, sign: 1) }
/// The difference (see ``CMTimeAdd(_:_:)``).
@discardableResult
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, sign: -1) }

private func combine(_ a: CMTime, _ b: CMTime, sign: Int64) -> CMTime {
    guard a.isValid, b.isValid else { return .invalid }
    if a.isIndefinite || b.isIndefinite { return .indefinite }
    let bPositive = sign > 0 ? b.isPositiveInfinity : b.isNegativeInfinity
    let bNegative = sign > 0 ? b.isNegativeInfinity : b.isPositiveInfinity
    if (a.isPositiveInfinity && bNegative) || (a.isNegativeInfinity && bPositive) { return .invalid }
    if a.isPositiveInfinity || bPositive { return .positiveInfinity }
    if a.isNegativeInfinity || bNegative { return .negativeInfinity }
    // The least common multiple of the timescales keeps the sum exact; beyond Int32, the larger one (rounded).
    let lcm = Int64(a.timescale) / CMTime.gcd(Int64(a.timescale), Int64(b.timescale)) * Int64(b.timescale)
    let scale = lcm <= Int64(Int32.max) ? CMTimeScale(lcm) : max(a.timescale, b.timescale)
    let x = a.convertScale(scale, method: .default), y = b.convertScale(scale, method: .default)
    let flags: CMTimeFlags = x.flags.union(y.flags).intersection([.valid, .hasBeenRounded])
    return CMTime(value: x.value + sign * y.value, timescale: scale, flags: flags, epoch: a.epoch)
}
