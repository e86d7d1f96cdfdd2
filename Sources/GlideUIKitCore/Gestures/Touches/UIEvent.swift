import Foundation

/// An input event (UIKit's `UIEvent`), passed to hit-testing and control actions. Glide makes
/// touch events when gesture recognizers arrive; until then controls send their actions with a nil event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The kind of event (`.touches` by default).
    open var type: EventType { eventType }
    /// When the event happened, in seconds of Glide's clock.
    open var timestamp: TimeInterval { eventTimestamp }

    private let eventType: EventType
    private let eventTimestamp: TimeInterval

    /// An event of `type` at `timestamp` seconds (Glide's; UIKit's events come from the system).
    package init(type: EventType = .touches, timestamp: TimeInterval) {
        self.eventType = type
        self.eventTimestamp = timestamp
        super.init()
    }
}
