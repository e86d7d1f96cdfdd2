import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// Drives transitions from a live device in real time, transition after transition: the real
/// backend of Glide (swift-nio's `NIOPosix` to the replay's `NIOEmbedded`).
///
/// One thread does everything: it waits for the device's next event with a timeout that ends at
/// the clock's next deadline (display frames, animation ends, the recognizer's timers), feeds the
/// event to the ``GesturePipeline``, then runs what the clock has due. The device must stamp its
/// events with the session clock's time base (`EvdevDevice` uses `CLOCK_MONOTONIC`, as
/// ``MonotonicClock`` does).
@MainActor
public final class LiveSession {
    /// Why a session stopped.
    public enum End: Hashable, Sendable {
        /// ``shouldStop`` said so (Ctrl-C).
        case stopped
        /// The device went away; a transition it was driving was cancelled and allowed to settle.
        case deviceRemoved
        /// The requested number of transitions completed.
        case transitionLimit
        /// The source ended normally (a simulated source ran out).
        case finished
    }

    /// The events' source.
    public let source: any LiveInputSource
    /// The pipeline.
    public let pipeline: GesturePipeline
    /// The clock the transitions and display frames run on.
    public let clock: any LiveClock
    /// Display frames per second.
    public let displayRate: Int
    /// Asked between events; true ends the session (a transition in flight is cancelled first).
    public var shouldStop: () -> Bool = { false }
    /// Called at every display frame while a transition is in flight: (percent, phase name).
    public var onDisplayFrame: ((Double, String) -> Void)?
    /// Latency from libevdev handing over a `SYN_REPORT` to the percent being applied, for frames
    /// that moved a transition.
    public private(set) var applyLatency = LatencyStatistics()
    /// Latency from the kernel's timestamp of a `SYN_REPORT` to the percent being applied.
    public private(set) var kernelLatency = LatencyStatistics()
    /// Events read so far.
    public private(set) var eventCount = 0
    /// Frames assembled so far.
    public var frameCount: Int { pipeline.assembler.frameCount }

    /// With ``init(source:window:clock:gestures:displayRate:)``: the frames go into this window's
    /// touches, where the app's own recognizers and handlers decide (the pipeline's driver is idle).
    public let touchInput: WindowTouchInput?
    /// The transitions the window's handlers started (window mode; the last 64 at most).
    public private(set) var handlerTransitions: [TransitionContext] = []
    /// Window mode: called with every event of a transition a handler started.
    public var onHandlerTransitionEvent: ((TransitionContext, TransitionEvent) -> Void)?

    private var updateCount = 0
    private var completedCount = 0

    /// A session reading `source` and driving `target` on `clock`.
    public init(
        source: any LiveInputSource, target: any TransitionTarget, clock: any LiveClock,
        configuration: InteractionConfiguration = InteractionConfiguration(),
        gestures: GestureConfiguration = GestureConfiguration(), displayRate: Int = 60
    ) {
        self.source = source
        self.clock = clock
        self.displayRate = displayRate
        pipeline = GesturePipeline(
            device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop, target: target,
            configuration: configuration, gestures: gestures)
        touchInput = nil
    }

    /// A session reading `source` into `window`'s touches on `clock`: the window's gesture
    /// recognizers and their handlers (the app's code) start and decide transitions, as on a device
    /// (see ``WindowTouchInput``). `SYN_DROPPED` and the device going away cancel the touches.
    public init(source: any LiveInputSource, window: UIWindow, clock: any LiveClock,
                gestures: GestureConfiguration = GestureConfiguration(), displayRate: Int = 60) {
        self.source = source
        self.clock = clock
        self.displayRate = displayRate
        let idle = IdleTarget(window: window)
        pipeline = GesturePipeline(
            device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop, target: idle,
            configuration: InteractionConfiguration(), gestures: gestures)
        touchInput = WindowTouchInput(device: source.device, window: window, gestures: gestures)
    }

    /// The longest single wait, so ``shouldStop`` is polled at least this often (seconds).
    public static let pollInterval = 0.05

