import Foundation

/// A view that applies a visual effect to what is behind it (UIKit's `UIVisualEffectView`).
///
/// Glide renders no pixels, so the blur is represented honestly as an amount: an internal backdrop
/// subview (below ``contentView``, as UIKit's own `_UIVisualEffectBackdropView`) whose alpha is the
/// fraction of the blur that shows, 0 (none) to 1 (all of the effect's blur). Setting ``effect``
/// inside `UIView.animate`, a property animator or a transition coordinator's alongside block
/// animates that alpha as UIKit animates the blur radius; outside one it changes at once.
/// ``blurAmount`` reads the value on screen (the presentation layer's).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to.
    public let contentView: UIView
    /// The internal view whose alpha carries the blur amount.
    package let backdropView: UIView

    /// The effect; changing it animates inside an animation block (see the type's documentation).
    open var effect: UIVisualEffect? {
        didSet {
            let amount: Float = effect == nil ? 0 : 1
            if let blur = effect as? UIBlurEffect { backdropStyle = blur.style }
            if let vibrancy = effect as? UIVibrancyEffect { backdropStyle = vibrancy.blurEffect.style }
            if backdropView.layer.opacity != amount { backdropView.layer.opacity = amount }
        }
    }

    /// The material the backdrop blurs with (the last blur set; kept while a removal animates out).
    package private(set) var backdropStyle: UIBlurEffect.Style?

    /// The blur amount on screen now, 0 to 1 (Glide's: the backdrop's presentation alpha).
    package var blurAmount: CGFloat { CGFloat(backdropView.layer.presentationState().opacity) }

    /// An effect view showing `effect` (nil: none).
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero, name: "UIVisualEffectView.contentView")
        backdropView = UIView(frame: .zero, name: "UIVisualEffectView.backdrop")
        super.init(frame: .zero)
        setUpSubviews()
        UIView.performWithoutAnimation { self.effect = effect }
    }

    /// An effect view with no effect (UIKit's `UIVisualEffectView()` and `init(frame:)`).
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero, name: "UIVisualEffectView.contentView")
        backdropView = UIView(frame: .zero, name: "UIVisualEffectView.backdrop")
        super.init(coder: coder)
        setUpSubviews()
        UIView.performWithoutAnimation { self.effect = nil }
    }

    private func setUpSubviews() {
        UIView.performWithoutAnimation {
            for sub in [backdropView, contentView] {
                sub.frame = bounds
                sub.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(sub)
            }
            backdropView.isUserInteractionEnabled = false
            backdropView.layer.opacity = 0
        }
    }
}
