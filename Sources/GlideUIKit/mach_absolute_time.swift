import Foundation
import GlideClock

// The Mach time calls that `import UIKit` brings on iOS (through Darwin) and Linux does not have: code that times a
// flick or a frame with `mach_absolute_time()` and scales by `mach_timebase_info`.

/// A Mach call's result (`kern_return_t`).
public typealias kern_return_t = Int32
/// The result of a Mach call that succeeded.
public let KERN_SUCCESS: kern_return_t = 0

/// The ratio that turns `mach_absolute_time()`'s ticks into nanoseconds: `ticks * numer / denom`.
public struct mach_timebase_info_data_t: Sendable, Hashable {
    public var numer: UInt32
    public var denom: UInt32
    public init() {
        numer = 0
        denom = 0
    }
    public init(numer: UInt32, denom: UInt32) {
        self.numer = numer
        self.denom = denom
    }
}

/// A pointer to a ``mach_timebase_info_data_t``, as `mach_timebase_info(_:)` takes it.
public typealias mach_timebase_info_t = UnsafeMutablePointer<mach_timebase_info_data_t>

/// The time in ticks (Darwin's `mach_absolute_time()`), read from Glide's clock.
///
/// Glide differs from Darwin deliberately: a tick is a nanosecond of the ambient ``Clock`` (a ``ManualClock`` in tests and
/// replays), counted from the clock's start, so that a replay gives the same durations bit for bit; only differences
/// between two readings mean anything, as on iOS. ``mach_timebase_info(_:)`` answers 1/1.
@preconcurrency @MainActor
public func mach_absolute_time() -> UInt64 { UInt64(max(0, Clocks.current.nowNanoseconds)) }

/// Writes the tick-to-nanosecond ratio, 1/1 for Glide's ticks (see ``mach_absolute_time()``), and succeeds.
public func mach_timebase_info(_ info: mach_timebase_info_t!) -> kern_return_t {
    info.pointee = mach_timebase_info_data_t(numer: 1, denom: 1)
    return KERN_SUCCESS
}
