import Foundation
/// A clock that moves only when told to: the deterministic world of replay and tests.
///
/// Modelled on SwiftNIO's `EmbeddedEventLoop.advanceTime(by:)`: advancing runs every task due in
/// the interval in deadline order, with ``now`` set to each task's deadline while it runs, so a
/// completion scheduled for t = 0.35 s observes exactly 0.35 s.
@preconcurrency @MainActor
public final class ManualClock: Clock {
    public private(set) var nowNanoseconds: Int64
    private var queue = TimerQueue()
    package var queueCount: Int { queue.count }

    /// A clock starting at `seconds` (0 by default).
    public init(startingAt seconds: Double = 0) {
        nowNanoseconds = nanoseconds(seconds)
    }

    @discardableResult
    public func schedule(atNanoseconds deadline: Int64, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        queue.insert(deadline: max(deadline, nowNanoseconds), action: action)
    }

    /// Moves time forward by `seconds`, running everything due on the way. Negative values are ignored.
    public func advance(by seconds: Double) {
        advance(toNanoseconds: nowNanoseconds + max(0, nanoseconds(seconds)))
    }

    /// Moves time forward to `seconds`, running everything due on the way; never moves backward.
    public func advance(to seconds: Double) {
        advance(toNanoseconds: nanoseconds(seconds))
    }

    /// Moves time forward to `target` nanoseconds, running everything due on the way.
    public func advance(toNanoseconds target: Int64) {
        let limit = max(target, nowNanoseconds)
        while let task = queue.popDue(notAfter: limit) {
            nowNanoseconds = max(nowNanoseconds, task.deadline)
            let action = task.action
            task.action = nil
            action?()
        }
        nowNanoseconds = limit
    }

    /// Runs what is due now without moving time (UIKit's "next run-loop turn").
    public func runPending() { advance(toNanoseconds: nowNanoseconds) }

    /// Ends one run-loop turn without moving time: runs the tasks due now that were scheduled before the call, in
    /// order, and leaves the ones they schedule for now to the turn after (as the main queue's jobs on iOS run once
    /// per turn, and the work they ask for, a navigation controller's deferred transition, comes at the end of the
    /// next turn, after that turn's events). Returns how many tasks ran.
    @discardableResult
    public func runTurn() -> Int {
        let mark = queue.sequenceMark
        var ran = 0
        while let task = queue.popDue(notAfter: nowNanoseconds, insertedBefore: mark) {
            let action = task.action
            task.action = nil
            action?()
            ran += 1
        }
        return ran
    }

    /// The next pending deadline in nanoseconds, if any.
    public var nextDeadlineNanoseconds: Int64? { queue.nextDeadline() }

    /// The next pending deadline in seconds, if any.
    public var nextDeadline: Double? { queue.nextDeadline().map { Double($0) / 1e9 } }

    /// Advances until nothing is scheduled or `limit` seconds from now are reached; returns true when idle.
    /// A running display link always has a next frame, so stop it (or use a limit) before waiting for idle.
    @discardableResult
    public func runUntilIdle(limit seconds: Double = 60) -> Bool {
        let end = nowNanoseconds + nanoseconds(seconds)
        while let next = queue.nextDeadline() {
            if next > end {
                advance(toNanoseconds: end)
                return false
            }
            advance(toNanoseconds: next)
        }
        return true
    }
}
