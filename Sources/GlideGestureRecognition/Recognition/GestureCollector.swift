import Foundation
import GlideInput

/// Runs input events through a ``TouchFrameAssembler`` and a ``GestureStateMachine`` and collects
/// the whole gestures, firing the recognizer's timers at their deadlines between frames.
///
/// Feed it events as they come (``feed(_:)``), then call ``finish(end:)`` once the source ended.
public final class GestureCollector {
    /// Events to frames.
    public let assembler: TouchFrameAssembler
    /// Frames to gestures.
    public let recognizer: GestureStateMachine
    /// The gestures finished so far.
    public private(set) var gestures: [RecognizedGesture] = []
    /// The clicks (button presses) so far: not gestures, recognized beside them.
    public private(set) var clicks: [RecognizedClick] = []
    /// Frames to clicks.
    // Only this object touches these, one call at a time: no dynamic exclusivity checks per frame.
    @exclusivity(unchecked) public private(set) var clickRecognizer: ClickRecognizer
    /// Called with every gesture event, in order.
    public var onEvent: ((GestureEvent) -> Void)?
    /// The timestamp of the last event fed, in seconds.
    public private(set) var lastEventTime: Double?

    @exclusivity(unchecked) private var buffer: [GestureEvent] = []
    /// The direction of the open gesture's first event that moved.
    private var startDirection: GestureDirection?
    /// When the open gesture's `began` event came.
    private var beganTime: Double?
    /// The periods when more fingers were down than any gesture uses, in order.
    public private(set) var crowded: [CrowdedSpan] = []
    private var openCrowd: CrowdedSpan?

    /// A collector for `device`'s events.
    public init(device: DeviceDescription, resynchronizesAfterDrop: Bool = false, configuration: GestureConfiguration = GestureConfiguration()) {
        assembler = TouchFrameAssembler(device: device, resynchronizesAfterDrop: resynchronizesAfterDrop)
        recognizer = GestureStateMachine(device: device, configuration: configuration)
        clickRecognizer = ClickRecognizer(device: device)
        buffer.reserveCapacity(8)
    }

    /// Feeds one event.
    public func feed(_ event: InputEvent) {
        lastEventTime = event.timestamp
        if let frame = assembler.process(event) { process(frame) }
    }

    /// Feeds a frame assembled elsewhere (skip ``feed(_:)`` then); timers due before it fire at
    /// their own time.
    public func process(_ frame: TouchFrame) {
        // Only whole gestures are kept unless someone listens: intermediate `changed` events need not
        // be built. The recognizer reports them again for anyone driving it directly.
        recognizer.reportsChanges = onEvent != nil
        defer { recognizer.reportsChanges = true }
        while let deadline = recognizer.nextDeadline, deadline <= frame.timestamp {
            recognizer.advance(to: deadline, into: &buffer)
            deliver()
        }
        recognizer.process(frame, into: &buffer)
        deliver()
        noteCrowding(frame)
        if let click = clickRecognizer.process(frame) { clicks.append(click) }
    }

    /// The source ended at `time` (default: the last event fed): a gesture still open is cancelled
    /// (`deviceRemoved` when the device went away, `system` otherwise). Returns every gesture.
    /// Opens, extends or closes the crowded period with `frame`'s finger count.
    private func noteCrowding(_ frame: TouchFrame) {
        if frame.fingerCount > recognizer.maximumFingers {
            var span = openCrowd ?? CrowdedSpan(start: frame.timestamp, end: frame.timestamp, mostFingers: 0, gestureFingers: recognizer.maximumFingers)
            span.end = frame.timestamp
            span.mostFingers = max(span.mostFingers, frame.fingerCount)
            openCrowd = span
        } else if let span = openCrowd {
            var closed = span
            closed.end = frame.timestamp
            crowded.append(closed)
            openCrowd = nil
        }
    }

    @discardableResult
    public func finish(end: InputSourceEnd?, at time: Double? = nil) -> [RecognizedGesture] {
        recognizer.reportsChanges = onEvent != nil
        defer { recognizer.reportsChanges = true }
        let reason: GestureCancelReason = end == .deviceRemoved ? .deviceRemoved : .system
        if var span = openCrowd {
            span.end = time ?? lastEventTime ?? span.end
            crowded.append(span)
            openCrowd = nil
        }
        recognizer.cancel(at: time ?? lastEventTime ?? 0, reason: reason, into: &buffer)
        deliver()
        if let click = clickRecognizer.finish(at: time ?? lastEventTime ?? 0) { clicks.append(click) }
        return gestures
    }

    private func deliver() {
        for e in buffer {
            onEvent?(e)
            if e.phase == .began {
                startDirection = nil
                beganTime = e.time
            }
            if startDirection == nil { startDirection = e.direction }
            if e.isFinal {
                gestures.append(RecognizedGesture(final: e, startDirection: startDirection, began: beganTime))
                startDirection = nil
                beganTime = nil
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

extension GestureStateMachine {
    /// Reads `source` to its end and returns the gestures it holds, in order; a gesture still
    /// open at the end is cancelled (see ``GestureCollector/finish(end:)``).
    public static func recognize(
        _ source: some InputEventSource, configuration: GestureConfiguration = GestureConfiguration()
    ) throws -> [RecognizedGesture] {
        let collector = GestureCollector(
            device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop, configuration: configuration)
        while let event = try source.nextEvent() { collector.feed(event) }
        return collector.finish(end: source.end)
    }
}

/// A period when more fingers were down than any gesture uses (libinput recognizes none then): what a
/// gesture list alone would hide.
public struct CrowdedSpan: Hashable, Sendable, CustomStringConvertible {
    /// The first frame with too many fingers, in seconds.
    public var start: Double
    /// The first frame with few enough again (or the end of the input), in seconds.
    public var end: Double
    /// The most fingers down at once in the period.
    public var mostFingers: Int
    /// The most fingers a gesture uses.
    public var gestureFingers: Int

    /// `18.506–20.742 s  up to 9 fingers (gestures use at most 4)`.
    public var description: String {
        "\(RecognizedGesture.seconds(start))–\(RecognizedGesture.seconds(end)) s  up to \(mostFingers) fingers (gestures use at most \(gestureFingers))"
    }
}
