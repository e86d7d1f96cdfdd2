import Foundation
import GlideClock
import GlideObjectiveC

/// A `Timer` that fires on Glide's clock: what `glide port` writes for Foundation's timers.
///
/// Transition code times things with `Timer`: a pan that times out after 3 s of stillness, a countdown, a display
/// refresh every 1/60 s. On iOS the main run loop fires the timers scheduled on it; in Glide the run loop is the
/// ``Clock``, and Foundation's timers on Linux wait for a run loop that Glide never runs, so they would never fire in
/// a check. A `GlideTimer` made on the main thread fires on the clock that was ``Clocks/current`` when it was made,
/// at its time, deterministically on a ``ManualClock``, between the transition's frames. It has Foundation's
/// initializers and class methods, with Apple's spellings, the selector forms included (which Foundation on Linux
/// lacks); it is a `Timer`, so code that stores it as one (`var timer: Timer?`) and calls `invalidate()`, `fire()`,
/// `isValid`, `fireDate`, `timeInterval`, `tolerance` and `userInfo` gets its answers.
///
/// Why a subclass and not Foundation's own spellings: Swift cannot shadow them. A static method or an initializer of
/// the same signature in an extension of `Timer` (or `RunLoop`) in GlideUIKit wins only in a file that imports
/// GlideUIKit alone; a file that imports Foundation as well (most do) finds both and stops with "ambiguous use", and
/// no other overload can outrank Foundation's exact signature. So `glide port` writes `GlideTimer` where the code
/// makes a timer (`Timer.scheduledTimer(withTimeInterval:repeats:block:)` →
/// `GlideTimer.scheduledTimer(withTimeInterval:repeats:block:)`, `Timer(timeInterval:repeats:block:)` →
/// `GlideTimer(timeInterval:repeats:block:)`) and ``Foundation/RunLoop/add(onGlideClock:forMode:)`` where it adds one
/// to a run loop; `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, which Foundation on Linux
/// lacks, GlideUIKit declares on `Timer` itself (it makes a `GlideTimer`).
///
/// Glide differs from Foundation: the clock drives the timer, not run loop modes, so it fires whatever mode it was
/// added for (`.default`, `.common`, `.tracking`, also while a scroll view tracks a touch) and wherever it was added
/// (`RunLoop.main`, `RunLoop.current`), at its time exactly (``tolerance`` is kept and read back, never used). A date
/// given to it (`init(fire:…)`, `init(fireAt:…)`, ``fireDate``) is read as a delay from the moment it is given, rounded
/// to the millisecond (as `DispatchQueue.main.asyncAfter(deadline:)` on Glide's clock reads its deadline), and
/// ``fireDate`` reads the clock's remaining time as a date from now; a fire date more than a year away
/// (`Date.distantFuture`, the usual way to pause a timer) never comes. `init(timeInterval:repeats:block:)` first fires
/// `interval` seconds after it is made, as Apple documents (swift-corelibs-foundation fires it as soon as it is added).
/// A timer made on the main thread lives on the main actor and is used there (Foundation asks the same of the thread a
/// timer is scheduled on); one made off the main thread is Foundation's timer, on that thread's run loop, and the
/// selector forms need the main thread (Glide's `Selector` calls methods on the main actor). A repeating timer always
/// has a next firing, as a display link has a next frame: invalidate it before `ManualClock.runUntilIdle()`.
public final class GlideTimer: Timer {
    /// The timer's life on Glide's clock; nil for a timer made off the main thread, which is Foundation's.
    private let schedule: Schedule?

    /// What the timer calls when it fires.
    enum Action {
        case block(@Sendable (Timer) -> Void)
        case selector(target: Any, Selector)
    }

    /// An empty timer, what `Timer()` makes on iOS: it never fires and `isValid` is false; code keeps one as a placeholder
    /// until it makes the real timer (`var timer = Timer()`). Foundation on Linux has no `Timer()`: `glide port` writes
    /// `GlideTimer()` for it.
    public convenience init() {
        self.init(start: .delay(0), interval: 0, repeats: false, action: .block({ _ in }), userInfo: nil)
        invalidate()
    }

