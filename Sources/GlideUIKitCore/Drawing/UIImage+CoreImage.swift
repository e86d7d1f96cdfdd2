import Foundation
import GlideCoreGraphics
import GlideCoreImage

extension UIImage {
    /// An image of a Core Image recipe, at scale 1, upright.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Image recipe at `scale` pixels per point; an infinite or empty recipe makes an empty image.
    ///
    /// Glide differs from UIKit: the image's ``cgImage`` is the recipe rendered by a `CIContext` (its filters recorded,
    /// not applied), where UIKit's is nil until something draws the image.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let extent = ciImage.extent
        let rendered = extent.isInfinite || extent.isNull ? nil : CIContext().createCGImage(ciImage, from: extent)
        if let rendered {
            self.init(cgImage: rendered, scale: scale, orientation: orientation)
        } else {
            self.init(name: nil, size: .zero, scale: scale > 0 ? scale : 1, orientation: orientation)
        }
        backingCIImage = ciImage
    }

    /// The Core Image recipe the image was made from (`init(ciImage:)`); nil for other images, as in UIKit.
    public var ciImage: CIImage? { backingCIImage }
}

extension CIImage {
    /// The image of a UIKit image: its recipe, its Core Graphics image, or (Glide's, for an asset placeholder, which
    /// holds no pixels) an empty recipe of its size in pixels.
    public convenience init?(image: UIImage) {
        if let recipe = image.backingCIImage {
            self.init(source: recipe.source, extent: recipe.extent, sourceTransform: recipe.sourceTransform, filterNames: recipe.filterNames)
        } else if let cgImage = image.cgImage {
            self.init(cgImage: cgImage)
        } else {
            self.init(source: .empty, extent: CGRect(x: 0, y: 0, width: image.size.width * image.scale, height: image.size.height * image.scale))
        }
    }
}
