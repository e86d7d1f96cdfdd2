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
    /// A link (a `URL` or a `String`).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
}
