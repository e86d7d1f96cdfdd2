import Foundation
import Testing
@testable import GlideUIKitCore

@Suite struct RectTests {
    /// Reports printed raw Swift values and float noise (`2.0186485700231097e-14`, `-0.0`): geometry is printed to
    /// three decimals, whole numbers without a fraction, and what rounds to zero as `0`.
    @Test func formattedGeometryIsRoundedAndHasNoNegativeZero() {
        #expect(CGRect(x: 20, y: 80, width: 350, height: 60).formatted == "(20, 80, 350, 60)")
        #expect(CGRect(x: -0.0, y: 2.0186485700231097e-14, width: 0.12349, height: -0.0004).formatted == "(0, 0, 0.123, 0)")
        #expect(CGPoint(x: 1.5, y: -2.25).formatted == "(1.5, -2.25)")
        #expect(CGSize(width: 390, height: 844.0004).formatted == "390 × 844")
        #expect(formatPoints(1e20) == "1e+20" && formatPoints(.infinity) == "inf")
    }

    @Test func edgesAndCentre() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.minX == 10 && r.maxX == 110 && r.midX == 60)
        #expect(r.minY == 20 && r.maxY == 70 && r.midY == 45)
        #expect(r.center == CGPoint(x: 60, y: 45))
    }

    @Test func negativeSizeStandardizes() {
        let r = CGRect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.standardized == CGRect(x: 6, y: 4, width: 4, height: 6))
        #expect(r.width == 4 && r.height == 6)
    }

    @Test func insetsIntersectionsAndUnion() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.insetBy(dx: 10, dy: 20) == CGRect(x: 10, y: 20, width: 80, height: 60))
        #expect(r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 2, y: 1, width: 94, height: 96))
        let s = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(r.intersection(s) == CGRect(x: 50, y: 50, width: 50, height: 50))
        #expect(r.union(s) == CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(r.intersection(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull)
        #expect(r.contains(CGPoint(x: 0, y: 0)) && !r.contains(CGPoint(x: 100, y: 50)))
    }
}
