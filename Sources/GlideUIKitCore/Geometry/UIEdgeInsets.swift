import Foundation

/// Distances inset from each edge of a rectangle, in points (`UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (`inset(by:)`, `UIEdgeInsetsInsetRect`).
    @discardableResult
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(
            x: r.origin.x + insets.left, y: r.origin.y + insets.top,
            width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }
}

extension UIEdgeInsets {
    /// The same inset on every edge (`UIEdgeInsets(top: v, left: v, bottom: v, right: v)`).
    package init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }

    /// Component-wise sum (Glide's; used for adjusted content insets).
    package static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
