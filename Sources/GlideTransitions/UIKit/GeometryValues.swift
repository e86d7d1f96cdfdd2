import Foundation

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

/// Corners of a rectangle (UIKit's `UIRectCorner`), e.g. for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// Insets with leading and trailing edges (`NSDirectionalEdgeInsets`); Glide's layout is left to right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

extension UIEdgeInsets {
    /// The same inset on every edge (`UIEdgeInsets(top: v, left: v, bottom: v, right: v)`).
    package init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }

    /// Component-wise sum (Glide's; used for adjusted content insets).
    package static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// Horizontal alignment of text (UIKit's `NSTextAlignment`, with its iOS raw values).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// How a label breaks or truncates lines (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

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

extension CGRect {
    /// True when the two rectangles share some area (rectangles that only touch do not; Foundation's
    /// `intersects` on Linux counts touching edges, Core Graphics' does not).
    package func sharesArea(with other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
