import Foundation
import GlideClock
import GlideUIKitCore

/// A task started on the next turn of Glide's clock: what `glide port` writes for `Task { … }` in main-actor code.
///
/// On iOS a `Task { … }` created on the main actor (a view controller's method, a gesture handler) runs its body on
/// the main queue, on a later turn of the run loop: transition code uses it to start a pop after the gesture's
/// current event has been handled. Swift on Linux hands such a body to Dispatch's main queue, which a check on
/// Glide's clock never serves while it runs, so the body would not run until the check has ended. `glide port`
/// rewrites a `Task { … }` whose handle is dropped, in main-actor code, to ``onGlideClock(priority:_:)``, which
/// starts the body on Glide's clock at the next turn, where a check on a manual clock runs it deterministically
/// between the transition's frames.
///
/// Glide differs from Swift's `Task`: the body runs synchronously at that turn up to its first suspension (as
/// `Task.immediate` does); what follows an `await` that suspends is resumed by Swift's executors, on the main queue,
/// not on Glide's clock. An error the body throws is dropped, as a dropped task handle drops it.
extension Task where Success == Never, Failure == Never {
    /// Starts `operation` on the main actor at the next turn of Glide's clock (``Clocks/current``) when called on the
    /// main thread; otherwise as `Task { @MainActor in … }` does.
    public static func onGlideClock<T>(
        priority: TaskPriority? = nil,
        @_implicitSelfCapture _ operation: @escaping @MainActor () async throws -> T
    ) {
        guard DispatchQueue.callerIsOnMainQueue else {
            Task<Void, Never>(priority: priority) { @MainActor in _ = try? await operation() }
            return
        }
        MainActor.assumeIsolated {
            let clock = Clocks.current
            _ = clock.schedule(atNanoseconds: clock.nowNanoseconds) {
                Task<Void, Never>.immediate(priority: priority) { @MainActor in _ = try? await operation() }
            }
        }
    }
}
