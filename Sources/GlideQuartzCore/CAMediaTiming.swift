import Foundation
import GlideClock

/// Core Animation's current time: Glide's ambient clock (`Clocks.current`) in seconds.
///
/// Glide differs from Core Animation deliberately: media time is the ambient ``Clock``'s time (a
/// ``ManualClock`` in tests), not the host's uptime, so that explicit animations are deterministic.
@preconcurrency @MainActor
@discardableResult
public func CACurrentMediaTime() -> CFTimeInterval { Clocks.current.now }

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value after the end (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
