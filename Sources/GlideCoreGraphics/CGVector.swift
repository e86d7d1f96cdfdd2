import Foundation

/// A two-dimensional vector (`CGVector`), e.g. a velocity; Foundation on Linux lacks it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector (`CGVector()`, as Core Graphics' imported struct has).
    public init() {
        self.dx = 0
        self.dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)

    public var description: String { "(\(dx), \(dy))" }
}
