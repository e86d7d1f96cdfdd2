import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// Plays a recording (evemu or libinput record) or a synthesized gesture script into a window, so
/// the window's own gesture recognizers — an app's handlers — run on real finger data in a test:
///
/// ```swift
/// let clock = ManualClock()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
/// window.rootViewController = MyViewController()     // adds its UIPanGestureRecognizer
/// let result = try await TouchReplay(trace: URL(fileURLWithPath: "swipe.evemu")).run(in: window)
/// #expect(result.touchesCancelled == 0)
/// ```
///
/// Frames map onto the window as ``WindowTouchInput`` describes (a touchscreen absolutely, a
/// touchpad as an iPad trackpad). With a ``ManualClock`` the window's clock is advanced to each
/// frame's time (the recording's time, offset to start at the clock's now), running animations and
/// timers on the way, and the replay is bit-for-bit repeatable; on any other clock ``run(in:)``
/// waits for each frame's time. The recording ending with fingers down cancels their touches (the
/// recognizers see `touchesCancelled`); afterwards the clock runs on for ``settleSeconds`` so a
/// completion the handler started can finish.
public struct TouchReplay: Sendable {
    /// Where the events come from.
    enum Source: Sendable {
        case trace(String, TraceReadOptions)
        case script(String, DeviceDescription, GestureSynthesizer.Options)
    }

    let source: Source
    /// How long the clock runs on after the input ends, in seconds (default 2).
    public var settleSeconds = 2.0
    /// The libinput recognizer's configuration (touchpads: which finger counts scroll and pinch).
    public var gestures = GestureConfiguration()
    /// Called with every input frame as it is delivered to the window (its timestamp in seconds
    /// since the recording began), e.g. to draw the fingers beside the screen.
    public var onFrame: (@MainActor @Sendable (TouchFrame) -> Void)?

    /// A replay of the recording at `url` (evemu or libinput record, detected by content).
    public init(trace url: URL, options: TraceReadOptions = .strict) {
        source = .trace(url.path, options)
    }

    /// A replay of the recording at `path` (`-` reads standard input).
    public init(path: String, options: TraceReadOptions = .strict) {
        source = .trace(path, options)
    }

    /// A replay of a gesture script in `glide synth`'s language (see `glide synth --help`) on
    /// `device` (``SyntheticDevice/touchscreen`` by default: fingers on the window).
    public init(script: String, device: DeviceDescription = SyntheticDevice.touchscreen,
                options: GestureSynthesizer.Options = GestureSynthesizer.Options()) {
        source = .script(script, device, options)
    }

    /// What a replay delivered.
    public struct Result: Hashable, Sendable {
        /// The device the events came from.
        public var deviceName: String
        /// Its description (kind, axes, size).
        public var device: DeviceDescription
        /// Input frames (`SYN_REPORT`s) played.
        public var frames: Int
        /// The input's duration in seconds (its last frame's time).
        public var durationSeconds: Double
        /// Touch phases delivered to the window.
        public var touchesBegan: Int, touchesMoved: Int, touchesEnded: Int, touchesCancelled: Int
    }

