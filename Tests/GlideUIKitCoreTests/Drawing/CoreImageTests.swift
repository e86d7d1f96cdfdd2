import Foundation
import Testing
@testable import GlideUIKitCore

/// Core Image's names as transition code uses them (a blurred snapshot behind a sheet): filters recorded on the recipe,
/// Core Image's geometry, rendering to a Core Graphics image of the source.
@MainActor @Suite struct CoreImageTests {
    private func snapshot() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
    }

    @Test func aGaussianBlurIsRecordedAndGrowsTheExtentByThreeRadii() throws {
        let image = snapshot()
        let input = try #require(CIImage(image: image))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 40 * image.scale, height: 20 * image.scale))
        let filter = try #require(CIFilter(name: "CIGaussianBlur"))
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(5, forKey: kCIInputRadiusKey)
        let output = try #require(filter.value(forKey: kCIOutputImageKey) as? CIImage)
        #expect(output.filterNames == ["CIGaussianBlur"])
        #expect(output.extent == input.extent.insetBy(dx: -15, dy: -15))
        #expect(output.cgImage == nil, "a filtered recipe has no Core Graphics image of its own")
        #expect(input.cgImage === image.cgImage)
    }

    @Test func aContextRendersTheRecipeIntoAnImageOfTheRectangleAsked() throws {
        let input = try #require(CIImage(image: snapshot()))
        let blurred = input.clampedToExtent().applyingGaussianBlur(sigma: 4).cropped(to: input.extent)
        #expect(blurred.filterNames == ["CIAffineClamp", "CIGaussianBlur"])
        #expect(blurred.extent == input.extent)
        let cgImage = try #require(CIContext().createCGImage(blurred, from: blurred.extent))
        #expect(cgImage.width == Int(input.extent.width) && cgImage.height == Int(input.extent.height))
        #expect(CIContext(options: nil).createCGImage(input.clampedToExtent(), from: .infinite) == nil)
        let shown = UIImage(ciImage: blurred)
        #expect(shown.size == CGSize(width: input.extent.width, height: input.extent.height))
        #expect(shown.ciImage === blurred)
        #expect(UIImage(cgImage: cgImage).ciImage == nil)
    }

    @Test func anUnknownFilterNameMakesNoFilterAsOnIOS() {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(CIFilter(name: "CIColorControls", parameters: [kCIInputSaturationKey: 0])?.inputKeys == [kCIInputSaturationKey])
        #expect(CIImage(color: CIColor(red: 0, green: 0, blue: 0)).extent.isInfinite)
        #expect(CIImage.empty().extent.isNull)
    }
}
