import Foundation
/// A two-dimensional quantity on a touch surface: a position or translation in millimetres, or a
/// velocity in millimetres per second. x grows rightward and y downward, as the kernel's axes do.
public struct SurfaceVector: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component (rightward positive).
    public var x: Double
    /// Vertical component (downward positive).
    public var y: Double

    /// Creates a vector.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = SurfaceVector(x: 0, y: 0)

    /// The Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }

    public static func + (a: SurfaceVector, b: SurfaceVector) -> SurfaceVector { SurfaceVector(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: SurfaceVector, b: SurfaceVector) -> SurfaceVector { SurfaceVector(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: SurfaceVector, s: Double) -> SurfaceVector { SurfaceVector(x: a.x * s, y: a.y * s) }
    public static func / (a: SurfaceVector, s: Double) -> SurfaceVector { SurfaceVector(x: a.x / s, y: a.y / s) }
    public static func += (a: inout SurfaceVector, b: SurfaceVector) { a = a + b }

    public var description: String { "(\(x), \(y))" }
}
