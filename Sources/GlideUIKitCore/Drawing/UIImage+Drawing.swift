import Foundation
import GlideCoreGraphics

extension UIImage {
    /// How an image's pixels are turned to show it upright (`UIImage.Orientation`, EXIF's eight orientations).
    public enum Orientation: Int, Sendable, Hashable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// An image showing `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image showing `cgImage` at `scale` pixels per point, turned by `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale > 0 ? scale : 1
        let w = CGFloat(cgImage.width) / s, h = CGFloat(cgImage.height) / s
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        self.init(name: nil, size: turned ? CGSize(width: h, height: w) : CGSize(width: w, height: h), scale: s,
                  cgImage: cgImage, orientation: orientation)
    }

    /// An image decoded from `data` at scale 1; nil when the data is not an image.
    ///
    /// Glide differs: only PNG is read (its size, from the header; the bytes are kept and drawn as they are).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from `data` at `scale` pixels per point; nil when the data is not a PNG image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (width, height) = Self.pngSize(data) else { return nil }
        self.init(cgImage: CGImage(width: width, height: height, content: .encoded(data)), scale: scale, orientation: .up)
    }

    /// The PNG image in the file at `path` (scale 1, or 2 or 3 for a name ending in `@2x` or `@3x`); nil when unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The pixels' image (`cgImage`): what was drawn, the decoded data, or for a named image its
    /// placeholder (`size × scale` pixels); nil for an empty image.
    public var cgImage: CGImage? {
        if let storedCGImage { return storedCGImage }
        guard let name, size.width > 0, size.height > 0 else { return nil }
        return CGImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)), content: .placeholder(name: name))
    }

    // MARK: Drawing

    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image upright, scaled to fill `rect`, in the current context (`UIGraphicsGetCurrentContext()`);
    /// does nothing without one.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image upright in `rect` with `blendMode` and `alpha` (multiplied with the context's).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImage, let transform = pixelTransform(into: rect) else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.drawImage(image, transform: transform)
        context.restoreGState()
    }

    /// From ``cgImage``'s pixels to `rect`, the image upright (its ``imageOrientation`` applied); nil without pixels.
    package func pixelTransform(into rect: CGRect) -> CGAffineTransform? {
        guard let image = cgImage, image.width > 0, image.height > 0 else { return nil }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        // Pixels to the upright image in pixels (EXIF's orientations), then to `rect`.
        let upright: CGAffineTransform
        let uprightSize: CGSize
        switch imageOrientation {
        case .up: upright = .identity; uprightSize = CGSize(width: w, height: h)
        case .down: upright = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h); uprightSize = CGSize(width: w, height: h)
        case .upMirrored: upright = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0); uprightSize = CGSize(width: w, height: h)
        case .downMirrored: upright = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h); uprightSize = CGSize(width: w, height: h)
        case .left: upright = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w); uprightSize = CGSize(width: h, height: w)
        case .right: upright = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0); uprightSize = CGSize(width: h, height: w)
        case .leftMirrored: upright = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0); uprightSize = CGSize(width: h, height: w)
        case .rightMirrored: upright = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w); uprightSize = CGSize(width: h, height: w)
        }
        let place = CGAffineTransform(a: rect.width / uprightSize.width, b: 0, c: 0, d: rect.height / uprightSize.height, tx: rect.minX, ty: rect.minY)
        return upright.concatenating(place)
    }

    // MARK: Encoding

    /// The image as PNG data (`pngData()`), `size × scale` pixels.
    ///
    /// Glide differs: an image made with ``init(data:)`` returns its bytes; any other image has no pixels
    /// until Glide's renderer draws it, so this is nil unless the renderer is linked and installed as the
    /// encoder (`PNGConverter.installImageEncoder()` in GlideRender, which `GlideSnapshotTesting` calls)
    /// and `rsvg-convert` is installed.
    @discardableResult
    public func pngData() -> Data? {
        if imageOrientation == .up, case .encoded(let data)? = storedCGImage?.content { return data }
        guard size.width > 0, size.height > 0 else { return nil }
        return GlideImages.pngEncoder?(self)
    }

    /// The image as JPEG data (`jpegData(compressionQuality:)`).
    ///
    /// Glide differs: Glide has no JPEG encoder, so this is always nil (use ``pngData()``).
    @discardableResult
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// The width and height in a PNG's header, or nil when `data` is not a PNG.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = int(16), height = int(20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
