import Foundation

/// A description of a font: its family, size and traits (UIKit's `UIFontDescriptor`), from which
/// `UIFont(descriptor:size:)` makes the font.
///
/// Glide differs: Glide's fonts are the system font's metrics in a weight and a slant, so a descriptor keeps those (its
/// bold and italic traits) and its attributes as given; other traits are kept and read back.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// A font's traits (UIKit's `UIFontDescriptor.SymbolicTraits`, with its bit values).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A descriptor's attribute names (UIKit's `UIFontDescriptor.AttributeName`).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The point size (0: none given).
    public let pointSize: CGFloat
    /// The traits.
    public let symbolicTraits: SymbolicTraits
    /// The attributes as given.
    public let fontAttributes: [AttributeName: Any]
    /// The family name, when one was given or the descriptor was read from a font.
    public var familyName: String? { fontAttributes[.family] as? String }
    /// The PostScript name, when one was given or the descriptor was read from a font.
    public var postscriptName: String { (fontAttributes[.name] as? String) ?? "" }

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        pointSize = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 0
        symbolicTraits = (attributes[.traits] as? SymbolicTraits) ?? []
        super.init()
    }

    /// A descriptor of the font `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of the system's font for `style`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same descriptor with exactly `symbolicTraits` (nil when the font cannot have them: never in Glide).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        attributes[.traits] = symbolicTraits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same descriptor at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = newPointSize
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same descriptor with `attributes` added.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }
}

extension UIFont {
    /// The font's descriptor: its name, family, size and bold and italic traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight >= .semibold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        return UIFontDescriptor(fontAttributes: [.name: fontName, .family: familyName, .size: pointSize, .traits: traits])
    }

    /// The font `descriptor` describes, at `pointSize` (0: the descriptor's size, else 17): the system font's metrics,
    /// bold and italic as its traits say.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
        let traits = descriptor.symbolicTraits
        let name = descriptor.fontAttributes[.name] as? String ?? ".SFUI-Regular"
        let family = descriptor.familyName ?? ".SF UI Text"
        self.init(name: name, family: family, size: size, weight: traits.contains(.traitBold) ? .bold : .regular,
                  italic: traits.contains(.traitItalic))
    }
}
