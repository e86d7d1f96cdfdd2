import Dispatch
import Foundation

/// Whether the caller runs on the main actor, without trapping when it does not (`MainActor.assumeIsolated`
/// traps). The main actor's jobs run on the main dispatch queue, which after `dispatchMain()` (as test
/// runners call it) is drained by a thread that is not the process's main thread, so
/// `Thread.isMainThread` alone says no there: the queue is recognised by a value set on it.
package enum MainActorQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// True on the main thread or the main queue, where main-actor code may run synchronously.
    package static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
