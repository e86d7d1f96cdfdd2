import Foundation
/// The view properties that animate, as Core Animation keys them.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    /// `bounds` (a frame change animates bounds and position).
    case bounds
    /// `position`, the view's `center`.
    case position
    /// `transform`, the 3D layer transform (a view's affine `transform` is its affine part).
    case transform
    /// `opacity`, the view's `alpha`.
    case opacity
    /// `cornerRadius`.
    case cornerRadius
    /// `backgroundColor`.
    case backgroundColor

    /// A small index for per-layer storage.
    @inline(__always)
    var slot: Int {
        switch self {
        case .bounds: return 0
        case .position: return 1
        case .transform: return 2
        case .opacity: return 3
        case .cornerRadius: return 4
        case .backgroundColor: return 5
        }
    }
}

/// A value of an animatable property.
public enum AnimatableValue: Hashable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(UIColor?)

    /// The value `fraction` of the way from `self` to `other` (fractions outside [0, 1] extrapolate,
    /// as a spring's overshoot needs). Transforms interpolate by decomposition, as Core Animation does.
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
        case let (.color(a), .color(b)):
            // A nil colour is clear for animation, as in UIKit.
            let ca = a ?? b?.withAlphaComponent(0) ?? .clear
            let cb = b ?? a?.withAlphaComponent(0) ?? .clear
            return .color(ca.interpolated(to: cb, fraction: f))
        default:
            return f < 1 ? self : other
        }
    }
}
