import Foundation

/// How text is measured and drawn (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the given width (without it, each paragraph is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// The glyphs' own bounds are used.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits ends in an ellipsis when text is left out.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement or drawing of text reports back (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    /// How far the font may shrink to fit (Glide does not shrink).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at (Glide: 1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text measured or drawn last.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}
