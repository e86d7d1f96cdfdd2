import Foundation

/// How a view's four corners are rounded (UIKit's `UICornerConfiguration`, iOS 26; set it as
/// ``UIView/cornerConfiguration``).
///
/// Glide differs: its layers draw one radius, so corners given different radii are all drawn with the largest, and
/// only the corners with a radius are rounded (`maskedCorners`); the configuration keeps every radius as given.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// A corner's radius; nil leaves the corner square.
    let topLeft: UICornerRadius?
    let topRight: UICornerRadius?
    let bottomLeft: UICornerRadius?
    let bottomRight: UICornerRadius?
    /// A capsule's maximum radius (`.infinity` for none), when the configuration is a capsule.
    let capsuleMaximum: CGFloat?
    /// Whether the four corners take one radius (the smallest the corners resolve to).
    let uniform: Bool

    init(topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?, bottomRight: UICornerRadius?,
         capsuleMaximum: CGFloat? = nil, uniform: Bool = false) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.capsuleMaximum = capsuleMaximum
        self.uniform = uniform
    }

    /// `radius` for each corner, resolved for each corner on its own (a concentric radius may differ per corner).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// `radius` for every corner, resolved once (the smallest a concentric radius gives) and used for all four.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius, uniform: true)
    }

    /// A radius for each corner; a nil corner stays square.
    public static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
                               bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius, bottomRight: bottomRightRadius)
    }

    /// The top corners with `topRadius`, the bottom ones with `bottomRadius`.
    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: topRadius, topRight: topRadius, bottomLeft: bottomRadius, bottomRight: bottomRadius)
    }

    /// The left corners with `leftRadius`, the right ones with `rightRadius`.
    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: leftRadius, topRight: rightRadius, bottomLeft: leftRadius, bottomRight: rightRadius)
    }

    /// Corners rounded to half the shorter side (a capsule), at most `maximumRadius` points.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(topLeft: nil, topRight: nil, bottomLeft: nil, bottomRight: nil,
                              capsuleMaximum: maximumRadius.map { CGFloat($0) } ?? .infinity)
    }

    public var description: String {
        if let capsuleMaximum { return capsuleMaximum.isFinite ? "capsule(maximumRadius: \(capsuleMaximum))" : "capsule" }
        func text(_ radius: UICornerRadius?) -> String {
            switch radius?.kind {
            case nil: return "nil"
            case .fixed(let r)?: return "\(r)"
            case .containerConcentric(let minimum)?: return minimum.map { "containerConcentric(minimum: \($0))" } ?? "containerConcentric"
            }
        }
        if uniform { return "uniformCorners(radius: \(text(topLeft)))" }
        return "corners(topLeft: \(text(topLeft)), topRight: \(text(topRight)), bottomLeft: \(text(bottomLeft)), bottomRight: \(text(bottomRight)))"
    }
}
