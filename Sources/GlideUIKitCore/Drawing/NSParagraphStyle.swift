import Foundation

/// How the lines of a paragraph are laid out (UIKit's `NSParagraphStyle`, an attribute of attributed text under
/// `NSAttributedString.Key.paragraphStyle`). Immutable; ``NSMutableParagraphStyle`` is the one to change, made with
/// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle` or `NSMutableParagraphStyle()`.
///
/// Glide differs: Glide's text measurement (`boundingRect(with:options:attributes:context:)`) uses ``lineSpacing``
/// and ``paragraphSpacing``; the other values are kept and read back.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style of text with no paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of the user's language (Glide: left to right).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    public override init() { super.init() }

    /// Must stay the first stored property (see ``CoreFoundationMarker``).
    private let coreFoundationMarker = CoreFoundationMarker.word
    /// Extra space between the lines of a paragraph, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after a paragraph, in points.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before a paragraph, in points.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var baseWritingDirection: NSWritingDirection = .natural
    open internal(set) var hyphenationFactor: Float = 0
    open internal(set) var allowsDefaultTighteningForTruncation = false
    open internal(set) var defaultTabInterval: CGFloat = 0

    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    /// `style` with this style's values.
    func copyValues<Style: NSParagraphStyle>(into style: Style) -> Style {
        style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing
        style.paragraphSpacingBefore = paragraphSpacingBefore
        style.alignment = alignment
        style.firstLineHeadIndent = firstLineHeadIndent
        style.headIndent = headIndent
        style.tailIndent = tailIndent
        style.lineBreakMode = lineBreakMode
        style.minimumLineHeight = minimumLineHeight
        style.maximumLineHeight = maximumLineHeight
        style.lineHeightMultiple = lineHeightMultiple
        style.baseWritingDirection = baseWritingDirection
        style.hyphenationFactor = hyphenationFactor
        style.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        style.defaultTabInterval = defaultTabInterval
        return style
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
            && paragraphSpacingBefore == other.paragraphSpacingBefore && alignment == other.alignment
            && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
            && tailIndent == other.tailIndent && lineBreakMode == other.lineBreakMode
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && lineHeightMultiple == other.lineHeightMultiple && baseWritingDirection == other.baseWritingDirection
    }

    open override var hash: Int { Int(lineSpacing * 1000) ^ alignment.rawValue ^ lineBreakMode.rawValue << 4 }
}

/// The direction text is written in (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
