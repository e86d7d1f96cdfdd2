import GlideUIKit
import Testing

// Helpers as apps write them: a `String` extension and a plain struct, outside any actor, calling UIKit's text
// measuring and image functions. iOS imports these without main-actor isolation an app's Swift 5 code must respect,
// so they build in Swift 5 mode here too (the sweep of session 25 found `boundingRect` and
// `UIImageJPEGRepresentation` refused in such helpers).

extension String {
    func height(constrainedTo width: CGFloat, font: UIFont) -> CGFloat {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let box = boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style], context: nil)
        return ceil(box.height)
    }

    func width(font: UIFont) -> CGFloat {
        ceil((self as NSString).size(withAttributes: [.font: font]).width)
    }
}

struct ImageCompressor {
    func data(for image: UIImage) -> Data? {
        UIImageJPEGRepresentation(image, 0.8) ?? UIImagePNGRepresentation(image)
    }

    func attributedHeight(_ text: String, width: CGFloat) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            .boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                          context: nil).height
    }
}

@MainActor
@Suite struct NonisolatedHelperTests {
    @Test func textMeasuredOutsideTheMainActorWrapsAtTheWidth() {
        let font = UIFont.systemFont(ofSize: 17)
        let oneLine = "Glide".height(constrainedTo: 1000, font: font)
        let wrapped = String(repeating: "Glide ", count: 40).height(constrainedTo: 100, font: font)
        #expect(oneLine > 0)
        #expect(wrapped > oneLine * 3)
        #expect("Glide".width(font: font) > 0)
        let measured = "Glide".boundingRect(
            with: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(ImageCompressor().attributedHeight("Glide", width: 1000) == measured.height)
    }

    @Test func imagesEncodedOutsideTheMainActor() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // Without GlideRender's encoder installed there is no PNG, and Glide has no JPEG encoder: both nil, as
        // the image's own methods say.
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(ImageCompressor().data(for: image) == image.pngData())
    }
}
