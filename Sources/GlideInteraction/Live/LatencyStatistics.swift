import GlideGestureRecognition
import Foundation
/// Latency samples in nanoseconds and their percentiles.
///
/// Keeps at most ``capacity`` samples (the most recent ones once full, as a ring), so a session of
/// any length uses fixed memory: the ring is allocated and written whole at the start, so resident
/// memory does not creep up as it fills (a soak's RSS stays flat from its first checkpoint).
public struct LatencyStatistics: Sendable {
    /// The most samples kept.
    public let capacity: Int
    /// Samples recorded in all.
    public private(set) var count = 0
    private var ring: [Int64]
    private var next = 0

    /// Statistics keeping up to `capacity` samples.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(1, capacity)
        ring = [Int64](repeating: 0, count: self.capacity)
    }

    /// Adds one latency, in nanoseconds.
    public mutating func add(_ nanoseconds: Int64) {
        count += 1
        ring[next] = nanoseconds
        next = (next + 1) % capacity
    }

    /// The kept samples (unordered).
    private var samples: ArraySlice<Int64> { ring[0..<min(count, capacity)] }

    /// The `q`-quantile (0...1) of the kept samples in nanoseconds (nearest rank); nil without samples.
    public func percentile(_ q: Double) -> Int64? {
        guard count > 0 else { return nil }
        let sorted = samples.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The largest kept sample.
    public var maximum: Int64? { samples.max() }
}
