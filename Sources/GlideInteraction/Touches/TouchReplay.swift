import Foundation
import GlideGestureRecognition
import GlideInput
import GlideTransitions

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
    /// On a ``ManualClock`` this is ``play(in:)``; on another clock it waits for each frame's time.
    @MainActor
    public func run(in window: UIWindow) async throws -> Result {
        if window.clock is ManualClock { return try play(in: window) }
        let player = try Player(replay: self, window: window)
        var frames: [TouchFrame] = []
        while let frame = try player.nextFrame() { frames.append(frame) }
        for frame in frames {
            let delay = player.origin + frame.timestamp - window.clock.now
            if delay > 0 { try await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
            player.deliver(frame)
        }
        player.end()
        if settleSeconds > 0 { try await Task.sleep(nanoseconds: UInt64(settleSeconds * 1e9)) }
        return player.result
    }

    /// Plays the input into `window`, whose clock must be a ``ManualClock``: the clock is advanced to
    /// each frame's time (and the touchpad recognizer's timers at theirs), then ``settleSeconds``
    /// more. Repeatable bit for bit.
    @MainActor
    public func play(in window: UIWindow) throws -> Result {
        guard let clock = window.clock as? ManualClock else { throw TouchReplayError.needsManualClock }
        let player = try Player(replay: self, window: window)
        while let frame = try player.nextFrame() {
            // The touchpad recognizer's timers fire at their own times.
            while let deadline = player.input.nextDeadline, deadline <= frame.timestamp {
                clock.advance(to: max(clock.now, player.origin + deadline))
                player.input.advanceTimers(to: player.origin + deadline)
                if let next = player.input.nextDeadline, next <= deadline { break }
            }
            clock.advance(to: max(clock.now, player.origin + frame.timestamp))
            player.deliver(frame)
        }
        player.end()
        clock.advance(by: settleSeconds)
        return player.result
    }

    /// One run's state: the source, the frames and the window input.
    @MainActor
    final class Player {
        let events: any InputEventSource
        let assembler: TouchFrameAssembler
        let input: WindowTouchInput
        let window: UIWindow
        let onFrame: (@MainActor @Sendable (TouchFrame) -> Void)?
        /// The clock's time at the recording's 0.
        let origin: Double
        var lastTime = 0.0

        init(replay: TouchReplay, window: UIWindow) throws {
            events = try replay.makeSource()
            assembler = TouchFrameAssembler(device: events.device, resynchronizesAfterDrop: events.resynchronizesAfterDrop)
            input = WindowTouchInput(device: events.device, window: window, gestures: replay.gestures)
            self.window = window
            onFrame = replay.onFrame
            origin = window.clock.now
        }

        func nextFrame() throws -> TouchFrame? {
            while let event = try events.nextEvent() {
                if let frame = assembler.process(event) { return frame }
            }
            return nil
        }

        func deliver(_ frame: TouchFrame) {
            lastTime = frame.timestamp
            onFrame?(frame)
            var shifted = frame
            shifted.timestamp = origin + frame.timestamp
            input.handle(shifted)
        }

        func end() {
            input.sourceEnded(at: max(window.clock.now, origin + lastTime))
        }

        var result: Result {
            let c = input.counts
            return Result(deviceName: events.device.name, device: events.device, frames: assembler.frameCount, durationSeconds: lastTime,
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
    /// ``TouchReplay/play(in:)`` needs a window on a ``ManualClock``.
    case needsManualClock

    public var description: String {
        switch self {
        case .needsManualClock: "TouchReplay.play(in:) needs a window on a ManualClock (use run(in:) on another clock)"
        }
    }
}
