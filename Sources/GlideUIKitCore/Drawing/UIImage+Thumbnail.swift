import Foundation
import GlideCoreGraphics

extension UIImage {
    /// A thumbnail of the image at `size` points (scale 1), made synchronously.
    ///
    /// **Glide differs:** nothing is decoded or resampled: the thumbnail shows the same pixels as the image,
    /// drawn at the new size (Glide's images are drawn from their `CGImage` into whatever rectangle they fill).
    @discardableResult
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        return UIImage(name: name, size: size, scale: 1, renderingMode: renderingMode, cgImage: storedCGImage,
                       orientation: imageOrientation)
    }

    /// A thumbnail of the image at `size` points, made off the caller's task (see ``preparingThumbnail(of:)``).
    @discardableResult
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// Makes a thumbnail of the image at `size` points and hands it to `completionHandler`
    /// (see ``preparingThumbnail(of:)``).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }
}