    /// Runs until stopped, until the device goes away, or until `transitionLimit` transitions completed.
    /// `onRecord` sees every driver record.
    public func run(transitionLimit: Int? = nil, onRecord: ((DriverRecord) -> Void)? = nil) throws -> End {
        var observation: TransitionObservation?
        if touchInput != nil {
            // The handlers' transitions: their updates are what the latency measures.
            observation = TransitionContext.observeCreation { [unowned self] context in
                self.handlerTransitions.append(context)
                if self.handlerTransitions.count > 64 { self.handlerTransitions.removeFirst(32) }
                let previous = context.onEvent
                // The context holds this closure: capturing it strongly would keep every
                // transition alive (the soak's memory grew by one context graph per transition).
                context.onEvent = { [unowned self, weak context] e in
                    previous?(e)
                    if let context { self.onHandlerTransitionEvent?(context, e) }
                    switch e.kind {
                    case .update(_, let accepted) where accepted: self.updateCount += 1
                    case .hierarchyUpdated: self.completedCount += 1
                    default: break
                    }
                }
            }
        }
        defer { observation?.cancel() }
        pipeline.driver.onRecord = { [unowned self] record in
            switch record {
            case .update: self.updateCount += 1
            case .completed: self.completedCount += 1
            default: break
            }
            onRecord?(record)
        }
        let link = CADisplayLink(clock: clock, framesPerSecond: displayRate) { [unowned self] _ in self.displayFrame() }
        defer { link.invalidate() }
        while true {
            if shouldStop() {
                pipeline.sourceEnded(.finished, at: clock.now)
                touchInput?.sourceEnded(at: clock.now)
                settle()
                return .stopped
            }
            if let limit = transitionLimit, completedCount >= limit, !inFlight { return .transitionLimit }
            let now = clock.nowNanoseconds
            var wake = now + nanoseconds(Self.pollInterval)
            if let d = clock.nextDeadlineNanoseconds { wake = min(wake, d) }
            if let d = pipeline.nextDeadline { wake = min(wake, nanoseconds(d)) }
            let timeout = Duration.nanoseconds(max(0, wake - now))
            if let event = try source.nextEvent(timeout: timeout) {
                eventCount += 1
                if event.isSynReport {
                    // Latency is measured on the real clock, whatever clock the session runs on.
                    let handedOver = MonotonicClock.nanosecondsNow()
                    let before = updateCount
                    feed(event)
                    if updateCount != before {
                        let applied = MonotonicClock.nanosecondsNow()
                        applyLatency.add(applied - handedOver)
                        kernelLatency.add(applied - event.timestampMicroseconds * 1000)
                    }
                } else {
                    feed(event)
                }
            } else if let end = source.end {
                pipeline.sourceEnded(end, at: clock.now)
                touchInput?.sourceEnded(at: clock.now)
                settle()
                return end == .deviceRemoved ? .deviceRemoved : .finished
            }
            clock.runDueTasks()
            pipeline.advanceTimers(to: clock.now)
            touchInput?.advanceTimers(to: clock.now)
        }
    }

    /// One event into the pipeline, or in window mode into the frames and the window's touches
    /// (the pipeline's recognizer and driver are not used: the window's recognizers are).
    private func feed(_ event: InputEvent) {
        if let touchInput {
            if let frame = pipeline.assembler.process(event) {
                pipeline.onFrame?(frame)
                touchInput.handle(frame)
            }
        } else {
            pipeline.handle(event)
        }
    }

    /// True while a transition the driver (or, in window mode, a handler) started has not completed.
    public var inFlight: Bool {
        touchInput == nil ? pipeline.transitionInFlight : handlerTransitions.contains { $0.phase != .completed }
    }

    /// The pipeline's target in window mode: it never begins a transition (the handlers do).
    private struct IdleTarget: TransitionTarget {
        let window: UIWindow
        var containerSize: CGSize { window.bounds.size }
        func canBegin(_ step: TransitionStep) -> Bool { false }
        func beginTransition(_ step: TransitionStep, interactor: UIPercentDrivenInteractiveTransition) -> TransitionContext? { nil }
        var stateDescription: String { "driven by the window's handlers" }
    }

    /// Lets a transition in flight complete (at most 10 s of clock time), running the clock's tasks.
    private func settle() {
        let limit = clock.nowNanoseconds + nanoseconds(10)
        while inFlight, clock.nowNanoseconds < limit {
            if let manual = clock as? ManualClock {
                manual.advance(by: 1.0 / Double(displayRate))
            } else {
                let wake = min(clock.nextDeadlineNanoseconds ?? limit, limit)
                let delay = wake - clock.nowNanoseconds
                if delay > 0 {
                    var ts = timespec(tv_sec: Int(delay / 1_000_000_000), tv_nsec: Int(delay % 1_000_000_000))
                    var rem = timespec()
                    while nanosleep(&ts, &rem) != 0 { ts = rem }
                }
                clock.runDueTasks()
            }
        }
    }

    private func displayFrame() {
        guard let onDisplayFrame else { return }
        if touchInput != nil {
            guard let context = handlerTransitions.last, context.phase != .completed else { return }
            onDisplayFrame(context.percentComplete, context.isInteractive ? "interactive" : "completing")
            return
        }
        guard let frame = pipeline.displayFrame() else { return }
        onDisplayFrame(frame.percent, frame.phase)
    }
}
