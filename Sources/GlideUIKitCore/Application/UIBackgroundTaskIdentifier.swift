/// A task the app asked to finish in the background (UIKit's `UIBackgroundTaskIdentifier`), from
/// `UIApplication.beginBackgroundTask(expirationHandler:)`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` returns when it cannot start one.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
