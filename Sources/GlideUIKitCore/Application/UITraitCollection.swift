import Foundation

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0, light, dark
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0, compact, regular
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// The environment's traits, as values (UIKit's `UITraitCollection`, minimal).
///
/// Glide's scene is an iPhone in portrait, light mode: ``current`` is compact-width, regular-height,
/// display scale 3, idiom `.phone`. Traits never change after launch.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

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

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        self.userInterfaceStyle = style
        self.horizontalSizeClass = horizontal
        self.verticalSizeClass = vertical
        self.displayScale = scale
        self.userInterfaceIdiom = idiom
        super.init()
    }

    /// Glide's scene traits: light, compact width, regular height, scale 3, phone.
    public static let current = UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: 3, idiom: .phone)

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return userInterfaceStyle == o.userInterfaceStyle && horizontalSizeClass == o.horizontalSizeClass
            && verticalSizeClass == o.verticalSizeClass && displayScale == o.displayScale && userInterfaceIdiom == o.userInterfaceIdiom
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle)
        h.combine(horizontalSizeClass)
        h.combine(verticalSizeClass)
        h.combine(displayScale)
        h.combine(userInterfaceIdiom)
        return h.finalize()
    }
}
