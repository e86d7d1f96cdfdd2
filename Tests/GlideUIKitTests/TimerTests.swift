import Foundation
import GlideUIKit
import Testing

/// What a timer's block or method saw, with the clock's time.
final class TimerLog: @unchecked Sendable {
    var entries: [String] = []
}

/// The clock's time, read where a timer's `@Sendable` block runs (on the main actor, on Glide's clock).
private func time(_ clock: some Clock & Sendable) -> String { MainActor.assumeIsolated { "\(clock.now)" } }

/// A pan that gives up after a pause, as ElasticTransition's EdgePanTransition does: the selector timer `glide port`
/// leaves as written (with the `Selector` it writes for `#selector`).
final class TimeoutPan: NSObject {
    let log = TimerLog()
    var timeoutTimer: Timer?
    let clock: ManualClock

    init(clock: ManualClock) { self.clock = clock }

    func resetTimeout() {
        timeoutTimer?.invalidate()
        timeoutTimer = Timer.scheduledTimer(timeInterval: 3.0, target: self, selector: Selector(TimeoutPan.timedOut, name: "timedOut"),
                                            userInfo: nil, repeats: false)
    }

    func timedOut() { log.entries.append("timed out at \(time(clock))") }

    func tick(_ timer: Timer) { log.entries.append("tick \(time(clock)) \(timer.userInfo as? String ?? "-")") }
}