    /// Plays the input into `window` on the window's clock; returns what was delivered. Throws a
    /// ``TraceError`` (file:line:column) for a bad recording, a ``GestureScriptError`` for a bad script.
    /// On a ``ManualClock`` this is ``play(in:observers:)``; on another clock it waits for each frame's time.
    @MainActor
    public func run(in window: UIWindow) async throws -> Result {
        if window.clock is ManualClock { return try play(in: window) }
        let touches = try WindowReplay(replay: self, window: window)
        let assembler = TouchFrameAssembler(device: touches.events.device, resynchronizesAfterDrop: touches.events.resynchronizesAfterDrop)
        var frames: [TouchFrame] = []
        while let event = try touches.events.nextEvent() {
            if let frame = assembler.process(event) { frames.append(frame) }
        }
        for frame in frames {
            let delay = touches.origin + frame.timestamp - window.clock.now
            if delay > 0 { try await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
            touches.deliver(frame)
        }
        touches.inputEnded(nil, at: 0)
        if settleSeconds > 0 { try await Task.sleep(nanoseconds: UInt64(settleSeconds * 1e9)) }
        return touches.result(frames: assembler.frameCount)
    }

    /// Plays the input into `window`, whose clock must be a ``ManualClock``, with a ``ReplayPlayer``:
    /// the clock is advanced to each frame's time (and the touchpad recognizer's timers at theirs),
    /// then ``settleSeconds`` more. `observers` (a screen recorder, say) are played into after the
    /// window. Repeatable bit for bit.
    @MainActor
    public func play(in window: UIWindow, observers: [any ReplayObserver] = []) throws -> Result {
        guard let clock = window.clock as? ManualClock else { throw TouchReplayError.needsManualClock }
        let touches = try WindowReplay(replay: self, window: window)
        let player = ReplayPlayer(source: touches.events, clock: clock, origin: touches.origin)
        player.add(touches)
        for observer in observers { player.add(observer) }
        try player.play()
        clock.advance(by: settleSeconds)
        return touches.result(frames: player.frameCount)
    }

    /// The window's touches as a ``ReplayPlayer`` plays into them: the frames, moved to the clock's
    /// time, become touches (and, on a touchpad, gestures) in the window.
    @MainActor
    final class WindowReplay: ReplayObserver {
        let events: any InputEventSource
        let input: WindowTouchInput
        let window: UIWindow
        let onFrame: (@MainActor @Sendable (TouchFrame) -> Void)?
        /// The clock's time at the recording's 0.
        let origin: Double
        var lastTime = 0.0

        init(replay: TouchReplay, window: UIWindow) throws {
            events = try replay.makeSource()
            input = WindowTouchInput(device: events.device, window: window, gestures: replay.gestures)
            self.window = window
            onFrame = replay.onFrame
            origin = window.clock.now
        }

        var nextDeadline: Double? { input.nextDeadline }

        func fireTimers(at time: Double) {
            runDueTasks()
            input.advanceTimers(to: time)
        }

        func play(_ event: InputEvent, completing frame: TouchFrame?) {
            guard let frame else { return }
            runDueTasks()
            deliver(frame)
        }

        /// Touches come on a run-loop turn: what is due on the clock runs first.
        private func runDueTasks() {
            (window.clock as? ManualClock)?.runPending()
        }

        func deliver(_ frame: TouchFrame) {
            lastTime = frame.timestamp
            onFrame?(frame)
            var shifted = frame
            shifted.timestamp = origin + frame.timestamp
            input.handle(shifted)
        }

        func inputEnded(_ end: InputSourceEnd?, at time: Double) {
            input.sourceEnded(at: max(window.clock.now, origin + lastTime))
        }

        func result(frames: Int) -> Result {
            let c = input.counts
            return Result(deviceName: events.device.name, device: events.device, frames: frames, durationSeconds: lastTime,
                          touchesBegan: c.began, touchesMoved: c.moved, touchesEnded: c.ended, touchesCancelled: c.cancelled)
        }
    }

    func makeSource() throws -> any InputEventSource {
        switch source {
        case .trace(let path, let options):
            return try TraceReader.open(path: path, options: options)
        case .script(let text, let device, let options):
            let script = try GestureScript(text, name: "<script>")
            return try GestureSynthesizer(device: device, options: options).source(for: script)
        }
    }
}

/// Why a ``TouchReplay`` could not run.
public enum TouchReplayError: Error, CustomStringConvertible {
    /// ``TouchReplay/play(in:observers:)`` needs a window on a ``ManualClock``.
    case needsManualClock

    public var description: String {
        switch self {
        case .needsManualClock: "TouchReplay.play(in:) needs a window on a ManualClock (use run(in:) on another clock)"
        }
    }
}
