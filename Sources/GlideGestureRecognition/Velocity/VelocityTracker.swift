import Foundation
/// Estimates the velocity of a moving position the way Android's `VelocityTracker` does for the
/// x and y axes (strategy LSQ2, `libs/input/VelocityTracker.cpp`): a quadratic least-squares fit
/// of position over age (seconds relative to the newest sample), whose linear coefficient is the
/// velocity at the newest sample.
///
/// - Only samples within ``horizonSeconds`` of the newest one are fitted, at most ``maximumSamples``.
/// - Consecutive samples more than ``assumePointerStoppedSeconds`` apart clear the history (the
///   fingers paused), and asking more than that after the last sample gives zero.
/// - Two samples give the slope between them, one sample gives zero.
///
/// Positions are in millimetres and times in seconds, so velocities are in millimetres per second.
/// The storage is allocated once, in `init`; adding samples never allocates.
public struct VelocityTracker: Sendable {
    /// Samples older than this, relative to the newest, are not fitted (Android's `HORIZON`, 100 ms).
    public static let horizonSeconds = 0.100
    /// The most samples kept (Android's `HISTORY_SIZE`).
    public static let maximumSamples = 20
    /// A gap longer than this between samples, or since the last sample, means the fingers
    /// stopped (Android's `ASSUME_POINTER_STOPPED_TIME`, 40 ms).
    public static let assumePointerStoppedSeconds = 0.040

    private var xs: ContiguousArray<Double>
    private var ys: ContiguousArray<Double>
    private var ts: ContiguousArray<Double>
    /// Index of the newest sample in the ring.
    private var newest = -1
    /// Samples held (at most ``maximumSamples``).
    public private(set) var sampleCount = 0

    /// An empty tracker.
    public init() {
        xs = ContiguousArray(repeating: 0, count: Self.maximumSamples)
        ys = xs
        ts = xs
    }

    /// Forgets every sample.
    public mutating func clear() {
        sampleCount = 0
        newest = -1
    }

    /// Adds `position` (millimetres) seen at `time` (seconds). A sample at the same time as the newest
    /// replaces it; a sample earlier than the newest, or more than ``assumePointerStoppedSeconds``
    /// after it, starts a new history.
    public mutating func add(_ position: SurfaceVector, at time: Double) {
        if sampleCount > 0 {
            let last = ts[newest]
            if time == last {
                xs[newest] = position.x
                ys[newest] = position.y
                return
            }
            if time < last || time - last > Self.assumePointerStoppedSeconds { clear() }
        }
        newest = (newest + 1) % Self.maximumSamples
        xs[newest] = position.x
        ys[newest] = position.y
        ts[newest] = time
        sampleCount = Swift.min(sampleCount + 1, Self.maximumSamples)
    }

    /// The velocity at the newest sample, in millimetres per second, as seen at `time`: zero when
    /// `time` is more than ``assumePointerStoppedSeconds`` after the newest sample, or with fewer
    /// than two samples in the horizon.
    public func velocity(at time: Double) -> SurfaceVector {
        guard sampleCount > 0 else { return .zero }
        let newestTime = ts[newest]
        if time - newestTime > Self.assumePointerStoppedSeconds { return .zero }
        // Samples within the horizon, newest first.
        var m = 0
        var index = newest
        while m < sampleCount {
            if newestTime - ts[index] > Self.horizonSeconds { break }
            m += 1
            index = index == 0 ? Self.maximumSamples - 1 : index - 1
        }
        if m < 2 { return .zero }
        if m == 2 {
            let older = newest == 0 ? Self.maximumSamples - 1 : newest - 1
            let dt = newestTime - ts[older]
            guard dt > 0 else { return .zero }
            return SurfaceVector(x: (xs[newest] - xs[older]) / dt, y: (ys[newest] - ys[older]) / dt)
        }
        return SurfaceVector(x: fit(m, xs, newestTime), y: fit(m, ys, newestTime))
    }

    /// The linear coefficient of the unweighted quadratic least-squares fit of `values` over the
    /// ages of the newest `m` samples (Android's `solveUnweightedLeastSquaresDeg2`); falls back to
    /// the linear fit when the quadratic system is singular.
    private func fit(_ m: Int, _ values: ContiguousArray<Double>, _ newestTime: Double) -> Double {
        var sx = 0.0, sx2 = 0.0, sx3 = 0.0, sx4 = 0.0, sy = 0.0, sxy = 0.0, sx2y = 0.0
        var index = newest
        for _ in 0..<m {
            let a = ts[index] - newestTime  // age, <= 0
            let v = values[index] - values[newest]  // relative values keep the sums well conditioned
            let a2 = a * a
            sx += a
            sx2 += a2
            sx3 += a2 * a
            sx4 += a2 * a2
            sy += v
            sxy += a * v
            sx2y += a2 * v
            index = index == 0 ? Self.maximumSamples - 1 : index - 1
        }
        let n = Double(m)
        let sxx = sx2 - sx * sx / n
        let sxyC = sxy - sx * sy / n
        let sxx2 = sx3 - sx * sx2 / n
        let sx2yC = sx2y - sx2 * sy / n
        let sx2x2 = sx4 - sx2 * sx2 / n
        let denominator = sxx * sx2x2 - sxx2 * sxx2
        if denominator > 1e-12 * sxx * sx2x2 {
            return (sxyC * sx2x2 - sx2yC * sxx2) / denominator
        }
        return sxx > 0 ? sxyC / sxx : 0
    }
}