    /// A timer that first fires at `date`, then every `interval` seconds when `repeats` (an interval of 0 or less is
    /// 0.1 ms), calling `block` with the timer; it fires once added to a run loop
    /// (``Foundation/RunLoop/add(onGlideClock:forMode:)``).
    public override convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.init(start: .date(date), interval: interval, repeats: repeats, action: .block(block), userInfo: nil)
    }

    /// A timer that first fires `interval` seconds from now (0.1 ms for 0 or less), and every `interval` seconds
    /// after when `repeats`, calling `block` with the timer; it fires once added to a run loop
    /// (``Foundation/RunLoop/add(onGlideClock:forMode:)``).
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.init(start: .delay(interval), interval: interval, repeats: repeats, action: .block(block), userInfo: nil)
    }

    /// A timer that first fires `ti` seconds from now (0.1 ms for 0 or less), and every `ti` seconds after when
    /// `yesOrNo`, calling the method `aSelector` names on `aTarget` (with the timer, when the method takes an
    /// argument); it keeps `aTarget` and `userInfo` until it is invalidated, and fires once added to a run loop
    /// (``Foundation/RunLoop/add(onGlideClock:forMode:)``). Glide differs from Foundation: it must be made on the main thread.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        Self.requireMainThread("Timer(timeInterval:target:selector:userInfo:repeats:)")
        self.init(start: .delay(ti), interval: ti, repeats: yesOrNo, action: .selector(target: aTarget, aSelector), userInfo: userInfo)
    }

    /// A timer that first fires at `date`, then every `ti` seconds when `rep`, calling the method `s` names on `t`
    /// (see ``init(timeInterval:target:selector:userInfo:repeats:)``). Glide differs from Foundation: it must be made
    /// on the main thread.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
        Self.requireMainThread("Timer(fireAt:interval:target:selector:userInfo:repeats:)")
        self.init(start: .date(date), interval: ti, repeats: rep, action: .selector(target: t, s), userInfo: ui)
    }

    /// Makes a timer (see ``init(timeInterval:repeats:block:)``) and schedules it at once: on Glide's clock when
    /// called on the main thread, otherwise on the current run loop, as Foundation does.
    public override class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = GlideTimer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.current.add(onGlideClock: timer, forMode: .default)
        return timer
    }

    enum Start {
        case delay(TimeInterval)
        case date(Date)
    }

    private init(start: Start, interval: TimeInterval, repeats: Bool, action: Action, userInfo: Any?) {
        // Foundation's 0.1 ms for an interval of 0 or less.
        let interval = interval > 0 ? interval : 0.0001
        guard DispatchQueue.callerIsOnMainQueue else {
            // Foundation's timer, with the fire date Apple documents.
            schedule = nil
            let date: Date
            switch start {
            case .delay(let seconds): date = Date(timeIntervalSinceNow: seconds > 0 ? seconds : 0.0001)
            case .date(let given): date = given
            }
            guard case .block(let block) = action else { preconditionFailure("a selector timer off the main thread") }
            super.init(fire: date, interval: interval, repeats: repeats, block: block)
            return
        }
        nonisolated(unsafe) let action = action, userInfo = userInfo
        schedule = MainActor.assumeIsolated {
            Schedule(start: start, interval: interval, repeats: repeats, action: action, userInfo: userInfo)
        }
        // Foundation's timer underneath never fires: should the code add it to a run loop that runs, it waits there
        // for the distant future.
        super.init(fire: .distantFuture, interval: 0, repeats: false, block: { _ in })
    }

    private static func requireMainThread(_ what: String) {
        precondition(DispatchQueue.callerIsOnMainQueue, "\(what) off the main thread: Glide's timers call their target's method through Selector, on the main actor; make the timer on the main thread")
    }

    /// Whether the timer runs on Glide's clock (it was made on the main thread).
    var runsOnGlideClock: Bool { schedule != nil }

    /// Puts the timer on its clock (``Foundation/RunLoop/add(onGlideClock:forMode:)``); nothing for a timer already
    /// there or invalidated.
    func addToClock() {
        guard let schedule else { return }
        nonisolated(unsafe) let timer = self
        MainActor.assumeIsolated { schedule.add(timer) }
    }

    // MARK: Timer

    /// Calls the timer's block or method now, without changing when it fires next; a non-repeating timer is then
    /// invalidated. Nothing for an invalidated timer.
    public override func fire() {
        guard let schedule else { return super.fire() }
        nonisolated(unsafe) let timer = self
        MainActor.assumeIsolated { schedule.fireNow(timer) }
    }

    /// When the timer fires next (from the clock's remaining time, as a date from now); once invalidated, when it
    /// last fired. Setting it moves the next firing (a repeating timer goes on from there); a date in the past fires
    /// at the clock's next turn, one more than a year away never comes. Nothing for an invalidated timer.
    public override var fireDate: Date {
        get {
            guard let schedule else { return super.fireDate }
            return MainActor.assumeIsolated { schedule.fireDate }
        }
        set {
            guard let schedule else { super.fireDate = newValue; return }
            MainActor.assumeIsolated { schedule.setFireDate(newValue) }
        }
    }

    /// The seconds between firings; 0 for a non-repeating timer.
    public override var timeInterval: TimeInterval {
        guard let schedule else { return super.timeInterval }
        return MainActor.assumeIsolated { schedule.repeats ? schedule.interval : 0 }
    }

    /// The lateness the timer allows (0 by default). Glide keeps it and fires at the exact time.
    public override var tolerance: TimeInterval {
        get {
            guard let schedule else { return super.tolerance }
            return MainActor.assumeIsolated { schedule.tolerance }
        }
        set {
            guard let schedule else { super.tolerance = newValue; return }
            MainActor.assumeIsolated { schedule.tolerance = max(0, newValue) }
        }
    }

    /// Stops the timer for good and lets go of its block, target and user info (the clock lets go of the timer).
    public override func invalidate() {
        guard let schedule else { return super.invalidate() }
        MainActor.assumeIsolated { schedule.invalidate() }
        // Foundation's timer underneath leaves any run loop the code added it to.
        super.invalidate()
    }

    /// True until the timer is invalidated, or has fired if it does not repeat.
    public override var isValid: Bool {
        guard let schedule else { return super.isValid }
        return MainActor.assumeIsolated { schedule.isValid }
    }

    /// The object given to a selector form (nil for the block forms); gone once the timer is invalidated.
    public override var userInfo: Any? {
        guard let schedule else { return super.userInfo }
        return schedule.userInfo
    }

    // MARK: The clock

    /// A timer's state on Glide's clock.
    @MainActor
    final class Schedule {
        let clock: any Clock
        let interval: TimeInterval
        let repeats: Bool
        var tolerance: TimeInterval = 0
        private(set) var isValid = true
        /// Read from any thread, as Foundation's is; written only on the main actor.
        nonisolated(unsafe) private(set) var userInfo: Any?
        private var action: Action?
        /// The timer this is the state of, known once it is added or fired.
        private weak var timer: GlideTimer?
        /// When the timer fires next, in the clock's nanoseconds; nil for never (a fire date more than a year away).
        private var deadline: Int64?
        /// The date the code set for a deadline that never comes.
        private var farDate = Date.distantFuture
        /// Whether the timer was added to the clock (a run loop), and the clock's task for its next firing.
        private var added = false
        private var task: ScheduledTask?
        /// Set while the timer's action runs from the clock: the deadline it fired for, and whether the action moved
        /// the next firing (which is then kept, as Foundation keeps a later fire date set during the callout).
        private var firing: (deadline: Int64, moved: Bool)?
        /// When the timer last fired, for ``fireDate`` once it is invalidated.
        private var lastFired: Date?

        /// The timers on the clock, kept alive as a run loop keeps its timers until they are invalidated.
        private static var scheduled: [ObjectIdentifier: GlideTimer] = [:]

        /// Fire dates this far away or further never come.
        private static let longestDelay: TimeInterval = 365 * 24 * 3600

        init(start: Start, interval: TimeInterval, repeats: Bool, action: Action, userInfo: Any?) {
            clock = Clocks.current
            self.interval = interval
            self.repeats = repeats
            self.action = action
            self.userInfo = userInfo
            switch start {
            case .delay(let seconds): deadline = clock.nowNanoseconds + nanoseconds(seconds > 0 ? seconds : 0.0001)
            case .date(let date): setDeadline(for: date)
            }
        }

        /// The deadline for a date, read as a delay from now rounded to the millisecond.
        private func setDeadline(for date: Date) {
            let delay = date.timeIntervalSinceNow
            guard delay < Self.longestDelay else {
                deadline = nil
                farDate = date
                return
            }
            let milliseconds = (max(0, delay) * 1000).rounded()
            deadline = clock.nowNanoseconds + Int64(milliseconds) * 1_000_000
        }

        var fireDate: Date {
            if !isValid, let lastFired { return lastFired }
            guard let deadline else { return farDate }
            return Date(timeIntervalSinceNow: Double(deadline - clock.nowNanoseconds) / 1e9)
        }

        func add(_ timer: GlideTimer) {
            guard isValid, !added else { return }
            self.timer = timer
            added = true
            Self.scheduled[ObjectIdentifier(timer)] = timer
            arm()
        }

        /// Schedules the clock's task for the deadline (none for never).
        private func arm() {
            task?.cancel()
            task = nil
            guard added, isValid, let deadline else { return }
            task = clock.schedule(atNanoseconds: deadline) { [weak self] in self?.fireOnClock() }
        }

        /// The clock reached the deadline: the action runs; a non-repeating timer is then invalidated, a repeating
        /// one fires next an interval after the deadline (skipping the times the clock has passed already), unless
        /// the action moved its fire date later.
        private func fireOnClock() {
            guard isValid, let deadline, let timer else { return }
            task = nil
            firing = (deadline, false)
            lastFired = Date()
            perform(timer)
            let moved = firing?.moved ?? false
            firing = nil
            guard isValid else { return }
            guard repeats else { return invalidate() }
            if moved { return arm() }
            let step = max(1, nanoseconds(interval))
            var next = deadline + step
            let now = clock.nowNanoseconds
            if next <= now { next += ((now - next) / step + 1) * step }
            self.deadline = next
            arm()
        }

        func fireNow(_ timer: GlideTimer) {
            guard isValid else { return }
            self.timer = timer
            lastFired = Date()
            perform(timer)
            if !repeats { invalidate() }
        }

        private func perform(_ timer: GlideTimer) {
            switch action {
            case .block(let block): block(timer)
            case .selector(let target, let selector):
                PerformRequests.send(selector, to: target, arguments: [timer])
            case nil: break
            }
        }

        func setFireDate(_ date: Date) {
            guard isValid else { return }
            let previous = deadline
            setDeadline(for: date)
            if let firing {
                // Foundation keeps a fire date set during the callout only when it is later than the one that fired.
                if let deadline, deadline <= firing.deadline {
                    self.deadline = previous
                    return
                }
                self.firing?.moved = true
                return
            }
            arm()
        }

        func invalidate() {
            guard isValid else { return }
            isValid = false
            task?.cancel()
            task = nil
            action = nil
            userInfo = nil
            if lastFired == nil { lastFired = fireDate }
            if let timer { Self.scheduled[ObjectIdentifier(timer)] = nil }
        }
    }
}
