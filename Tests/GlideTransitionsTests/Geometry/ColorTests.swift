import Testing
@testable import GlideTransitions

@Suite struct ColorTests {
    @Test func initialisersClamp() {
        let c = Color(red: 1.5, green: -0.2, blue: 0.25, alpha: 2)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0.25 && c.alpha == 1)
        #expect(Color(white: 0.5, alpha: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(Color(red: .nan, green: 0, blue: 0).red == 0)
    }

    @Test func namedColours() {
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.black.description == "#000000FF" && Color.white.description == "#FFFFFFFF")
        #expect(Color.red.description == "#FF0000FF" && Color.green.description == "#00FF00FF" && Color.blue.description == "#0000FFFF")
        #expect(Color.gray.red == 0.5 && Color.darkGray.red == 1.0 / 3 && Color.lightGray.green == 2.0 / 3)
        #expect(Color.systemBackground == .white)
    }

    @Test func interpolation() {
        let mid = Color.black.interpolated(to: .white, fraction: 0.5)
        #expect(mid == Color(white: 0.5))
        let fade = Color.red.interpolated(to: .clear, fraction: 0.25)
        #expect(fade == Color(red: 0.75, green: 0, blue: 0, alpha: 0.75))
        // Overshoot past either end is clamped.
        #expect(Color.gray.interpolated(to: .white, fraction: 1.5) == .white)
        #expect(Color.gray.interpolated(to: .white, fraction: -2) == .black)
        #expect(Color.gray.interpolated(to: .darkGray, fraction: 0) == .gray)
    }

    @Test func alphaAndDescription() {
        let half = Color.red.withAlphaComponent(0.5)
        #expect(half.alpha == 0.5 && half.red == 1)
        #expect(half.description == "#FF000080")
        #expect(Color.blue.withAlphaComponent(3).alpha == 1)
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).description == "#336699CC")
    }
}
