import Foundation

/// An image of `width` × `height` pixels (Core Graphics' `CGImage`).
///
/// Glide differs: an image holds no pixels until it is rendered. An image made by a context
/// (`CGContext.makeImage()`, `UIGraphicsGetImageFromCurrentImageContext()`, `UIGraphicsImageRenderer`)
/// is the record of what was drawn into it, in order (rectangles, paths, colours, images, and layer
/// trees frozen as they were when drawn); an image read from PNG data (`UIImage(data:)`) keeps those
/// bytes; an asset placeholder (`UIImage(named:)`) is its name. Glide's renderer (`GlideRender`) draws
/// any of them, so an image view showing an image renders what was drawn into it. Images are immutable
/// and compare by identity, as Core Graphics' do.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    /// What the image shows.
    package enum Content: Sendable {
        /// What was drawn into a context, in the image's pixels.
        case drawing(CGDisplayList)
        /// An asset placeholder (`UIImage(named:)`), drawn as a labelled box.
        case placeholder(name: String)
        /// Encoded image data (PNG), as read.
        case encoded(Data)
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// What the image shows.
    package let content: Content

    package init(width: Int, height: Int, content: Content) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.content = content
    }

    /// Bits in one colour component: 8 (Glide's images are 8-bit RGBA when rendered).
    public var bitsPerComponent: Int { 8 }
    /// Bits in one pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in one row of pixels: 4 per pixel.
    public var bytesPerRow: Int { width * 4 }
    /// True for an image with no alpha (drawn in an opaque context).
    package var isOpaque: Bool {
        if case .drawing(let list) = content { return list.isOpaque }
        return false
    }

    /// The part of the image inside `rect` (in pixels, rounded out to whole pixels), or nil when the
    /// rectangle does not meet the image (`cropping(to:)`).
    @discardableResult
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let w = Int(r.width), h = Int(r.height)
        let clip = CGDisplayList.Clip(path: CGPath(rect: CGRect(x: 0, y: 0, width: w, height: h), transform: nil), rule: .winding)
        let item = CGDisplayList.Item(operation: .image(self), transform: CGAffineTransform(translationX: -r.minX, y: -r.minY), clips: [clip])
        return CGImage(width: w, height: h, content: .drawing(CGDisplayList(items: [item], isOpaque: isOpaque)))
    }

    public var description: String {
        let kind = switch content {
        case .drawing(let list): "\(list.items.count) drawn items"
        case .placeholder(let name): "placeholder \(name)"
        case .encoded(let data): "\(data.count) bytes of PNG"
        }
        return "<CGImage \(width) × \(height) px, \(kind)>"
    }
}
