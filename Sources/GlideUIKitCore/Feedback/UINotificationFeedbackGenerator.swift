import Foundation

/// A generator of haptics for the outcome of a task (UIKit's `UINotificationFeedbackGenerator`). Glide
/// records each one (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the haptic tells.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    override public init() { super.init() }

    /// Plays the haptic for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}
