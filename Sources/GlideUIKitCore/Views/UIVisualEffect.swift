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

    @discardableResult
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
        style = nil
        super.init()
    }

    /// Vibrancy for content of `style` over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The content's style, when made with one.
    package let style: UIVibrancyEffectStyle?

    @discardableResult
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect == blurEffect && other.style == style
    }
    open override var hash: Int { blurEffect.hash }
}
