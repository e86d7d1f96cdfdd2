import Foundation
import GlideCoreGraphics

/// A value of an animatable property.
public enum AnimatableValue: Hashable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    /// A size (`shadowOffset`, `bounds.size`).
    case size(CGSize)
    /// A path's elements (`CAShapeLayer.path`); nil for no path.
    case path([CGPathElementValue]?)
    /// A list (`CAGradientLayer.colors`, `locations`), interpolated element by element.
    case array([AnimatableValue])

    /// The value `fraction` of the way from `self` to `other` (fractions outside [0, 1] extrapolate,
    /// as a spring's overshoot needs). Transforms interpolate by decomposition, as Core Animation does.
    @discardableResult
    public func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(
                x: a.origin.x + (b.origin.x - a.origin.x) * f, y: a.origin.y + (b.origin.y - a.origin.y) * f,
                width: a.size.width + (b.size.width - a.size.width) * f,
                height: a.size.height + (b.size.height - a.size.height) * f))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, fraction: f))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
        case let (.array(a), .array(b)) where a.count == b.count:
            return .array(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        case let (.path(a?), .path(b?)) where a.count == b.count:
            var result: [CGPathElementValue] = []
            for (x, y) in zip(a, b) {
                switch (x, y) {
                case let (.moveToPoint(p), .moveToPoint(q)): result.append(.moveToPoint(lerp(p, q, f)))
                case let (.addLineToPoint(p), .addLineToPoint(q)): result.append(.addLineToPoint(lerp(p, q, f)))
                case let (.addQuadCurveToPoint(c, p), .addQuadCurveToPoint(d, q)):
                    result.append(.addQuadCurveToPoint(control: lerp(c, d, f), to: lerp(p, q, f)))
                case let (.addCurveToPoint(c1, c2, p), .addCurveToPoint(d1, d2, q)):
                    result.append(.addCurveToPoint(control1: lerp(c1, d1, f), control2: lerp(c2, d2, f), to: lerp(p, q, f)))
                case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
                default: return f < 1 ? self : other
                }
            }
            return .path(result)
        case let (.color(a), .color(b)):
            // A nil colour is clear for animation, as in UIKit.
            let ca = a ?? b?.withAlpha(0) ?? .clearRGBA
            let cb = b ?? a?.withAlpha(0) ?? .clearRGBA
            return .color(ca.interpolated(to: cb, fraction: f))
        default:
            return f < 1 ? self : other
        }
    }
}

private func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
}
