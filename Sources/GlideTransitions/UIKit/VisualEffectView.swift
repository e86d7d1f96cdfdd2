import Foundation

/// A visual effect (UIKit's `UIVisualEffect`): a blur or a vibrancy.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A blur (UIKit's `UIBlurEffect`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's material (UIKit's `UIBlurEffect.Style`, with its raw values).
    public enum Style: Int, Sendable, Hashable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The material (Glide's reader; UIKit keeps it private).
    package let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    open override var hash: Int { style.hashValue }
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    package let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIVibrancyEffect)?.blurEffect == blurEffect }
    open override var hash: Int { blurEffect.hash }
}

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
