import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct ClockTests {
    @Test func manualClockRunsTasksInDeadlineOrderAtTheirTimes() {
        let clock = ManualClock()
        var seen: [(String, Double)] = []
        clock.schedule(after: 0.3) { seen.append(("c", clock.now)) }
        clock.schedule(after: 0.1) { seen.append(("a", clock.now)) }
        clock.schedule(after: 0.1) { seen.append(("b", clock.now)) }
        let cancelled = clock.schedule(after: 0.2) { seen.append(("x", clock.now)) }
        cancelled.cancel()
        clock.advance(by: 0.25)
        #expect(seen.map(\.0) == ["a", "b"])
        #expect(seen[0].1 == 0.1)
        #expect(clock.now == 0.25)
        clock.advance(by: 1)
        #expect(seen.map(\.0) == ["a", "b", "c"])
        #expect(seen[2].1 == 0.3)
    }

    @Test func tasksScheduledWhileRunningRunInTheSameAdvance() {
        let clock = ManualClock()
        var times: [Double] = []
        clock.schedule(after: 0.1) {
            times.append(clock.now)
            clock.schedule(after: 0.1) { times.append(clock.now) }
        }
        clock.advance(by: 1)
        #expect(times == [0.1, 0.2])
    }

    /// One turn runs the jobs due now that were queued before it; the work they queue for now waits for the next
    /// turn, and nothing later than now runs.
    @Test func aTurnRunsWhatWasQueuedAndLeavesWhatItQueues() {
        let clock = ManualClock()
        var seen: [String] = []
        clock.schedule(atNanoseconds: 0) {
            seen.append("job")
            clock.schedule(atNanoseconds: clock.nowNanoseconds) { seen.append("end of turn") }
        }
        clock.schedule(after: 0.1) { seen.append("later") }
        #expect(clock.runTurn() == 1)
        #expect(seen == ["job"])
        #expect(clock.now == 0)
        #expect(clock.runTurn() == 1)
        #expect(seen == ["job", "end of turn"])
        #expect(clock.runTurn() == 0)
        clock.advance(by: 0.1)
        #expect(seen == ["job", "end of turn", "later"])
    }

    @Test func displayLinkTicksOnExactFrameBoundaries() {
        let clock = ManualClock()
        var stamps60: [Double] = []
        var stamps120: [Double] = []
        let link60 = CADisplayLink(clock: clock, framesPerSecond: 60) { stamps60.append($0.timestamp) }
        let link120 = CADisplayLink(clock: clock, framesPerSecond: 120) { stamps120.append($0.timestamp) }
        clock.advance(by: 1)
        #expect(stamps60.count == 60)
        #expect(stamps120.count == 120)
        #expect(stamps60.first == 1.0 / 60 || abs(stamps60.first! - 1.0 / 60) < 1e-9)
        #expect(stamps60.last == 1.0)
        #expect(stamps120.last == 1.0)
        #expect(link60.frameCount == 60)
        link60.invalidate()
        link120.isPaused = true
        clock.advance(by: 1)
        #expect(stamps60.count == 60 && stamps120.count == 120)
        link120.isPaused = false
        clock.advance(by: 0.5)
        #expect(stamps120.count == 180)
    }
}
