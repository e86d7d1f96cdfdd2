import Foundation
import GlideInput
import GlideTransitions

/// An input source that can wait for its next event with a timeout: a libevdev device, or a
/// simulated device for soak tests.
public protocol LiveInputSource: InputEventSource {
    /// The next event, waiting at most `timeout` (nil: forever); nil when the time ran out, a signal
    /// interrupted the wait, or the source ended (``InputEventSource/end`` then says why).
    func nextEvent(timeout: Duration?) throws -> InputEvent?
}

extension EvdevDevice: LiveInputSource {}

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
