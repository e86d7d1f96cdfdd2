import Foundation

/// An image (UIKit's `UIImage`): a size in points, a scale, and what it shows.
///
/// Glide has no pixels or asset catalogs. An image drawn with `UIGraphicsImageRenderer` or
/// `UIGraphicsGetImageFromCurrentImageContext()` shows what was drawn into it (its ``cgImage`` records
/// it; see `CGImage`), an image made with ``init(data:)`` keeps its PNG bytes, and a named image is a
/// deterministic placeholder with a name.
///
/// `UIImage(named:)` always succeeds (UIKit returns nil for a missing asset) and gives a placeholder of
/// ``GlideImages/defaultPlaceholderSize`` (100 × 100 points) at scale 1, unless a test set another size
/// for that name with ``GlideImages/setPlaceholderSize(_:scale:forImageNamed:)``. `UIImage(systemName:)`
/// gives a 20 × 20 placeholder. Images compare equal by name, size and scale.
open class UIImage: NSObject, @unchecked Sendable {
    /// How the image is drawn: as is, or as a template tinted with the view's tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// How a resizable image fills the area between its cap insets.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch
    }

    /// Must stay the first stored property (see ``CoreFoundationMarker``).
    private let coreFoundationMarker = CoreFoundationMarker.word
    /// Whether VoiceOver treats the image as one element. Glide differs: UIKit declares the accessibility attributes
    /// on `NSObject`; Glide has them on views and images, which are what transitions label.
    nonisolated(unsafe) open var isAccessibilityElement = false
    /// What VoiceOver speaks for the image (an image view that shows it may copy it).
    nonisolated(unsafe) open var accessibilityLabel: String?
    /// What the image is, for VoiceOver.
    nonisolated(unsafe) open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The insets that do not stretch (zero unless made with ``resizableImage(withCapInsets:)``).
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// Whether the image is a symbol (made with `init(systemName:)`).
    public let isSymbolImage: Bool
    /// The symbol configuration the image was made with (``UIImage/SymbolConfiguration``), nil for none.
    nonisolated(unsafe) package var storedSymbolConfiguration: SymbolConfiguration?
    /// The asset or symbol name this placeholder stands for (Glide's; nil for an unnamed image).
    package let name: String?
    /// What a drawn or decoded image shows (nil for a placeholder; see ``cgImage``).
    package let storedCGImage: CGImage?
    /// How the pixels of ``cgImage`` are turned to show the image upright.
    public let imageOrientation: Orientation
    /// The Core Image recipe an image made with `init(ciImage:)` shows (see ``ciImage``).
    package var backingCIImage: CIImage?
    /// The frames of an animated image (``animatedImage(with:duration:)``), else nil.
    nonisolated(unsafe) public internal(set) var images: [UIImage]?
    /// How long one cycle of an animated image's frames lasts, in seconds (0 for a still image).
    nonisolated(unsafe) public internal(set) var duration: TimeInterval = 0

    /// The designated initializer behind every image.
    package init(name: String?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
                 capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, isSymbol: Bool = false,
                 cgImage: CGImage? = nil, orientation: Orientation = .up) {
        self.name = name
        self.size = size
        self.scale = scale
        self.storedCGImage = cgImage
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isSymbolImage = isSymbol
        super.init()
    }

    /// An empty image (size zero).
    public override convenience init() {
        self.init(name: nil, size: .zero, scale: 1)
    }

    /// The placeholder for the asset `name` (see the type's documentation).
    public convenience init?(named name: String) {
        let entry = GlideImages.entry(named: name)
        self.init(name: name, size: entry.size, scale: entry.scale)
    }

    /// The placeholder for the asset `name`; the bundle and traits are ignored (Glide has no bundles of assets).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The placeholder for the asset `name`, not optional: what `#imageLiteral(resourceName:)` calls (on iOS a missing
    /// asset traps here; Glide's placeholder always exists).
    public convenience init(imageLiteralResourceName name: String) {
        let entry = GlideImages.entry(named: name)
        self.init(name: name, size: entry.size, scale: entry.scale)
    }

    /// A 20 × 20 placeholder for the SF Symbol `name`, scale 3, rendered as a template (as symbols are).
    public convenience init?(systemName name: String) {
        self.init(name: "system:" + name, size: CGSize(width: 20, height: 20), scale: 3, renderingMode: .alwaysTemplate, isSymbol: true)
    }

    /// The colour ``withTintColor(_:)`` gave the image (Glide's record; UIKit keeps it privately).
    package var assignedTintColor: UIColor?

    /// The same image drawn in `renderingMode`.
    @discardableResult
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
                resizingMode: resizingMode, isSymbol: isSymbolImage, cgImage: storedCGImage, orientation: imageOrientation)
    }

    /// The same image with `capInsets` that do not stretch, tiling the middle.
    @discardableResult
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with `capInsets` that do not stretch and the middle filled by `resizingMode`.
    @discardableResult
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
                resizingMode: resizingMode, isSymbol: isSymbolImage, cgImage: storedCGImage, orientation: imageOrientation)
    }

    /// Equal when name, size, scale, rendering mode and cap insets are, and they show the same drawing (the same `CGImage`).
    @discardableResult
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIImage else { return false }
        return name == o.name && size == o.size && scale == o.scale && renderingMode == o.renderingMode && capInsets == o.capInsets
            && storedCGImage === o.storedCGImage && imageOrientation == o.imageOrientation
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(name)
        h.combine(size.width)
        h.combine(size.height)
        h.combine(scale)
        return h.finalize()
    }

    open override var description: String {
        let what = name ?? (storedCGImage.map { if case .encoded = $0.content { "decoded" } else { "drawn" } } ?? "unnamed")
        return "<UIImage \(what) \(size.formatted) @\(formatPoints(scale))x>"
    }
}

/// Glide's stand-in for an asset catalog: the sizes of the placeholders `UIImage(named:)` returns.
///
/// Not a UIKit type: a test calls ``setPlaceholderSize(_:scale:forImageNamed:)`` before building the
/// view controllers whose images need a particular size (say, a photo's aspect ratio).
public enum GlideImages {
    /// The size of an unregistered placeholder: 100 × 100 points, scale 1.
    public static let defaultPlaceholderSize = CGSize(width: 100, height: 100)

    /// Makes `UIImage(named: name)` return a placeholder of `size` points at `scale`.
    public static func setPlaceholderSize(_ size: CGSize, scale: CGFloat = 1, forImageNamed name: String) {
        registry[name] = (size, scale)
    }

    /// Forgets every size set with ``setPlaceholderSize(_:scale:forImageNamed:)``.
    public static func removeAllPlaceholderSizes() { registry.removeAll() }

    /// Whether a size was set for `name` with ``setPlaceholderSize(_:scale:forImageNamed:)``.
    package static func isRegistered(_ name: String) -> Bool { registry[name] != nil }

    static func entry(named name: String) -> (size: CGSize, scale: CGFloat) {
        registry[name] ?? (defaultPlaceholderSize, 1)
    }

    private static let registry = LockedRegistry<(CGSize, CGFloat)>()

    /// Turns an image into PNG bytes for ``UIImage/pngData()``: set by Glide's renderer
    /// (`PNGConverter.installImageEncoder()` in GlideRender), which the engine cannot depend on.
    package static var pngEncoder: (@Sendable (UIImage) -> Data?)? {
        get { encoders["png"] }
        set { encoders["png"] = newValue }
    }

    private static let encoders = LockedRegistry<@Sendable (UIImage) -> Data?>()
}
