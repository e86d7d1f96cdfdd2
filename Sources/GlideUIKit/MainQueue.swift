import Dispatch
import Foundation
import GlideClock
import GlideUIKitCore

/// The main queue on Glide's clock.
///
/// Transition code defers work to the main queue: an interactor whose `cancel()` calls `super.cancel()`
/// 10 ms later, an animator that completes on the next turn of the run loop, and `glide port`'s own advice
/// for `perform(_:with:afterDelay:)`. On iOS the main run loop serves that queue between frames; in Glide
/// the run loop is the ``Clock``, so `DispatchQueue.main.async(execute:)` and
/// `DispatchQueue.main.asyncAfter(deadline:execute:)` called on the main thread schedule their work on
/// `Clocks.current`, where a check on a manual clock runs it at its time, deterministically, between the
/// transition's frames (without this, the work would wait for a Dispatch main loop that never runs).
///
/// Glide differs from Dispatch: the deadline is read as a delay from the call, rounded to the millisecond,
/// so that the few microseconds between `.now()` and the call are not part of it. Other queues, calls from
/// other threads and the other overloads (`qos:`, `flags:`, `DispatchWorkItem`, `wallDeadline:`) are
/// Dispatch's own.
extension DispatchQueue {
    /// Runs `work` on the next turn of Glide's clock when this is the main queue and the caller is on the
    /// main thread; otherwise submits it to the queue as Dispatch does.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isGlideMainQueue else { return async(group: nil, qos: .unspecified, flags: [], execute: work) }
        MainActor.assumeIsolated {
            let clock = Clocks.current
            _ = clock.schedule(atNanoseconds: clock.nowNanoseconds) { work() }
        }
    }

    /// Runs `work` on Glide's clock at `deadline` (read as a delay from now, to the millisecond) when this is
    /// the main queue and the caller is on the main thread; otherwise submits it to the queue as Dispatch does.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isGlideMainQueue else { return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work) }
        guard deadline != .distantFuture else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        let milliseconds = min((delay + Self.nanosecondsPerMillisecond / 2) / Self.nanosecondsPerMillisecond, Self.longestDelayMilliseconds)
        MainActor.assumeIsolated {
            let clock = Clocks.current
            _ = clock.schedule(atNanoseconds: clock.nowNanoseconds + Int64(milliseconds * Self.nanosecondsPerMillisecond)) { work() }
        }
    }

    private static let nanosecondsPerMillisecond: UInt64 = 1_000_000
    /// A year: a longer delay is kept at this (Glide's clocks count nanoseconds in 64 bits).
    private static let longestDelayMilliseconds: UInt64 = 365 * 24 * 3600 * 1000

    /// True for the main queue (the wrapper Dispatch returns for `.main` is not one object, so the queue is
    /// known by its label), called on the main queue: on the main thread, or in a block the main queue runs
    /// (after `dispatchMain()` a worker thread serves it, as in a test runner).
    private var isGlideMainQueue: Bool {
        label == DispatchQueue.main.label && Self.callerIsOnMainQueue
    }

    /// Whether the caller runs on the main queue: on the main thread, or in a block the main queue runs.
    static var callerIsOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueMark) == true
    }

    /// A mark on the main queue, which `getSpecific` reads back only in blocks the main queue runs.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
