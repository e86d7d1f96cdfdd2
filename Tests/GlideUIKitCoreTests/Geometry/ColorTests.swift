import Foundation
import Testing
@testable import GlideUIKitCore

@Suite struct ColorTests {
    @Test func initialisersClamp() {
        let c = UIColor(red: 1.5, green: -0.2, blue: 0.25, alpha: 2)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0.25 && c.alpha == 1)
        #expect(UIColor(white: 0.5, alpha: 0.5) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(UIColor(red: .nan, green: 0, blue: 0).red == 0)
    }

    @Test func namedColours() {
        #expect(UIColor.clear == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(UIColor.black.description == "#000000FF" && UIColor.white.description == "#FFFFFFFF")
        #expect(UIColor.red.description == "#FF0000FF" && UIColor.green.description == "#00FF00FF" && UIColor.blue.description == "#0000FFFF")
        #expect(UIColor.gray.red == 0.5 && UIColor.darkGray.red == 1.0 / 3 && UIColor.lightGray.green == 2.0 / 3)
        #expect(UIColor.systemBackground == .white)
    }

    @Test func interpolation() {
        let mid = UIColor.black.interpolated(to: .white, fraction: 0.5)
        #expect(mid == UIColor(white: 0.5))
        let fade = UIColor.red.interpolated(to: .clear, fraction: 0.25)
        #expect(fade == UIColor(red: 0.75, green: 0, blue: 0, alpha: 0.75))
        // Overshoot past either end is clamped.
        #expect(UIColor.gray.interpolated(to: .white, fraction: 1.5) == .white)
        #expect(UIColor.gray.interpolated(to: .white, fraction: -2) == .black)
        #expect(UIColor.gray.interpolated(to: .darkGray, fraction: 0) == .gray)
    }

    @Test func alphaAndDescription() {
        let half = UIColor.red.withAlphaComponent(0.5)
        #expect(half.alpha == 0.5 && half.red == 1)
        #expect(half.description == "#FF000080")
        #expect(UIColor.blue.withAlphaComponent(3).alpha == 1)
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).description == "#336699CC")
    }
}
