import Foundation

/// The radius of a view's corner (UIKit's `UICornerRadius`, iOS 26): a fixed length, or one concentric with the
/// corner of the view's container. A number literal is a fixed radius (`.corners(radius: 8)`).
public struct UICornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    /// A radius of `radius` points.
    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }

    /// A radius that shares its centre with the container's corner: the container's radius less the view's distance
    /// from that corner, at least `minimum`. Glide's container is the superview, its radius the superview's
    /// resolved corner radius.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }

    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    init(kind: Kind) { self.kind = kind }

    /// The radius in points for a corner `inset` points (the larger of its two distances) inside a container corner of
    /// radius `containerRadius`.
    func resolved(inset: CGFloat, containerRadius: CGFloat) -> CGFloat {
        switch kind {
        case .fixed(let radius): return Swift.max(0, radius)
        case .containerConcentric(let minimum): return Swift.max(containerRadius - Swift.max(0, inset), minimum ?? 0, 0)
        }
    }
}
