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

/// The look of a bar button item in a state (UIKit's `UIBarButtonItemStateAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}

/// The look of a bar's buttons (UIKit's `UIBarButtonItemAppearance`).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style = .plain) { super.init() }

    /// Back to the system's look for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.backgroundImage = nil
        }
    }
}

/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`): the bar appearance and its titles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor` are shown).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance()
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and the mask it slides under.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override class func makeCopy(of appearance: UIBarAppearance) -> UIBarAppearance {
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        if let source = appearance as? UINavigationBarAppearance {
            copy.titleTextAttributes = source.titleTextAttributes
            copy.largeTitleTextAttributes = source.largeTitleTextAttributes
            copy.titlePositionAdjustment = source.titlePositionAdjustment
            copy.buttonAppearance = source.buttonAppearance
            copy.doneButtonAppearance = source.doneButtonAppearance
            copy.backButtonAppearance = source.backButtonAppearance
            copy.setBackIndicatorImage(source.backIndicatorImage, transitionMaskImage: source.backIndicatorTransitionMaskImage)
        }
        return copy
    }
}

/// The look of a toolbar (UIKit's `UIToolbarAppearance`).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}

/// The look of a tab bar item in a state (UIKit's `UITabBarItemStateAppearance`).
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The look of a tab bar's items (UIKit's `UITabBarItemAppearance`).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
}

/// The look of a tab bar (UIKit's `UITabBarAppearance`).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
}
