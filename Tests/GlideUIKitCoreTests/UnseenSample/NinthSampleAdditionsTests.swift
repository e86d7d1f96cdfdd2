import Foundation
import Testing
@testable import GlideUIKitCore

/// What the ninth unseen sample's units needed that Glide lacked (docs/unseen-code.md): `Bundle.loadNibNamed`
/// (M03's navigation-bar view loaded from a nib; the bug benchmark's d06 too).
@MainActor @Suite struct NinthSampleAdditionsTests {
    final class Banner: UIView {
        var awoke = false
        override func awakeFromNib() { awoke = true }
    }
    final class Owner: NSObject { var banner: Banner? }

    @Test("Bundle.loadNibNamed makes the registered nib's objects anew, with the owner's outlets connected")
    func loadNibNamed() throws {
        defer { UINib.removeAllRegistrations() }
        UINib.register("NinthSampleBanner") { owner in
            let banner = Banner(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            (owner as? Owner)?.banner = banner
            return [banner]
        }
        let owner = Owner()
        let objects = try #require(Bundle.main.loadNibNamed("NinthSampleBanner", owner: owner, options: nil))
        let banner = try #require(objects.first as? Banner)
        #expect(owner.banner === banner && banner.awoke && banner.frame.width == 320)
        let again = Bundle.main.loadNibNamed("NinthSampleBanner", owner: nil)?.first as? Banner
        #expect(again != nil && again !== banner)
    }
}