@MainActor
@Suite struct TimerTests {
    @Test func aScheduledBlockTimerRepeatsOnGlidesClockUntilInvalidated() {
        let clock = ManualClock().makeCurrent()
        let log = TimerLog()
        let timer = GlideTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            log.entries.append(time(clock))
            if time(clock) == "1.0" { timer.invalidate() }
        }
        #expect(timer is GlideTimer && timer.isValid && timer.timeInterval == 0.25 && timer.userInfo == nil)
        clock.advance(by: 0.2)
        #expect(log.entries.isEmpty)
        clock.advance(by: 0.3)
        #expect(log.entries == ["0.25", "0.5"])
        clock.advance(by: 10)
        #expect(log.entries == ["0.25", "0.5", "0.75", "1.0"], "invalidated in its own block")
        #expect(!timer.isValid)
    }

    @Test func aNonRepeatingTimerFiresOnceAndIsInvalidatedAfterItsBlock() {
        let clock = ManualClock().makeCurrent()
        let log = TimerLog()
        let timer = GlideTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in
            log.entries.append("fired valid=\(timer.isValid)")
        }
        #expect(timer.timeInterval == 0, "Foundation's timeInterval of a non-repeating timer")
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 0.5) < 0.05)
        clock.advance(by: 5)
        #expect(log.entries == ["fired valid=true"])
        #expect(!timer.isValid)
        timer.fire()
        #expect(log.entries.count == 1, "an invalidated timer does not fire")
    }

    @Test func theSelectorFormCallsTheTargetsMethodWithOrWithoutTheTimer() {
        let clock = ManualClock().makeCurrent()
        let pan = TimeoutPan(clock: clock)
        pan.resetTimeout()
        clock.advance(by: 2)
        pan.resetTimeout()
        clock.advance(by: 2.9)
        #expect(pan.log.entries.isEmpty, "the first timeout was invalidated")
        clock.advance(by: 0.1)
        #expect(pan.log.entries == ["timed out at 5.0"])
        #expect(pan.timeoutTimer?.isValid == false)

        let ticking = Timer.scheduledTimer(timeInterval: 1, target: pan, selector: Selector(TimeoutPan.tick(_:), name: "tick(_:)"),
                                           userInfo: "info", repeats: true)
        #expect(ticking.userInfo as? String == "info")
        clock.advance(by: 2)
        #expect(pan.log.entries.suffix(2) == ["tick 6.0 info", "tick 7.0 info"], "the method is given the timer")
        ticking.invalidate()
        #expect(ticking.userInfo == nil, "an invalidated timer lets its user info go")
    }

    @Test func aTimerKeepsItsTargetUntilItIsInvalidated() {
        let clock = ManualClock().makeCurrent()
        weak var released: TimeoutPan?
        var timer: Timer?
        do {
            let pan = TimeoutPan(clock: clock)
            released = pan
            timer = Timer.scheduledTimer(timeInterval: 1, target: pan, selector: Selector(TimeoutPan.tick(_:), name: "tick(_:)"),
                                         userInfo: nil, repeats: true)
        }
        #expect(released != nil)
        timer?.invalidate()
        #expect(released == nil)
    }

    /// `Timer()`'s placeholder: never valid, never fires, even added to the run loop; the real timer replaces it.
    @Test func anEmptyTimerIsAPlaceholderThatNeverFires() {
        let clock = ManualClock().makeCurrent()
        var timer: Timer = GlideTimer()
        #expect(!timer.isValid)
        RunLoop.main.add(onGlideClock: timer, forMode: .common)
        clock.advance(by: 1)
        timer.invalidate()
        let log = TimerLog()
        timer = GlideTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.entries.append(time(clock)) }
        clock.advance(by: 1)
        #expect(log.entries == ["1.5"])
    }

    @Test func aTimerMadeWithAnInitializerFiresOnceAddedToTheRunLoop() {
        let clock = ManualClock().makeCurrent()
        let log = TimerLog()
        let timer = GlideTimer(timeInterval: 0.1, repeats: true) { _ in log.entries.append("a \(time(clock))") }
        clock.advance(by: 0.3)
        #expect(log.entries.isEmpty, "not added yet")
        RunLoop.main.add(onGlideClock: timer, forMode: .common)
        RunLoop.main.add(onGlideClock: timer, forMode: .default)
        clock.advance(by: 0)
        #expect(log.entries == ["a 0.3"], "its first fire date (0.1) has passed: it fires at the clock's next turn, once")
        clock.advance(by: 0.1)
        #expect(log.entries == ["a 0.3", "a 0.4"], "then every interval after its fire date, skipping the ones passed")
        timer.invalidate()

        let dated = GlideTimer(fire: Date().addingTimeInterval(0.5), interval: 0, repeats: false) { _ in log.entries.append("b \(time(clock))") }
        RunLoop.current.add(onGlideClock: dated, forMode: .tracking)
        clock.advance(by: 1)
        #expect(log.entries.last == "b 0.9")

        let selector = GlideTimer(fireAt: Date(), interval: 1, target: TimeoutPan(clock: clock),
                                  selector: Selector(TimeoutPan.timedOut, name: "timedOut"), userInfo: 7, repeats: false)
        #expect(selector.userInfo as? Int == 7)
    }

    @Test func firingByHandKeepsTheScheduleAndSettingTheFireDateMovesIt() {
        let clock = ManualClock().makeCurrent()
        let log = TimerLog()
        let timer = GlideTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in log.entries.append(time(clock)) }
        timer.tolerance = 0.1
        #expect(timer.tolerance == 0.1)
        clock.advance(by: 0.5)
        timer.fire()
        #expect(log.entries == ["0.5"])
        clock.advance(by: 0.5)
        #expect(log.entries == ["0.5", "1.0"], "fire() does not change when it fires next")
        timer.fireDate = .distantFuture
        clock.advance(by: 100)
        #expect(log.entries == ["0.5", "1.0"], "paused")
        #expect(timer.fireDate == .distantFuture)
        timer.fireDate = Date().addingTimeInterval(0.25)
        clock.advance(by: 0.25)
        #expect(log.entries == ["0.5", "1.0", "101.25"])
        clock.advance(by: 1)
        #expect(log.entries == ["0.5", "1.0", "101.25", "102.25"], "resumed: every interval from the new date")
    }

    @Test func aLaterFireDateSetInTheBlockIsKept() {
        let clock = ManualClock().makeCurrent()
        let log = TimerLog()
        _ = GlideTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            log.entries.append(time(clock))
            if log.entries.count == 1 { timer.fireDate = Date().addingTimeInterval(5) }
            if log.entries.count == 2 { timer.fireDate = Date().addingTimeInterval(-1) }
            if log.entries.count == 4 { timer.invalidate() }
        }
        clock.advance(by: 20)
        #expect(log.entries == ["1.0", "6.0", "7.0", "8.0"], "a later date moves the next firing; an earlier one is ignored")
    }

    @Test func aLateClockFiresARepeatingTimerOnceForTheTimesItMissed() {
        let clock = LateClock()
        clock.makeCurrent()
        defer { ManualClock().makeCurrent() }
        let log = TimerLog()
        let timer = GlideTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in log.entries.append(time(clock)) }
        clock.run(at: 3.5)
        #expect(log.entries == ["3.5"])
        #expect(clock.pending.map(\.deadline) == [4_000_000_000], "the next firing stays on the timer's 1 s grid")
        timer.invalidate()
    }

    @Test func aTimerMadeOffTheMainThreadIsFoundations() {
        let fired = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = GlideTimer.scheduledTimer(withTimeInterval: 0.001, repeats: false) { _ in fired.signal() }
            RunLoop.current.run(until: Date().addingTimeInterval(5))
        }
        thread.start()
        #expect(fired.wait(timeout: .now() + 10) == .success, "the background thread's run loop fires it")
    }
}

/// A clock that runs its tasks only when told, late: as a live clock does when the main thread was busy.
@MainActor
final class LateClock: Clock {
    var nowNanoseconds: Int64 = 0
    var pending: [ScheduledTask] = []
    private var sequence: UInt64 = 0

    func schedule(atNanoseconds nanoseconds: Int64, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        sequence += 1
        let task = ScheduledTask(deadline: nanoseconds, sequence: sequence, action: action)
        pending.append(task)
        return task
    }

    /// Moves to `seconds` and runs the tasks due by then, once each.
    func run(at seconds: Double) {
        nowNanoseconds = nanoseconds(seconds)
        let due = pending.filter { $0.deadline <= nowNanoseconds }
        pending.removeAll { $0.deadline <= nowNanoseconds }
        for task in due { task.action?() }
        pending.removeAll { !$0.isPending }
    }
}
