import Foundation
import GlideCoreGraphics

/// The drawing environment of an image renderer's actions (`UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        imageFormat = format
        self.scale = scale
        super.init(cgContext: cgContext, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}
