/// A timer synchronised to a display's refresh (UIKit's `CADisplayLink`), ticking on a ``Clock``.
///
/// Frames fall on whole multiples of the frame period from the clock's origin (frame k at
/// k·10⁹/rate ns, computed in integers), so a 60 Hz link on a manual clock ticks at exactly
/// 0, 1/60, 2/60 … seconds whatever else runs in between.
@MainActor
public final class DisplayLink {
    /// Frames per second (60 by default; 120 for ProMotion-like displays).
    public let framesPerSecond: Int
    /// The time of the frame being delivered, in seconds.
    public private(set) var timestamp: Double = 0
    /// The time of the next frame, in seconds.
    public var targetTimestamp: Double { Double(frameTime(frameIndex + 1)) / 1e9 }
    /// The frame period in seconds.
    public var duration: Double { 1 / Double(framesPerSecond) }
    /// The number of frames delivered so far.
    public private(set) var frameCount = 0
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
    private var handler: (@MainActor (DisplayLink) -> Void)?
    private var frameIndex: Int64 = 0
    private var task: ScheduledTask?

    /// A link on `clock` (the ambient clock by default) that calls `handler` once a frame.
    public init(clock: (any Clock)? = nil, framesPerSecond: Int = 60, handler: @escaping @MainActor (DisplayLink) -> Void) {
        precondition(framesPerSecond > 0, "a display link needs a positive frame rate")
        self.clock = clock ?? Clocks.current
        self.framesPerSecond = framesPerSecond
        self.handler = handler
        let now = self.clock.nowNanoseconds
        // The first frame is the first frame boundary strictly after now.
        frameIndex = lastFrameIndex(atOrBefore: now)
        scheduleNext()
    }

    /// Stops the link for good.
    public func invalidate() {
        handler = nil
        task?.cancel()
        task = nil
    }

    /// True until ``invalidate()`` is called.
    public var isValid: Bool { handler != nil }

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
        guard handler != nil, !isPaused else { return }
        // Never schedule a frame at or before the present: skip frames that were missed.
        let now = clock.nowNanoseconds
        var next = frameIndex + 1
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
