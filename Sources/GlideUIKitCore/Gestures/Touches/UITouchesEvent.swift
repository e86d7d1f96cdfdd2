import Foundation

/// A touch event: the touches that changed and those that did not (UIKit's private `UITouchesEvent`).
@preconcurrency @MainActor
package final class UITouchesEvent: UIEvent {
    /// Every touch on the screen at this event, in the order they began.
    package let touchList: [UITouch]

    package init(timestamp: TimeInterval, touches: [UITouch]) {
        self.touchList = touches
        super.init(type: .touches, timestamp: timestamp)
    }
}

extension UIEvent {
    /// Every touch of the event (nil for events that carry no touches).
    public var allTouches: Set<UITouch>? {
        (self as? UITouchesEvent).map { Set($0.touchList) }
    }

    /// The touches of the event hit-tested to `view`.
    @discardableResult
    public func touches(for view: UIView) -> Set<UITouch>? {
        if let window = view as? UIWindow { return touches(for: window) }
        return (self as? UITouchesEvent).map { Set($0.touchList.filter { $0.view === view }) }
    }

    /// The touches of the event in `window`.
    @discardableResult
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        (self as? UITouchesEvent).map { Set($0.touchList.filter { $0.window === window }) }
    }

    /// The touches of the event delivered to `gestureRecognizer`.
    @discardableResult
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        (self as? UITouchesEvent).map { event in
            Set(event.touchList.filter { touch in touch.gestureRecognizers?.contains { $0 === gestureRecognizer } == true })
        }
    }
}
