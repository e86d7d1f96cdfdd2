import Foundation
import Testing
@testable import GlideUIKitCore

/// What the tenth unseen sample's units needed that Glide lacked (docs/unseen-code.md), beside the first animation
/// API (AnimationBlocksTests) and pattern colours: P04's animated image and `MAXFLOAT`, Q08's `shouldBeArchived`.
@MainActor @Suite struct TenthSampleAdditionsTests {
    @Test("an animated image's frames are the registered name0, name1, …; with none, one placeholder frame")
    func animatedImageNamed() throws {
        defer { GlideImages.removeAllPlaceholderSizes() }
        let single = try #require(UIImage.animatedImageNamed("voice", duration: 2))
        #expect(single.images?.count == 1 && single.duration == 2)
        for i in 0..<3 { GlideImages.setPlaceholderSize(CGSize(width: 30, height: 40), forImageNamed: "voice\(i)") }
        let three = try #require(UIImage.animatedImageNamed("voice", duration: 1.5))
        #expect(three.images?.count == 3 && three.size == CGSize(width: 30, height: 40))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage().images == nil && UIImage().duration == 0)
    }

    @Test("MAXFLOAT is the largest finite Float; a constraint keeps shouldBeArchived")
    func constants() {
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        #expect(!constraint.shouldBeArchived)
        constraint.shouldBeArchived = true
        #expect(constraint.shouldBeArchived)
    }
}
