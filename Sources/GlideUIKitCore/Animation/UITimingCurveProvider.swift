import Foundation

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
///
/// Class-bound, as UIKit's `@objc` protocol is: a provider is an object (``UICubicTimingParameters``,
/// ``UISpringTimingParameters`` or the app's own class), so code compares providers by identity
/// (`animator.timingParameters === parameters`) and holds them weakly. Glide differs from UIKit: the protocol does
/// not inherit `NSCoding` and `NSCopying` (Glide archives and copies no timing parameters), and it is `Sendable`.
public protocol UITimingCurveProvider: AnyObject, Sendable {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic Bézier parameters, if the curve has any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if the curve has any.
    var springTimingParameters: UISpringTimingParameters? { get }
}
