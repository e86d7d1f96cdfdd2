import Foundation

// The time constants of Apple's `<dispatch/time.h>`, which `import UIKit` brings on iOS and no module has on Linux:
// transition code from the Swift 3 migrator times its completion with
// `DispatchTime.now() + Double(Int64(1 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)` (the twentieth unseen sample's U02).

/// Nanoseconds per second (`<dispatch/time.h>`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond (`<dispatch/time.h>`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second (`<dispatch/time.h>`).
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond (`<dispatch/time.h>`).
public let NSEC_PER_USEC: UInt64 = 1_000
