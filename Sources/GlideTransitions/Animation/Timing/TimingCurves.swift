import Foundation
extension UIView {
    /// UIKit's built-in animation curves (`UIView.AnimationCurve`), each a cubic Bézier from (0, 0) to (1, 1).
    public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
        /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: control points (0.42, 0) and (1, 1).
        case easeIn
        /// Slow at the end: control points (0, 0) and (0.58, 1).
        case easeOut
        /// Constant speed: control points (0, 0) and (1, 1).
        case linear

        /// The curve's two Bézier control points.
        public var controlPoints: (CGPoint, CGPoint) {
            switch self {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        }
    }
}

/// The kind of timing curve a provider describes (`UITimingCurveType`).
public enum UITimingCurveType: Sendable, Hashable {
    /// One of the built-in ``UIView.AnimationCurve``s.
    case builtin
    /// A cubic Bézier with custom control points.
    case cubic
    /// A damped spring.
    case spring
    /// A combination of cubic and spring parameters.
    case composed
}

/// Timing information for an animation (`UITimingCurveProvider`).
public protocol UITimingCurveProvider: Sendable {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic Bézier parameters, if the curve has any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if the curve has any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`UICubicTimingParameters`).
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve these parameters were made from; for custom control points, the built-in
    /// curve with the same control points if there is one, otherwise `.easeInOut`.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point; x is clamped to 0...1 so that the curve is a function of time.
    public let controlPoint1: CGPoint
    /// The second control point; x is clamped to 0...1.
    public let controlPoint2: CGPoint
    /// `.builtin` when made from an ``UIView.AnimationCurve``, `.cubic` for custom control points.
    public let timingCurveType: UITimingCurveType

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The default curve, ease-in-ease-out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// The Bézier curve of one of UIKit's built-in curves.
    public convenience init(animationCurve: UIView.AnimationCurve) {
        let (p1, p2) = animationCurve.controlPoints
        self.init(p1, p2, curve: animationCurve, type: .builtin)
    }

    /// A custom Bézier curve from (0, 0) through the given control points to (1, 1).
    public convenience init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        let p1 = CGPoint(x: Swift.min(Swift.max(controlPoint1.x, 0), 1), y: controlPoint1.y)
        let p2 = CGPoint(x: Swift.min(Swift.max(controlPoint2.x, 0), 1), y: controlPoint2.y)
        let match = UIView.AnimationCurve.allCases.first { $0.controlPoints == (p1, p2) }
        self.init(p1, p2, curve: match ?? .easeInOut, type: .cubic)
    }

    private init(_ p1: CGPoint, _ p2: CGPoint, curve: UIView.AnimationCurve, type: UITimingCurveType) {
        controlPoint1 = p1
        controlPoint2 = p2
        animationCurve = curve
        timingCurveType = type
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    /// `self`.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }

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
    public func progress(atTimeFraction x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return sampleY(parameter(forX: x))
    }
}
