import Foundation

// MERGE NOTE: the `widgets` branch declares `UIEvent` and `UIRectEdge` in `UIKit/GeometryValues.swift`
// with exactly these members. This file carries the same declarations so the recognizers build
// before that branch is merged; delete this file when merging it.

/// An input event (UIKit's `UIEvent`). Touch events are ``UITouchesEvent``s, made by the window
/// from injected touches; the touch members (`allTouches`, `touches(for:)`) are in an extension.
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

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
