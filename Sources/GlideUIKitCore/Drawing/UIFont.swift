import Foundation

/// A font (UIKit's `UIFont`): an immutable value with a name, a size and a weight.
///
/// Glide has no font files. Its text metric, which every label and button uses and which is the
/// same on every machine: a character (grapheme cluster) is 0.5 × pointSize wide (0.55 × for
/// semibold and heavier weights), and a line is 1.2 × pointSize tall (``lineHeight``).
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight (UIKit's `UIFont.Weight`, with its values).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default ("Large") content size, from Apple's HIG typography table.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// Must stay the first stored property (see ``CoreFoundationMarker``).
    private let coreFoundationMarker = CoreFoundationMarker.word
    /// The font's full name (".SFUI-Regular" and so on for the system font).
    public let fontName: String
    /// The family (".AppleSystemUIFont" for the system font).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (Glide's: UIKit reads it from the font descriptor).
    package let weight: Weight
    package let isItalic: Bool

    package init(name: String, family: String, size: CGFloat, weight: Weight, italic: Bool = false) {
        self.fontName = name
        self.familyName = family
        self.pointSize = size
        self.weight = weight
        self.isItalic = italic
        super.init()
    }

    /// The font named `fontName` at `fontSize`; Glide has every name (regular weight, "Bold" in the name makes it bold).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.localizedCaseInsensitiveContains("bold")
        self.init(name: fontName, family: fontName.split(separator: "-").first.map(String.init) ?? fontName,
                  size: fontSize, weight: bold ? .bold : .regular)
    }

    /// The system font at `fontSize`, regular weight.
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at `fontSize`, bold.
    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The system font at `fontSize`, italic.
    @discardableResult
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", family: ".AppleSystemUIFont", size: fontSize, weight: .regular, italic: true)
    }
    /// The system font at `fontSize` and `weight`.
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-" + weightName(weight), family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }
    /// The system font with monospaced digits (Glide's metric is already monospaced).
    @discardableResult
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// The font for `style` at the default content size ("Large").
    @discardableResult
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = style.metrics
        return systemFont(ofSize: m.size, weight: m.weight)
    }
    /// The font for `style`; the traits are ignored (Glide's content size is always the default).
    @discardableResult
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    /// The size of the system font UIKit uses for labels: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of the system font UIKit uses for buttons: 18.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the system font by default: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the small system font: 12.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The same font at `fontSize`.
    @discardableResult
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight, italic: isItalic)
    }

    /// The height of a line: 1.2 × ``pointSize`` (Glide's metric).
    open var lineHeight: CGFloat { pointSize * 1.2 }
    /// The part of a line above the baseline: 0.95 × ``pointSize``.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// The part below the baseline, negative: −0.25 × ``pointSize``.
    open var descender: CGFloat { -pointSize * 0.25 }
    /// ``lineHeight`` minus ascender and descender.
    open var leading: CGFloat { lineHeight - ascender + descender }
    /// 0.7 × ``pointSize``.
    open var capHeight: CGFloat { pointSize * 0.7 }
    /// 0.5 × ``pointSize``.
    open var xHeight: CGFloat { pointSize * 0.5 }

    /// The width of `text` in this font, by Glide's metric.
    package func width(of text: String) -> CGFloat {
        CGFloat(text.count) * pointSize * (weight >= .semibold ? 0.55 : 0.5)
    }

    @discardableResult
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return fontName == o.fontName && pointSize == o.pointSize && weight == o.weight && isItalic == o.isItalic
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(fontName)
        h.combine(pointSize)
        return h.finalize()
    }

    open override var description: String { "<UIFont \(fontName) \(formatPoints(pointSize))pt>" }

    private static func weightName(_ w: Weight) -> String {
        switch w.rawValue {
        case ..<(-0.7): return "Ultralight"
        case ..<(-0.5): return "Thin"
        case ..<(-0.2): return "Light"
        case ..<0.1: return "Regular"
        case ..<0.26: return "Medium"
        case ..<0.35: return "Semibold"
        case ..<0.5: return "Bold"
        case ..<0.6: return "Heavy"
        default: return "Black"
        }
    }
}
