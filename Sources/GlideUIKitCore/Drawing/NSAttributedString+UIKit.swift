import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (Foundation on Linux has the
// type, not these keys), with UIKit's raw values. Bar appearances, buttons and labels read their
// `.font` and `.foregroundColor`.
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The colour of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The paragraph style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// The letter spacing, in points (an `NSNumber`).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The colour of the stroke (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// The width of the stroke, a percentage of the font size (an `NSNumber`).
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// The shadow (an `NSShadow`).
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// The underline style (an `NSNumber` of `NSUnderlineStyle`).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The strikethrough style (an `NSNumber` of `NSUnderlineStyle`).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The baseline offset, in points (an `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// The colour of the underline (a `UIColor`; the text's colour when absent).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The colour of the strikethrough (a `UIColor`; the text's colour when absent).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The skew of the glyphs (an `NSNumber`; 0 is upright). Glide draws text upright whatever it says.
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    /// The log of the horizontal stretch of the glyphs (an `NSNumber`; 0 is none). Glide stretches no text.
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
    /// Whether ligatures are used (an `NSNumber`: 0 none, 1 the default ones). Glide's text has none.
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    /// The writing directions of embedded text (an array of `NSNumber`s). Glide lays text out left to right.
    public static let writingDirection = NSAttributedString.Key(rawValue: "NSWritingDirection")
    /// A link (a `URL` or a `String`).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
}
