/// A point in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatPoints(width)) × \(formatPoints(height))" }
}

/// Formats a coordinate compactly: whole numbers without a fraction, others to three decimals.
func formatPoints(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}
