import Foundation

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0, light, dark
}

/// How far content sits above the app's base level (UIKit's): `.elevated` for content such as a sheet or popover above
/// the base.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    case unspecified = -1, base = 0, elevated = 1
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0, compact, regular
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// The direction text and layout run in (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    /// Posted when the user's text size changes, with the new category under ``newValueUserInfoKey`` (Glide's text
    /// size never changes by itself; a test may post it as the system would).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    /// True for the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a) ?? -1) < (order.firstIndex(of: b) ?? -1)
    }
}

/// The environment's traits, as values (UIKit's `UITraitCollection`, minimal).
///
/// Glide's scene is an iPhone in portrait, light mode: ``current`` is compact-width, regular-height,
/// display scale 3, idiom `.phone`, level `.base`. Traits never change after launch.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The level of the content; Glide's scene is `.base` (it does not elevate presented content).
    public let userInterfaceLevel: UIUserInterfaceLevel

    /// Traits with every value unspecified (scale 0), as UIKit's `UITraitCollection()`.
    public override convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, idiom: .unspecified)
    }

    /// Traits that specify only the level (a presentation controller's `overrideTraitCollection`, say).
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified,
                  level: userInterfaceLevel)
    }

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, idiom: UIUserInterfaceIdiom, level: UIUserInterfaceLevel = .unspecified) {
        self.userInterfaceStyle = style
        self.horizontalSizeClass = horizontal
        self.verticalSizeClass = vertical
        self.displayScale = scale
        self.userInterfaceIdiom = idiom
        self.userInterfaceLevel = level
        super.init()
    }

    /// The text size the user prefers: `.large`, UIKit's default, in Glide's scene; unspecified otherwise.
    public var preferredContentSizeCategory: UIContentSizeCategory { displayScale == 0 ? .unspecified : .large }
    /// The layout direction: left to right in Glide's scene (Glide lays out left to right only); unspecified otherwise.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { displayScale == 0 ? .unspecified : .leftToRight }

    /// Whether every trait `trait` specifies has the same value here (an unspecified trait matches anything).
    @discardableResult
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.userInterfaceLevel == .unspecified || trait.userInterfaceLevel == userInterfaceLevel)
    }

    /// Whether dynamic colours resolve differently here and in `traitCollection` (their appearance differs).
    @discardableResult
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Glide's scene traits: light, compact width, regular height, scale 3, phone.
    public static let current = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: 3, idiom: .phone,
                                                  level: .base)

    @discardableResult
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return userInterfaceStyle == o.userInterfaceStyle && horizontalSizeClass == o.horizontalSizeClass
            && verticalSizeClass == o.verticalSizeClass && displayScale == o.displayScale && userInterfaceIdiom == o.userInterfaceIdiom
            && userInterfaceLevel == o.userInterfaceLevel
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle)
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(displayScale)
        h.combine(userInterfaceIdiom)
        h.combine(userInterfaceLevel)
        return h.finalize()
    }
}
