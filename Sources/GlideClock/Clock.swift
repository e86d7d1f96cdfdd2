import Foundation
/// A source of time and a queue of work scheduled on it: the only way anything in Glide learns the time.
///
/// Two clocks exist. ``ManualClock`` moves only when told to (`advance(by:)`), which makes replay
/// and tests deterministic to the nanosecond; ``MonotonicClock`` follows `CLOCK_MONOTONIC` for live
/// input. Nothing in the engine reads the wall clock. Times are nanoseconds internally, so that
/// display-frame arithmetic never drifts, and seconds (`Double`) in the API, as in UIKit.
@preconcurrency @MainActor
public protocol Clock: AnyObject {
    /// The current time in nanoseconds since the clock's origin.
    var nowNanoseconds: Int64 { get }
    /// Runs `action` when the clock reaches `nanoseconds` (at once, on the next turn, if that is past).
    @discardableResult
    func schedule(atNanoseconds nanoseconds: Int64, _ action: @escaping @MainActor () -> Void) -> ScheduledTask
}

extension Clock {
    /// The current time in seconds.
    @inlinable
    public var now: Double { Double(nowNanoseconds) / 1e9 }

    /// Runs `action` after `seconds` have passed.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        schedule(atNanoseconds: nowNanoseconds + nanoseconds(seconds), action)
    }
}

/// Converts seconds to whole nanoseconds, rounding to the nearest. Beyond ±2^62 ns (146 years) the
/// result is clamped to ±`Int64.max / 4`, as infinity is, so that no time can trap the conversion.
@inlinable
public func nanoseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite else { return seconds > 0 ? Int64.max / 4 : 0 }
    let value = (seconds * 1e9).rounded()
    guard abs(value) < 0x1p62 else { return value > 0 ? Int64.max / 4 : -(Int64.max / 4) }
    return Int64(value)
}

/// A handle to work scheduled on a ``Clock``; `cancel()` stops it from running.
@preconcurrency @MainActor
public final class ScheduledTask {
    /// When the task runs, in the clock's nanoseconds.
    public let deadline: Int64
    package let sequence: UInt64
    package var action: (@MainActor () -> Void)?

    package init(deadline: Int64, sequence: UInt64, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.action = action
    }

    /// True until the task has run or was cancelled.
    public var isPending: Bool { action != nil }

    /// Stops the task from running; harmless if it already ran.
    public func cancel() { action = nil }
}

/// The clock every view, animation and transition uses unless told otherwise.
///
/// Like Core Animation's media time, animation needs an ambient clock: `UIView.animate` has no clock
/// parameter. The default is a ``MonotonicClock``. Two ways change it: `clock.withCurrent { … }` for
/// the span of a body (what checks and replays use, so that none leaves its clock behind), and
/// `clock.makeCurrent()` for good, for a program or test that owns the clock for the rest of its run.
@preconcurrency @MainActor
public enum Clocks {
    /// The ambient clock (set with ``Clock/withCurrent(_:)`` or ``Clock/makeCurrent()``).
    public internal(set) static var current: any Clock = MonotonicClock()
}

extension Clock {
    /// Runs `body` with this clock as ``Clocks/current`` and returns its value; the previous clock is
    /// current again afterwards, also when `body` throws or made another clock current.
    public func withCurrent<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let previous = Clocks.current
        Clocks.current = self
        defer { Clocks.current = previous }
        return try body()
    }

    /// Makes this clock ``Clocks/current`` until another is made current, and returns it: for a program
    /// (`glide replay`) or a test that owns the clock, and for a scene built on it (a reference
    /// transition's window). Code that must leave the ambient clock as it found it uses ``withCurrent(_:)``.
    @discardableResult
    public func makeCurrent() -> Self {
        Clocks.current = self
        return self
    }
}

/// A min-heap of scheduled tasks ordered by deadline, then by the order they were scheduled.
@MainActor
struct TimerQueue {
    private var heap: [ScheduledTask] = []
    private var nextSequence: UInt64 = 0

    package var isEmpty: Bool { heap.isEmpty }
    package var count: Int { heap.count }

    /// The earliest pending deadline, dropping cancelled tasks at the top.
    mutating func nextDeadline() -> Int64? {
        while let top = heap.first, top.action == nil { _ = popTop() }
        return heap.first?.deadline
    }

    mutating func insert(deadline: Int64, action: @escaping @MainActor () -> Void) -> ScheduledTask {
        let task = ScheduledTask(deadline: deadline, sequence: nextSequence, action: action)
        nextSequence &+= 1
        heap.append(task)
        siftUp(heap.count - 1)
        return task
    }

    /// The sequence number the next task inserted will get: tasks inserted from now on have this one or a later one.
    var sequenceMark: UInt64 { nextSequence }

    /// Removes and returns the earliest task whose deadline is at or before `limit` and, when `before` is given,
    /// that was inserted before that sequence mark.
    mutating func popDue(notAfter limit: Int64, insertedBefore before: UInt64? = nil) -> ScheduledTask? {
        while let top = heap.first {
            if top.action == nil { _ = popTop(); continue }
            guard top.deadline <= limit else { return nil }
            if let before, top.sequence >= before { return nil }
            return popTop()
        }
        return nil
    }

    private static func before(_ a: ScheduledTask, _ b: ScheduledTask) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    private mutating func popTop() -> ScheduledTask {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return top
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.before(heap[i], heap[parent]) else { return }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var i = index
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count, Self.before(heap[l], heap[m]) { m = l }
            if r < heap.count, Self.before(heap[r], heap[m]) { m = r }
            guard m != i else { return }
            heap.swapAt(i, m)
            i = m
        }
    }
}
