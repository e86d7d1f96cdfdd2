import Foundation

/// The base class of the haptic feedback generators (UIKit's `UIFeedbackGenerator`).
///
/// Glide differs: there is no Taptic Engine on Linux. Each feedback a generator gives is recorded
/// instead, in order, in ``UIFeedbackGenerator/recorded`` (the engine's, for tests and checks), so
/// that code which plays haptics runs as on iOS and what it played can be read back.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// One feedback given: which generator kind, and its style or type and intensity.
    package struct Event: Equatable, Sendable {
        /// `impact(style:intensity:)`, `selectionChanged`, or `notification(type:)`.
        package enum Kind: Equatable, Sendable {
            case impact(style: UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
            case selectionChanged
            case notification(UINotificationFeedbackGenerator.FeedbackType)
        }
        package let kind: Kind
    }

    /// Every feedback given since the process started (or since a test emptied it), oldest first.
    package static var recorded: [Event] = []

    /// How many times ``prepare()`` was called on this generator.
    package private(set) var preparedCount = 0

    override public init() { super.init() }

    /// Readies the generator to give feedback with little latency (Glide: counts the call; there is no latency).
    open func prepare() { preparedCount += 1 }

    package func record(_ kind: Event.Kind) { Self.recorded.append(Event(kind: kind)) }
}
