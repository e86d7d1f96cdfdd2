import Foundation
import GlideCoreGraphics

/// A renderer that makes images from drawing actions (`UIGraphicsImageRenderer`).
///
/// Each call pushes a new bitmap context of the renderer's bounds and format onto the calling thread's
/// context stack (so `UIGraphicsGetCurrentContext()`, `UIColor.setFill()` and `UIImage.draw(in:)` work
/// inside the actions), runs the actions, pops it, and returns what was drawn. Usable from any thread.
///
/// Glide differs: an image holds what was drawn, not pixels (see `CGImage`); ``pngData(actions:)``
/// returns empty data unless Glide's renderer is installed as the PNG encoder (see `UIImage.pngData()`),
/// and ``jpegData(withCompressionQuality:actions:)`` always returns empty data (Glide has no JPEG encoder).
/// An empty size gives an empty image without running the actions.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat
    private let drawingBounds: CGRect

    /// A renderer of images of `size` points with `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        drawingBounds = CGRect(origin: .zero, size: size)
        super.init(bounds: drawingBounds, format: format)
    }

    /// A renderer of images of `bounds.size` points with `format`; the context's origin is `bounds.origin`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        drawingBounds = bounds
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of images of `size` points with the preferred format (scale 3, not opaque).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .preferred())
    }

    /// A renderer of images of `bounds.size` points with the preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// True: the renderer makes images.
    open override var allowsImageOutput: Bool { true }

    /// The image `actions` draw.
    @discardableResult
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let stack = GraphicsContextStack.current
        let depth = stack.entries.count
        let scale = imageFormat.scale > 0 ? imageFormat.scale : UIGraphicsImageRendererFormat.screenScale
        let context = stack.pushImageContext(size: drawingBounds.size, opaque: imageFormat.opaque, scale: scale, origin: drawingBounds.origin)
        // Whatever the actions leave pushed is popped with the renderer's context.
        defer { stack.entries.removeSubrange(depth...) }
        guard let context else { return UIImage() }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: imageFormat, scale: scale)
        actions(rendererContext)
        return rendererContext.currentImage
    }

    /// The PNG data of the image `actions` draw (see the type's documentation for what Glide needs to encode it).
    @discardableResult
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG data of the image `actions` draw: empty in Glide, which has no JPEG encoder (the actions still run).
    @discardableResult
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    override class func defaultFormat() -> UIGraphicsRendererFormat { UIGraphicsImageRendererFormat.preferred() }
}
