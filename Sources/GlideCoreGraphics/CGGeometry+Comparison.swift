import Foundation

// Core Graphics' comparisons (`CGPointEqualToPoint` and friends, spelled as members in Swift), which Apple's
// Core Graphics overlay has and Foundation on Linux lacks.

extension CGPoint {
    /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`; the same as `==`).
    @discardableResult
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`; the same as `==`).
    @discardableResult
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal (Core Graphics' `CGRectEqualToRect`): the same as `==`, which, as Core
    /// Graphics, compares the rectangles' standardized forms, so a rectangle with a negative width equals its flip.
    @discardableResult
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
