import Foundation

/// Scales fonts and values for the user's text size (UIKit's `UIFontMetrics`, Dynamic Type).
///
/// Glide's text size is always the default ("Large", ``UIContentSizeCategory/large``), at which UIKit scales by 1: a
/// scaled font is the font given (capped at a maximum point size when one is given), a scaled value the value given.
@preconcurrency @MainActor
public final class UIFontMetrics: NSObject {
    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the text size.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled for the text size, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `font` scaled for the text size of `traitCollection` (Glide's is always the default).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// `font` scaled for the text size of `traitCollection`, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    /// `value` (a spacing, a size) scaled for the text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// `value` scaled for the text size of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
