import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// A clock a live loop can run: it knows its next deadline and runs what is due.
@MainActor
public protocol LiveClock: Clock {
    /// The next pending deadline in nanoseconds, if any.
    var nextDeadlineNanoseconds: Int64? { get }
    /// Runs every task that is due now.
    func runDueTasks()
}

extension MonotonicClock: LiveClock {
    public func runDueTasks() { runDue() }
}

extension ManualClock: LiveClock {
    public func runDueTasks() { runPending() }
}
