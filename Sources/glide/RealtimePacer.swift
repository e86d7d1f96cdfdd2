import Foundation
import GlideCommandLine
import GlideUIKitCore

/// Paces a replay to the trace's own timing: `wait(until: t)` sleeps until `t` seconds after the
/// first call, on the monotonic clock.
@MainActor
final class RealtimePacer {
    private let clock = MonotonicClock()
    private var start: Double?

    func wait(until t: Double) {
        let now = clock.now
        guard let start else {
            self.start = now - t
            return
        }
        let delay = start + t - now
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    }
}
