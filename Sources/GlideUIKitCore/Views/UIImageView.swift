import Foundation

/// A view that shows an image (UIKit's `UIImageView`).
///
/// User interaction is off by default, as in UIKit. The image's placement follows ``UIView/contentMode``
/// (``imageFrame``); the intrinsic size is the image's size, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    /// The symbol configuration an image view draws its symbol images with (nil: the image's own). Glide differs: it
    /// is kept and read back; the image is drawn as made.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var image: UIImage? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
    }
    /// Whether the highlighted image shows.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Animation frames (stored; Glide shows ``image``).
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }

    /// An image view sized to `image` (UIKit's `init(image:)`), at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view sized to `image`, with a highlighted image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image showing now: the highlighted one while highlighted (if any), else ``image``.
    package var displayedImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// Where the placeholder image is drawn, in the view's bounds, for its ``UIView/contentMode``.
    package var imageFrame: CGRect? {
        guard let shown = displayedImage else { return nil }
        return contentMode.rect(forContentOf: shown.size, in: bounds)
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (zero without one), as UIKit's image view answers.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }
}
