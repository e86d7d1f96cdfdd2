/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// Like `CGRect`, a rectangle may have a negative width or height; the `min`/`max` accessors and
/// ``standardized`` treat it as the same area with a positive size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size (`CGRect.zero`); also "unknown" for transition frames.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    public var midX: Double { origin.x + size.width / 2 }
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the width or the height is zero.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same area with a non-negative width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by dx on the left and right and dy at the top and bottom (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(
            x: r.origin.x + insets.left, y: r.origin.y + insets.top,
            width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }

    /// True when `point` lies inside (the minimum edges included, the maximum excluded, as in CoreGraphics).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `rect` lies wholly inside.
    public func contains(_ rect: Rect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// True when the two rectangles overlap with a positive area.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The overlap of the two rectangles, or ``zero`` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), x1 = Swift.max(maxX, other.maxX)
        let y0 = Swift.min(minY, other.minY), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))" }
}

/// Distances inset from each edge of a rectangle, in points (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
