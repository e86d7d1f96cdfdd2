import Foundation

// Background tasks. Glide's application never goes to the background, so no task expires: each is kept until the app
// ends it, and `backgroundTimeRemaining` is UIKit's answer for a foreground app.
extension UIApplication {
    /// Starts a background task: a new identifier, never `invalid`. Its expiration handler is kept and never called
    /// (Glide's app stays in the foreground).
    public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Starts a background task named `taskName` (the name is for the debugger).
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        BackgroundTasks.next += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: BackgroundTasks.next)
        BackgroundTasks.running.insert(identifier)
        return identifier
    }

    /// Ends a task `beginBackgroundTask` started; ending `invalid` or a task already ended does nothing.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        BackgroundTasks.running.remove(identifier)
    }

    /// The background tasks started and not ended (Glide's record).
    package var runningBackgroundTasks: Set<UIBackgroundTaskIdentifier> { BackgroundTasks.running }

    /// The time the app has left in the background: `greatestFiniteMagnitude`, UIKit's answer in the foreground.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

@MainActor
private enum BackgroundTasks {
    static var next = 0
    static var running: Set<UIBackgroundTaskIdentifier> = []
}
