import Foundation
import GlideCoreGraphics

/// What an image renderer's images are like (`UIGraphicsImageRendererFormat`): scale and opacity.
///
/// The defaults are the screen's: scale 3 (Glide's screen is an iPhone's), not opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range an image renderer's contexts prefer (`UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable, Hashable {
        case unspecified = -1, automatic = 0, extended, standard
    }

    /// Pixels per point of the images (3 by default, the screen's).
    open var scale: CGFloat = UIGraphicsImageRendererFormat.screenScale
    /// True when the images have no alpha: what nothing covers is black.
    open var opaque = false
    /// The preferred colour range (kept; Glide's images are sRGB).
    open var preferredRange: Range = .automatic
    /// Whether an extended colour range is preferred (deprecated on iOS; kept).
    open var prefersExtendedRange = false

    /// A format with the screen's scale, not opaque.
    public required init() {
        super.init()
    }

    /// The format for a device with `traitCollection`: its display scale (the screen's when 0).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The screen's scale (Glide's scene is an iPhone at scale 3).
    static var screenScale: CGFloat { UITraitCollection.current.displayScale }
}
