import Foundation
/// Latency samples in nanoseconds and their percentiles.
///
/// Keeps at most ``capacity`` samples (the most recent ones once full, as a ring), so a session of
/// any length uses fixed memory.
public struct LatencyStatistics: Sendable {
    /// The most samples kept.
    public let capacity: Int
    /// Samples recorded in all.
    public private(set) var count = 0
    private var samples: [Int64] = []
    private var next = 0

    /// Statistics keeping up to `capacity` samples.
    public init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        samples.reserveCapacity(min(capacity, 4096))
    }

    /// Adds one latency, in nanoseconds.
    public mutating func add(_ nanoseconds: Int64) {
        count += 1
        if samples.count < capacity {
            samples.append(nanoseconds)
        } else {
            samples[next] = nanoseconds
            next = (next + 1) % capacity
        }
    }

    /// The `q`-quantile (0...1) of the kept samples in nanoseconds (nearest rank); nil without samples.
    public func percentile(_ q: Double) -> Int64? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The largest kept sample.
    public var maximum: Int64? { samples.max() }
}
