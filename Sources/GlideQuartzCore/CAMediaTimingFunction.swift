import Foundation
import GlideCoreGraphics

/// A named timing function (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`CAMediaTimingFunction`).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let points: (Float, Float, Float, Float)
    private let cubic: CubicTimingCurve

    /// A curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        cubic = CubicTimingCurve(
            controlPoint1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), controlPoint2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
        super.init()
    }

    /// One of the named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Writes control point `idx` (0: (0, 0), 1 and 2: the given points, 3: (1, 1)) to `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Float, Float)
        switch idx {
        case 0: p = (0, 0)
        case 1: p = (points.0, points.1)
        case 2: p = (points.2, points.3)
        default: p = (1, 1)
        }
        ptr[0] = p.0
        ptr[1] = p.1
    }

    /// Progress (0...1) at a time fraction (0...1).
    package func progress(_ fraction: Double) -> Double {
        if points == (0, 0, 1, 1) { return fraction }
        return cubic.progress(atTimeFraction: min(1, max(0, fraction)))
    }

    @discardableResult
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return points == other.points
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(points.0); h.combine(points.1); h.combine(points.2); h.combine(points.3)
        return h.finalize()
    }
}
