/// Why an ``InputEventSource`` stopped delivering events.
public enum InputSourceEnd: Hashable, Sendable {
    /// The trace ended, or the reader was closed: a normal end.
    case finished
    /// The device went away (`ENODEV`): any gesture in progress was interrupted, not ended.
    case deviceRemoved
}

/// A stream of input events from one device: a live libevdev device or a recorded trace.
///
/// Live devices and trace files provide the same pull API, so the layers above cannot tell them
/// apart except by the clock their timestamps come from.
///
/// Lost events: when events were lost, a source delivers `EV_SYN/SYN_DROPPED`. A source whose
/// ``resynchronizesAfterDrop`` is true (a live device, through libevdev's sync loop) then delivers
/// events that bring a receiver's state to the device's true state, ending with `SYN_REPORT`. A
/// source that cannot (a trace) passes the recorded stream on as it is; a receiver then discards
/// events up to and including the next `SYN_REPORT`, as the kernel documentation asks.
public protocol InputEventSource: AnyObject {
    /// The device the events come from.
    var device: DeviceDescription { get }
    /// True when the events after a `SYN_DROPPED` are a consistent re-synchronization.
    var resynchronizesAfterDrop: Bool { get }
    /// The next event, or nil once the source has ended (``end`` then says why).
    /// Throws on malformed input (traces) or an unexpected I/O error (devices).
    func nextEvent() throws -> InputEvent?
    /// Why the source ended; nil while it is still delivering.
    var end: InputSourceEnd? { get }
}
