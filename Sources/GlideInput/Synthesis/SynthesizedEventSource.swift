/// An ``InputEventSource`` over synthesized events, so the pipeline can be fed without files.
///
/// It behaves like a trace: no re-synchronization after `SYN_DROPPED`, timestamps from 0. When the
/// script ended with `vanish`, the source ends with ``InputSourceEnd/deviceRemoved``, as a live
/// device that went away would; otherwise with ``InputSourceEnd/finished``.
public final class SynthesizedEventSource: InputEventSource {
    /// The device the events are for.
    public let device: DeviceDescription
    /// Every event, in order.
    public let events: [InputEvent]
    /// True when the stream stops because the device vanished (the script's `vanish`).
    public let endsWithRemoval: Bool
    /// Always false: like a trace, the events after `SYN_DROPPED` are not a re-synchronization.
    public var resynchronizesAfterDrop: Bool { false }
    /// Why the source ended; nil while events remain.
    public private(set) var end: InputSourceEnd?
    private var index = 0

    /// A source delivering `events` for `device`.
    public init(device: DeviceDescription, events: [InputEvent], endsWithRemoval: Bool = false) {
        self.device = device
        self.events = events
        self.endsWithRemoval = endsWithRemoval
    }

    /// The next event, or nil at the end (``end`` then says why).
    public func nextEvent() -> InputEvent? {
        guard index < events.count else {
            if end == nil { end = endsWithRemoval ? .deviceRemoved : .finished }
            return nil
        }
        defer { index += 1 }
        return events[index]
    }

    /// Starts over from the first event.
    public func rewind() {
        index = 0
        end = nil
    }
}
