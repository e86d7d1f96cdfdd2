import Foundation

/// A range of floating-point values (UIKit's `UIFloatRange`), e.g. an attachment's allowed rotation or travel.
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    /// The empty range at 0.
    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 0…0.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// −∞…∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// True when both ends are infinite.
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }

    /// True when both ends are equal to `other`'s.
    @discardableResult
    public func isEqual(to other: UIFloatRange) -> Bool { self == other }
}
