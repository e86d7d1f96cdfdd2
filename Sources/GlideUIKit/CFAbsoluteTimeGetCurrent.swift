import Foundation
import GlideClock

/// Core Foundation's absolute time: seconds since 1 January 2001 (`CFAbsoluteTime`), which `import UIKit` brings on
/// iOS and Foundation on Linux does not declare.
public typealias CFAbsoluteTime = Double

/// The current absolute time (Core Foundation's `CFAbsoluteTimeGetCurrent()`), read from Glide's clock: gesture code
/// that times a flick with it (`let elapsed = CFAbsoluteTimeGetCurrent() - start`) measures the clock's seconds.
///
/// Glide differs from Core Foundation deliberately: the time is the ambient ``Clock``'s (a ``ManualClock`` in tests and
/// replays) counted from 1 December 2025, 00:00 UTC, not the host's wall clock, so that a replay gives the same
/// durations bit for bit; only differences between two readings mean anything, as on iOS.
@preconcurrency @MainActor
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { glideAbsoluteTimeOrigin + Clocks.current.now }

/// 2025-12-01 00:00:00 UTC as an absolute time (seconds since 2001-01-01 00:00:00 UTC).
let glideAbsoluteTimeOrigin: CFAbsoluteTime = 786_240_000
