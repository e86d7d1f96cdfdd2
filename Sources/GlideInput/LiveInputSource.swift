/// An input source that can wait for its next event with a timeout: a libevdev device
/// (`GlideEvdev`'s `EvdevDevice`), or a simulated device for soak tests.
public protocol LiveInputSource: InputEventSource {
    /// The next event, waiting at most `timeout` (nil: forever); nil when the time ran out, a signal
    /// interrupted the wait, or the source ended (``InputEventSource/end`` then says why).
    func nextEvent(timeout: Duration?) throws -> InputEvent?
}
