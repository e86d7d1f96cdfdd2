import Testing
@testable import GlideTransitions

@Suite struct RectTests {
    @Test func edgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.minX == 10 && r.maxX == 110 && r.midX == 60)
        #expect(r.minY == 20 && r.maxY == 70 && r.midY == 45)
        #expect(r.center == Point(x: 60, y: 45))
    }

    @Test func negativeSizeStandardizes() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(r.width == 4 && r.height == 6)
    }

    @Test func insetsIntersectionsAndUnion() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.insetBy(dx: 10, dy: 20) == Rect(x: 10, y: 20, width: 80, height: 60))
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 96))
        let s = Rect(x: 50, y: 50, width: 100, height: 100)
        #expect(r.intersection(s) == Rect(x: 50, y: 50, width: 50, height: 50))
        #expect(r.union(s) == Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(r.intersection(Rect(x: 200, y: 0, width: 1, height: 1)) == .zero)
        #expect(r.contains(Point(x: 0, y: 0)) && !r.contains(Point(x: 100, y: 50)))
    }
}
