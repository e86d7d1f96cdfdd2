import Foundation
import GlideCoreGraphics

/// A spinner that shows that a task is in progress (`UIActivityIndicatorView`).
///
/// `startAnimating()` shows it and `stopAnimating()` hides it again when ``hidesWhenStopped`` (the default), so a
/// new indicator is hidden until started, as UIKit's is. Its intrinsic size is 20 points square for the medium
/// styles and 37 for the large ones.
///
/// Glide differs from UIKit: the spinner draws no spokes and does not turn; what shows is the view's own background.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's look (`UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable, Hashable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }

    /// The indicator's look; `.medium` by default.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spinner's colour; nil is the style's own (the tint colour for the modern styles).
    open var color: UIColor!
    /// Whether the indicator is hidden while it is not animating; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is animating.
    public private(set) var isAnimating = false

    /// An indicator of `style`, hidden until it starts.
    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
        isHidden = true
    }

    /// A medium indicator in `frame`, hidden until it starts.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A medium indicator, hidden until it starts (Glide has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts the animation and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation; hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 20 points square for the medium styles, 37 for the large ones.
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .whiteLarge, .large: return CGSize(width: 37, height: 37)
        case .white, .gray, .medium: return CGSize(width: 20, height: 20)
        }
    }
}
