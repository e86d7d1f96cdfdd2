import Foundation
import GlideInput
import GlideUIKitCore

/// A part of a replay that a ``ReplayPlayer`` plays into: the gesture pipeline and its driver
/// (``ReplaySession``), touches into a window (``TouchReplay``), a screen recorder, a timeline, a
/// checker's recording. Every requirement has a default that does nothing.
@MainActor
public protocol ReplayObserver: AnyObject {
    /// The observer was added to `player` (to take display frames from it, say).
    func willPlay(with player: ReplayPlayer)
    /// The observer's next timer in seconds on the clock (the libinput state machine's hold and
    /// debounce timeouts); the player fires it at its own time, before input that comes later.
    var nextDeadline: Double? { get }
    /// Fires the observer's timers due at or before `time` (seconds on the clock), the clock's time.
    func fireTimers(at time: Double)
    /// The clock is about to move forward to `time` (seconds on the clock): pace here (sleep, for
    /// real-time output), or move the clock part of the way, never past `time`.
    func clockWillAdvance(to time: Double)
    /// The clock ran the tasks due at its present time (the player steps deadline by deadline).
    func clockDidRunTasks()
    /// One input event, the clock at its frame's time; `frame` is the touch frame a `SYN_REPORT`
    /// completed, stamped in the input's time (``ReplayPlayer/clockTime(_:)`` converts).
    func play(_ event: InputEvent, completing frame: TouchFrame?)
    /// The input ended (``InputSourceEnd/deviceRemoved``: the device went away) at `time` on the clock.
    func inputEnded(_ end: InputSourceEnd?, at time: Double)
}

extension ReplayObserver {
    public func willPlay(with player: ReplayPlayer) {}
    public var nextDeadline: Double? { nil }
    public func fireTimers(at time: Double) {}
    public func clockWillAdvance(to time: Double) {}
    public func clockDidRunTasks() {}
    public func play(_ event: InputEvent, completing frame: TouchFrame?) {}
    public func inputEnded(_ end: InputSourceEnd?, at time: Double) {}
}

/// Plays recorded input (a trace, or a synthesized script) on a ``ManualClock`` into
/// ``ReplayObserver``s: the one replay loop of Glide.
///
/// The input's timestamps are the clock: before each `SYN_REPORT` the clock moves to its time
/// (``origin`` plus the event's), running animations, display frames and timers on the way, and
/// the observers' own timers fire at their deadlines in between. Then every observer gets the event
/// and the frame it completed. Nothing reads the wall clock, so two replays are identical bit for bit.
/// After the input, ``endInput()`` tells the observers, and the caller lets the clock settle
/// (``runClock(for:while:)``, ``stepClock(by:for:while:)``).
@MainActor
public final class ReplayPlayer {
    /// Where the events come from.
    public let source: any InputEventSource
    /// The clock the replay runs on.
    public let clock: ManualClock
    /// The clock's time (seconds) at the input's time 0.
    public let origin: Double
    /// Events read so far.
    public private(set) var eventCount = 0
    /// The input time of the last `SYN_REPORT` read.
    public private(set) var lastSyncTime = 0.0
    /// The input time of the last touch frame played.
    public private(set) var lastFrameTime = 0.0
    private let assembler: TouchFrameAssembler
    private var observers: [any ReplayObserver] = []

