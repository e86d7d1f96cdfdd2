import Foundation
import GlideClock
import GlideObjectiveC
/// A timer synchronised to a display's refresh (UIKit's `CADisplayLink`), ticking on a ``Clock``.
///
/// Frames fall on whole multiples of the frame period from the clock's origin (frame k at
/// k·10⁹/rate ns, computed in integers), so a 60 Hz link on a manual clock ticks at exactly
/// 0, 1/60, 2/60 … seconds whatever else runs in between.
///
/// UIKit's form, `CADisplayLink(target:selector:)` then `add(to: .main, forMode: .common)`, starts
/// ticking when added. Glide differs there: the run loop and mode are not used (frames come from
/// Glide's clock, ``Clocks/current`` when the link was made); removing the link from every mode it
/// was added to stops it.
@preconcurrency @MainActor
public final class CADisplayLink {
    /// The display's frames per second (60 by default; 120 for ProMotion-like displays).
    public let framesPerSecond: Int
    /// The time of the frame being delivered, in seconds.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame, in seconds.
    public var targetTimestamp: CFTimeInterval { Double(frameTime(frameIndex + step)) / 1e9 }
    /// The display's frame period in seconds.
    public var duration: CFTimeInterval { 1 / Double(framesPerSecond) }
    /// The number of frames delivered so far.
    public private(set) var frameCount = 0
    /// The rate the link would like (0: the display's rate). The link ticks every n-th display
    /// frame, n = round(display rate / preferred rate), at least 1.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if isRunning { scheduleNext() } }
    }
    /// The frame rate range the link would like; its `preferred` value (else its maximum) acts as
    /// ``preferredFramesPerSecond``.
    public var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            let rate = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum
            preferredFramesPerSecond = rate > 0 ? Int(rate.rounded()) : 0
        }
    }
    /// While true, no frames are delivered.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            if isPaused {
                task?.cancel()
                task = nil
            } else {
                scheduleNext()
            }
        }
    }

    private let clock: any Clock
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    private var frameIndex: Int64 = 0
    private var task: ScheduledTask?
    private var modes: Set<RunLoop.Mode> = []
    private var isRunning = false
    /// Added to a run loop, the link keeps itself alive (the run loop retains it in UIKit).
    private var retainedByRunLoop: CADisplayLink?

    /// Display frames between two ticks.
    private var step: Int64 {
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < framesPerSecond else { return 1 }
        return max(1, Int64((Double(framesPerSecond) / Double(preferredFramesPerSecond)).rounded()))
    }

    /// A link on `clock` (the ambient clock by default) that calls `handler` once a frame, from now on.
    public init(clock: (any Clock)? = nil, framesPerSecond: Int = 60, handler: @escaping @MainActor (CADisplayLink) -> Void) {
        precondition(framesPerSecond > 0, "a display link needs a positive frame rate")
        self.clock = clock ?? Clocks.current
        self.framesPerSecond = framesPerSecond
        self.handler = handler
        start()
    }

    /// UIKit's link: calls `selector` on `target` with the link once a frame, from when it is
    /// ``add(to:forMode:)``-ed. The target is held strongly until ``invalidate()``, as in UIKit.
    public init(target: Any, selector sel: Selector) {
        clock = Clocks.current
        framesPerSecond = 60
        let target = target as AnyObject
        handler = { link in sel.perform(on: target, sender: link) }
    }

    /// Starts the link on Glide's clock (the run loop is not used; see the type's documentation).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.insert(mode)
        retainedByRunLoop = self
        if !isRunning { start() }
    }

    /// Removes the link from `mode`; with no mode left it stops (it can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        guard modes.isEmpty else { return }
        retainedByRunLoop = nil
        isRunning = false
        task?.cancel()
        task = nil
    }

    /// Stops the link for good and lets go of its target.
    public func invalidate() {
        handler = nil
        retainedByRunLoop = nil
        isRunning = false
        task?.cancel()
        task = nil
    }

    /// True until ``invalidate()`` is called.
    public var isValid: Bool { handler != nil }

    private func start() {
        isRunning = true
        // The first frame is the first frame boundary strictly after now.
        frameIndex = lastFrameIndex(atOrBefore: clock.nowNanoseconds)
        scheduleNext()
    }

    private func frameTime(_ index: Int64) -> Int64 {
        // In 128 bits: index · 10⁹ overflows Int64 after 292 years / rate (2.4 years at 120 Hz).
        let product = index.multipliedFullWidth(by: 1_000_000_000)
        return Int64(framesPerSecond).dividingFullWidth((product.high, product.low)).quotient
    }

    /// The index of the last frame boundary at or before `time` nanoseconds.
    private func lastFrameIndex(atOrBefore time: Int64) -> Int64 {
        let product = time.multipliedFullWidth(by: Int64(framesPerSecond))
        return Int64(1_000_000_000).dividingFullWidth((product.high, product.low)).quotient
    }

    private func scheduleNext() {
        task?.cancel()
        guard handler != nil, !isPaused, isRunning else { return }
        // Never schedule a frame at or before the present: skip frames that were missed.
        let now = clock.nowNanoseconds
        var next = frameIndex + step
        if frameTime(next) <= now { next = lastFrameIndex(atOrBefore: now) + 1 }
        let deadline = frameTime(next)
        task = clock.schedule(atNanoseconds: deadline) { [weak self] in
            guard let self else { return }
            self.frameIndex = next
            self.timestamp = Double(deadline) / 1e9
            self.frameCount += 1
            self.handler?(self)
            self.scheduleNext()
        }
    }
}

/// A range of frame rates (`CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
