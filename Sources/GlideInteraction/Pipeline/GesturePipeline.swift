import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// The one path from input events to a transition, shared by replay and live mode:
/// events → ``TouchFrameAssembler`` → ``GestureStateMachine`` → ``InteractionDriver``.
///
/// The pipeline never reads a clock. Whoever feeds it (a ``ReplayPlayer`` on a manual clock, the live
/// loop on the monotonic clock) advances time and calls ``advanceTimers(to:)`` at the recognizer's
/// deadlines, so replay is bit-for-bit repeatable.
@MainActor
public final class GesturePipeline {
    /// The device the events come from.
    public let device: DeviceDescription
    /// Events to frames.
    public let assembler: TouchFrameAssembler
    /// Frames to gestures.
    public let recognizer: GestureStateMachine
    /// Gestures to the transition.
    public let driver: InteractionDriver
    /// Called with every frame before it is recognized.
    public var onFrame: ((TouchFrame) -> Void)?
    /// Called with every gesture event before the driver sees it.
    public var onGesture: ((GestureEvent) -> Void)?
    /// The last gesture event seen (for live views).
    public private(set) var lastGesture: GestureEvent?

    private var buffer: [GestureEvent] = []
    private var lastFramedContext: ObjectIdentifier?

    /// A pipeline for `device` driving `target`.
    public init(
        device: DeviceDescription, resynchronizesAfterDrop: Bool, target: any TransitionTarget,
        configuration: InteractionConfiguration = InteractionConfiguration(),
        gestures: GestureConfiguration = GestureConfiguration()
    ) {
        self.device = device
        assembler = TouchFrameAssembler(device: device, resynchronizesAfterDrop: resynchronizesAfterDrop)
        recognizer = GestureStateMachine(device: device, configuration: gestures)
        driver = InteractionDriver(target: target, device: device, configuration: configuration)
        buffer.reserveCapacity(8)
    }

    /// The recognizer's next timer, in seconds on the events' clock.
    public var nextDeadline: Double? { recognizer.nextDeadline }

    /// Fires the recognizer's timers due at or before `time` (hold, debounce, tap timeouts).
    public func advanceTimers(to time: Double) {
        guard let deadline = recognizer.nextDeadline, deadline <= time else { return }
        buffer.removeAll(keepingCapacity: true)
        recognizer.advance(to: time, into: &buffer)
        dispatch()
    }

    /// Feeds one input event; returns the frame a `SYN_REPORT` completed, after it was recognized and driven.
    @discardableResult
    public func handle(_ event: InputEvent) -> TouchFrame? {
        guard let frame = assembler.process(event) else { return nil }
        handle(frame)
        return frame
    }

    /// Recognizes and drives one frame assembled elsewhere (a ``ReplayPlayer``'s): the timers due
    /// by its time fire first.
    public func handle(_ frame: TouchFrame) {
        advanceTimers(to: frame.timestamp)
        onFrame?(frame)
        buffer.removeAll(keepingCapacity: true)
        recognizer.process(frame, into: &buffer)
        dispatch()
    }

    /// The source ended at `time`: a gesture still open is cancelled (the device went away, or the
    /// recording stopped with fingers down), and so is the transition it drives.
    public func sourceEnded(_ end: InputSourceEnd?, at time: Double) {
        let reason: GestureCancelReason = end == .deviceRemoved ? .deviceRemoved : .system
        buffer.removeAll(keepingCapacity: true)
        recognizer.cancel(at: time, reason: reason, into: &buffer)
        dispatch()
        driver.interrupt(at: time, reason: reason)
    }

    /// True while a transition the driver started has not completed.
    public var transitionInFlight: Bool {
        guard let context = driver.context else { return false }
        return context.phase != .completed
    }

    /// What a display frame shows of the driven transition: its percent and phase
    /// (`interactive`, `completing`, `completed`). Nil before any transition, and after the one
    /// frame that shows where a completed transition left things.
    public func displayFrame() -> (percent: Double, phase: String)? {
        guard let context = driver.context else { return nil }
        if context.phase == .completed {
            let id = ObjectIdentifier(context)
            guard lastFramedContext != id else { return nil }
            lastFramedContext = id
            return (context.percentComplete, "completed")
        }
        return (context.percentComplete, context.isInteractive ? "interactive" : "completing")
    }

    private func dispatch() {
        for event in buffer {
            lastGesture = event
            onGesture?(event)
            driver.handle(event)
        }
    }
}