    /// A player of `source` on `clock`, whose time `origin` (by default its present time) is the input's 0.
    public init(source: any InputEventSource, clock: ManualClock, origin: Double? = nil) {
        self.source = source
        self.clock = clock
        self.origin = origin ?? clock.now
        assembler = TouchFrameAssembler(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
    }

    /// Touch frames played so far.
    public var frameCount: Int { assembler.frameCount }

    /// Adds an observer; observers are told in the order they were added.
    public func add(_ observer: any ReplayObserver) {
        observers.append(observer)
        observer.willPlay(with: self)
    }

    /// Calls `frame` at every display frame, 1/`rate` s of clock time apart from the ``origin``,
    /// until it returns false or the returned frames are cancelled: a screen recorder's frames.
    public func displayFrames(rate: Int, _ frame: @escaping @MainActor () -> Bool) -> ReplayDisplayFrames {
        let frames = ReplayDisplayFrames(clock: clock, origin: origin, period: 1.0 / Double(max(1, rate)), frame: frame)
        frames.scheduleNext()
        return frames
    }

    /// The clock's time of `inputTime` (seconds since the input's 0).
    public func clockTime(_ inputTime: Double) -> Double { origin + inputTime }

    /// Plays every event, then ``endInput()``.
    public func play() throws {
        try playEvents()
        endInput()
    }

    /// Plays every event of the source, the clock moving to each `SYN_REPORT`'s time.
    public func playEvents() throws {
        while let event = try source.nextEvent() {
            eventCount += 1
            if event.isSynReport {
                let t = event.timestamp
                moveClock(to: clockTime(t))
                lastSyncTime = t
            }
            let frame = assembler.process(event)
            if let frame { lastFrameTime = frame.timestamp }
            for observer in observers { observer.play(event, completing: frame) }
        }
    }

    /// Fires the observers' timers due within `seconds` after the last `SYN_REPORT`, `limit` at most,
    /// each at its own time (a hold that would have timed out had the recording gone on).
    public func fireRemainingTimers(within seconds: Double, limit: Int) {
        var fired = 0
        while let (deadline, _) = nextTimer(), deadline <= clockTime(lastSyncTime) + seconds, fired < limit {
            moveClock(to: deadline)
            fired += 1
        }
    }

    /// Tells the observers the input ended, at the last `SYN_REPORT`'s time or the clock's, the later.
    public func endInput() {
        let time = max(clock.now, clockTime(lastSyncTime))
        for observer in observers { observer.inputEnded(source.end, at: time) }
    }

    /// Moves the clock forward to `time`, firing the observers' timers due before at their own times.
    public func moveClock(to time: Double) {
        while let (deadline, observer) = nextTimer(), deadline <= time {
            advanceClock(to: deadline)
            observer.fireTimers(at: deadline)
            if let next = observer.nextDeadline, next <= deadline { break }
        }
        advanceClock(to: time)
    }

    /// Runs the clock deadline by deadline while `condition` holds, for `seconds` at most; the clock
    /// stops at the last deadline run.
    public func runClock(for seconds: Double, while condition: () -> Bool) {
        let limit = nanoseconds(clock.now + seconds)
        while condition() {
            guard let next = clock.nextDeadlineNanoseconds, next <= limit else { break }
            clock.advance(toNanoseconds: next)
            for observer in observers { observer.clockDidRunTasks() }
        }
    }

    /// Moves the clock in steps of `step` seconds while `condition` holds, for `seconds` at most
    /// (a display's frames while a transition completes).
    public func stepClock(by step: Double, for seconds: Double, while condition: () -> Bool) {
        var waited = 0.0
        while condition(), waited < seconds {
            for observer in observers { observer.clockWillAdvance(to: clock.now + step) }
            clock.advance(by: step)
            waited += step
        }
    }

    /// The earliest timer among the observers, and whose it is.
    private func nextTimer() -> (Double, any ReplayObserver)? {
        var earliest: (Double, any ReplayObserver)?
        for observer in observers {
            guard let deadline = observer.nextDeadline else { continue }
            if earliest == nil || deadline < earliest!.0 { earliest = (deadline, observer) }
        }
        return earliest
    }

    /// Moves the clock forward to `time` (never back), deadline by deadline.
    private func advanceClock(to time: Double) {
        guard time > clock.now else { return }
        for observer in observers { observer.clockWillAdvance(to: time) }
        let end = nanoseconds(time)
        while let next = clock.nextDeadlineNanoseconds, next <= end {
            clock.advance(toNanoseconds: next)
            for observer in observers { observer.clockDidRunTasks() }
        }
        if end > clock.nowNanoseconds { clock.advance(toNanoseconds: end) }
    }
}

/// Display frames at a fixed rate from a replay's origin (``ReplayPlayer/displayFrames(rate:_:)``).
@MainActor
public final class ReplayDisplayFrames {
    private let clock: ManualClock
    private let origin: Double
    private let period: Double
    private var frame: (@MainActor () -> Bool)?
    private var number = 0
    private var task: ScheduledTask?

    init(clock: ManualClock, origin: Double, period: Double, frame: @escaping @MainActor () -> Bool) {
        self.clock = clock
        self.origin = origin
        self.period = period
        self.frame = frame
    }

    /// Stops the frames.
    public func cancel() {
        task?.cancel()
        task = nil
        frame = nil
    }

    func scheduleNext() {
        number += 1
        task = clock.schedule(after: origin + Double(number) * period - clock.now) { [weak self] in
            guard let self, let frame = self.frame else { return }
            if frame() { self.scheduleNext() }
        }
    }
}
