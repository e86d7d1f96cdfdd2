import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's monotonic clock (`CLOCK_MONOTONIC`), the clock of live input.
///
/// libevdev stamps events with the same clock when asked to, so device timestamps and animation
/// time are directly comparable. Scheduled work runs when ``run(until:)`` or ``runOnce(timeout:)``
/// is called: this clock never runs code on its own thread.
@preconcurrency @MainActor
public final class MonotonicClock: Clock {
    private var queue = TimerQueue()

    public init() {}

    public var nowNanoseconds: Int64 { Self.nanosecondsNow() }

    /// `CLOCK_MONOTONIC` now, in nanoseconds, from any thread.
    public nonisolated static func nanosecondsNow() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    @discardableResult
    public func schedule(atNanoseconds deadline: Int64, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        queue.insert(deadline: deadline, action: action)
    }

    /// The next pending deadline in nanoseconds, if any.
    public var nextDeadlineNanoseconds: Int64? { queue.nextDeadline() }

    /// Runs every task that is due now; returns how many ran.
    @discardableResult
    public func runDue() -> Int {
        var count = 0
        while let task = queue.popDue(notAfter: nowNanoseconds) {
            let action = task.action
            task.action = nil
            action?()
            count += 1
        }
        return count
    }

    /// Sleeps until the next task (or `timeout` seconds at most) and runs what is due.
    public func runOnce(timeout: Double) {
        let now = nowNanoseconds
        let wake = min(queue.nextDeadline() ?? Int64.max, now + nanoseconds(timeout))
        if wake > now { sleepNanoseconds(wake - now) }
        runDue()
    }

    /// Runs scheduled work in real time until `seconds` of monotonic time have passed.
    public func run(until seconds: Double) {
        let end = nanoseconds(seconds)
        while nowNanoseconds < end {
            runOnce(timeout: Double(end - nowNanoseconds) / 1e9)
        }
    }

    private func sleepNanoseconds(_ ns: Int64) {
        var req = timespec(tv_sec: Int(ns / 1_000_000_000), tv_nsec: Int(ns % 1_000_000_000))
        var rem = timespec()
        while nanosleep(&req, &rem) != 0 { req = rem }
    }
}
