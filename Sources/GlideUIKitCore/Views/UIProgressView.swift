import Foundation

/// A bar that fills from its leading edge as a task progresses (UIKit's `UIProgressView`).
///
/// The view draws a track across its bounds and, over it, a fill as wide as ``progress`` of the track: two image views,
/// as UIKit's, coloured with ``trackTintColor`` and ``progressTintColor`` (or showing ``trackImage`` and
/// ``progressImage``), so pictures and snapshots show them. ``setProgress(_:animated:)`` with `animated` moves the fill
/// through a UIView animation on Glide's clock. The view is 4 points tall with rounded ends in the `.default` style
/// (iOS 14's bar) and 2.5 points tall with square ends in the `.bar` style; it has no intrinsic width.
///
/// Glide differs: the fill always grows from the left (no right-to-left layout), and ``observedProgress`` is read when it
/// is set and whenever ``progress`` is read or the view is laid out, not observed as it changes (Foundation's key-value
/// observing does not exist on Linux).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view (UIKit's `UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The bar for a toolbar.
        case bar = 1
    }

    /// The look: `.default` unless made with `.bar`.
    open var progressViewStyle: Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            refreshColors()
            setNeedsLayout()
        }
    }

    /// The progress, from 0 to 1 (values outside are pinned, as UIKit's are). Setting it moves the fill at once; with an
    /// ``observedProgress`` it reads that progress's `fractionCompleted`.
    open var progress: Float {
        get {
            if let observedProgress { return Self.pinned(Float(observedProgress.fractionCompleted)) }
            return storedProgress
        }
        set {
            storedProgress = Self.pinned(newValue)
            layoutFill()
        }
    }
    private var storedProgress: Float = 0

    /// The colour of the filled part (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { refreshColors() } }
    /// The colour of the unfilled track (nil: the system's light gray for `.default`, clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { refreshColors() } }
    /// An image for the filled part, drawn instead of ``progressTintColor``.
    open var progressImage: UIImage? { didSet { progressImageView.image = progressImage; refreshColors() } }
    /// An image for the track, drawn instead of ``trackTintColor``.
    open var trackImage: UIImage? { didSet { trackImageView.image = trackImage; refreshColors() } }

    /// A progress object whose `fractionCompleted` the view shows (iOS 9).
    ///
    /// Glide differs: the view reads it when it is set, when ``progress`` is read and when the view is laid out; it
    /// does not observe it, so call `setNeedsLayout()` to show a change at once.
    open var observedProgress: Progress? {
        didSet { layoutFill() }
    }

    /// The track (UIKit's track image view).
    private let trackImageView = UIImageView(frame: .zero)
    /// The fill, over the track's leading part (UIKit's progress image view).
    private let progressImageView = UIImageView(frame: .zero)

    /// A progress view of `style`, as tall as the style's bar.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        refreshColors()  // an initializer's assignment runs no observer
        frame.size = CGSize(width: 0, height: intrinsicContentSize.height)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        trackImageView.name = "UIProgressView.track"
        progressImageView.name = "UIProgressView.progress"
        trackImageView.clipsToBounds = true
        progressImageView.clipsToBounds = true
        addSubview(trackImageView)
        addSubview(progressImageView)
        refreshColors()
        setNeedsLayout()
    }

    /// Sets ``progress``; with `animated`, the fill moves to it through a UIView animation (0.25 s, ease-in-out) on
    /// Glide's clock, as UIKit's slides.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard animated else {
            self.progress = progress
            return
        }
        storedProgress = Self.pinned(progress)
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                       animations: { self.layoutFill() })
    }

    /// How long ``setProgress(_:animated:)`` takes to move the fill.
    package static let animationDuration: TimeInterval = 0.25

    // MARK: Size and layout

    /// The bar's height: 4 points for `.default`, 2.5 for `.bar`.
    package var barHeight: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }

    /// No intrinsic width; the style's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// The width asked for and the style's height.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        trackImageView.frame = bounds
        layoutFill()
    }

    /// The fill's frame for the current progress: the track's leading part, as wide as the progress.
    package var fillFrame: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progress), height: bounds.height)
    }

    private func layoutFill() {
        progressImageView.frame = fillFrame
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        trackImageView.layer.cornerRadius = radius
        progressImageView.layer.cornerRadius = radius
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    private func refreshColors() {
        progressImageView.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        let standardTrack: UIColor = progressViewStyle == .bar ? .clear : .systemGray5
        trackImageView.backgroundColor = trackImage == nil ? (trackTintColor ?? standardTrack) : nil
    }

    private static func pinned(_ value: Float) -> Float {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    /// The track's and the fill's views (Glide's, for tests and checks).
    package var trackAndFillViews: (track: UIImageView, fill: UIImageView) { (trackImageView, progressImageView) }
}
