import Foundation

/// A cubic Bézier timing curve from (0, 0) through two control points to (1, 1): the curve of
/// `CAMediaTimingFunction` and `UICubicTimingParameters`, solved as WebKit's `UnitBezier` does.
public struct CubicTimingCurve: Hashable, Sendable {
    /// The first control point; x is clamped to 0...1 so that the curve is a function of time.
    public let controlPoint1: CGPoint
    /// The second control point; x is clamped to 0...1.
    public let controlPoint2: CGPoint

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The curve from (0, 0) through `controlPoint1` and `controlPoint2` (x clamped to 0...1) to (1, 1).
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        let p1 = CGPoint(x: Swift.min(Swift.max(controlPoint1.x, 0), 1), y: controlPoint1.y)
        let p2 = CGPoint(x: Swift.min(Swift.max(controlPoint2.x, 0), 1), y: controlPoint2.y)
        self.controlPoint1 = p1
        self.controlPoint2 = p2
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The Bézier parameter t whose x is `x`: Newton's method, then bisection when Newton does not
    /// converge (as WebKit's `UnitBezier`).
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            let slope = slopeX(t)
            // Accept only where the slope is not tiny, so that t itself is accurate.
            if abs(error) < 1e-14, abs(slope) > 1e-6 { return t }
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lower = 0.0, upper = 1.0
        t = x
        for _ in 0..<100 {
            let value = sampleX(t)
            if value == x { return t }
            if value < x { lower = t } else { upper = t }
            let next = lower + (upper - lower) / 2
            if next == t || upper - lower < 1e-16 { break }
            t = next
        }
        return t
    }

    /// The animation progress (the curve's y) at the time fraction `x`, clamped to 0...1; accurate to
    /// better than 1e-7. The result may leave 0...1 when a control point's y does.
    @discardableResult
    public func progress(atTimeFraction x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return sampleY(parameter(forX: x))
    }
}
