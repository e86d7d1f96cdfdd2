import Foundation
import GlideQuartzCore
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

    /// The Bézier curve itself (shared with `CAMediaTimingFunction`).
    package let curve: CubicTimingCurve

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
        self.curve = CubicTimingCurve(controlPoint1: p1, controlPoint2: p2)
    }

    /// `self`.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The animation progress (the curve's y) at the time fraction `x`, clamped to 0...1; accurate to
    /// better than 1e-7. The result may leave 0...1 when a control point's y does.
    @discardableResult
    public func progress(atTimeFraction x: Double) -> Double {
        curve.progress(atTimeFraction: x)
    }
}
