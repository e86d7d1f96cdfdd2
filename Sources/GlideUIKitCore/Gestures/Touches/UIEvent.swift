import Foundation

/// An input event (UIKit's `UIEvent`), passed to hit-testing and control actions. Glide makes
/// touch events when gesture recognizers arrive; until then controls send their actions with a nil event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// What a motion or remote-control event is (UIKit's `UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The kind of event (`.touches` by default).
    open var type: EventType { eventType }
    /// What a motion or remote-control event is (`.none` for touches).
    open var subtype: EventSubtype { eventSubtype }
    /// When the event happened, in seconds of Glide's clock.
    open var timestamp: TimeInterval { eventTimestamp }

    private let eventType: EventType
    private let eventSubtype: EventSubtype
    private let eventTimestamp: TimeInterval

    /// An event of `type` and `subtype` at `timestamp` seconds (Glide's; UIKit's events come from the system).
    package init(type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.eventType = type
        self.eventSubtype = subtype
        self.eventTimestamp = timestamp
        super.init()
    }
}
