import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// A recording or a synthesized gesture played as a live device: each event is handed over when its
/// time comes on `CLOCK_MONOTONIC` (counted from the first wait, or from ``start(atNanoseconds:)``)
/// and is stamped with that time, as `EvdevDevice` stamps a real device's events. It lets
/// ``LiveSession`` (and `glide live --synth`) run in real time without a touchpad.
///
/// Like a trace, it does not re-synchronize after `SYN_DROPPED`. It ends with
/// ``InputSourceEnd/deviceRemoved`` when asked to (a script that ended with `vanish`), otherwise
/// with ``InputSourceEnd/finished``.
public final class PacedEventSource: LiveInputSource {
    /// The device the events are for.
    public let device: DeviceDescription
    /// Always false: the events after `SYN_DROPPED` are not a re-synchronization.
    public var resynchronizesAfterDrop: Bool { false }
    /// Why the source ended; nil while events remain.
    public private(set) var end: InputSourceEnd?
    /// When the first event is (or was) due, on `CLOCK_MONOTONIC` in nanoseconds; nil before the start.
    public private(set) var startNanoseconds: Int64?

    private let events: [InputEvent]
    private let firstMicroseconds: Int64
    private let endsWithRemoval: Bool
    private var index = 0

    /// A source handing over `events` (any time base; the first event is due at the start) in real time.
    public init(device: DeviceDescription, events: [InputEvent], endsWithRemoval: Bool = false) {
        self.device = device
        self.events = events
        self.endsWithRemoval = endsWithRemoval
        firstMicroseconds = events.first?.timestampMicroseconds ?? 0
    }

    /// Makes the first event due at `nanoseconds` on `CLOCK_MONOTONIC` (by default: now).
    public func start(atNanoseconds nanoseconds: Int64 = MonotonicClock.nanosecondsNow()) {
        startNanoseconds = nanoseconds
    }

    /// The next event, waiting until it is due.
    public func nextEvent() throws -> InputEvent? { try nextEvent(timeout: nil) }

    /// The next event if it becomes due within `timeout`; nil when the time ran out, a signal
    /// interrupted the wait, or the events ended (``end`` then says why).
    public func nextEvent(timeout: Duration?) throws -> InputEvent? {
        guard index < events.count else {
            if end == nil { end = endsWithRemoval ? .deviceRemoved : .finished }
            return nil
        }
        let now = MonotonicClock.nanosecondsNow()
        if startNanoseconds == nil { startNanoseconds = now }
        var event = events[index]
        let due = startNanoseconds! + (event.timestampMicroseconds - firstMicroseconds) * 1000
        if due > now {
            var wait = due - now
            var timedOut = false
            if let timeout {
                let (seconds, attoseconds) = timeout.components
                let limit = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
                if limit < wait {
                    wait = limit
                    timedOut = true
                }
            }
            var ts = timespec(tv_sec: Int(wait / 1_000_000_000), tv_nsec: Int(wait % 1_000_000_000))
            // A signal (Ctrl-C) ends the wait early: the session polls its stop flag.
            if nanosleep(&ts, nil) != 0 || timedOut || MonotonicClock.nanosecondsNow() < due { return nil }
        }
        index += 1
        event.timestampMicroseconds = due / 1000
        return event
    }
}
