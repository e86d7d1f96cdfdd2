import Foundation

/// The look of a bar's background and shadow (UIKit's `UIBarAppearance`), shared by navigation bars,
/// toolbars and tab bars.
///
/// A bar shows its appearance's ``backgroundColor`` as its own background colour. Glide renders no blur,
/// so ``backgroundEffect`` is kept only.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline under (or above) the bar.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// The default appearance: a translucent, blurred background with a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for `idiom` (Glide's device is a phone).
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefaultBackground()
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// A translucent, blurred background (the system chrome material) with a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of this appearance (of its own class, with every value).
    nonisolated open override func copy() -> Any { MainActor.assumeIsolated { Self.makeCopy(of: self) } }

    class func makeCopy(of appearance: UIBarAppearance) -> UIBarAppearance { UIBarAppearance(barAppearance: appearance) }
}
