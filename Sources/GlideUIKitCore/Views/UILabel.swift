import Foundation

/// A view that shows text (UIKit's `UILabel`).
///
/// Sizes come from Glide's deterministic text metric (see ``UIFont``): lines wrap at word boundaries
/// (a word wider than the line breaks between characters), each line is ``UIFont/lineHeight`` tall,
/// and sizes are rounded up to whole pixels at scale 3. User interaction is off by default, as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var storedAttributedText: NSAttributedString?

    /// The text shown. Setting it replaces any attributed text.
    open var text: String? {
        didSet {
            storedAttributedText = nil
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The text as an attributed string: as given, or, after plain ``text``, the text with the label's font, colour
    /// and paragraph style (alignment, line breaks), as UIKit's (Glide measures its characters with ``font``).
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText ?? text.map { text in
                let style = NSMutableParagraphStyle()
                style.alignment = textAlignment
                style.lineBreakMode = lineBreakMode
                var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
                if let font { attributes[.font] = font }
                if let textColor { attributes[.foregroundColor] = textColor }
                return NSAttributedString(string: text, attributes: attributes)
            }
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }
    /// The font (the 17-point system font by default, as in UIKit).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            invalidateIntrinsicContentSize()
            appearancePropertyDidSet(\UILabel.font)
        }
    }
    /// The text colour (`.label`, black, by default).
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            appearancePropertyDidSet(\UILabel.textColor)
        }
    }
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means as many as needed (default 1).
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var isEnabled = true
    open var isHighlighted = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text wraps at for ``intrinsicContentSize`` (0: no wrapping).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Whether the font follows the user's text size (kept; Glide's text size does not change).
    open var adjustsFontForContentSizeCategory = false

    /// The size of the text on one line, or wrapped at ``preferredMaxLayoutWidth`` when that is set
    /// and more than one line is allowed: the size of ``textRect(forBounds:limitedToNumberOfLines:)``, as in UIKit, so
    /// that a subclass that insets its text there (a padded label) grows by its insets.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : Self.unbounded
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unbounded), limitedToNumberOfLines: numberOfLines).size
    }

    /// The size of the text wrapped at `size.width` (when more than one line is allowed and it is positive), through
    /// ``textRect(forBounds:limitedToNumberOfLines:)``.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : Self.unbounded
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unbounded), limitedToNumberOfLines: numberOfLines).size
    }

    /// A size with no limit, as UIKit passes to ``textRect(forBounds:limitedToNumberOfLines:)`` for intrinsic sizes.
    private static let unbounded = CGFloat.greatestFiniteMagnitude

    /// Where the text goes in `bounds`: at its origin, as large as the text wrapped at the bounds' width (when more
    /// than one line is allowed) and shown in at most `numberOfLines` lines (0: any). Override it to inset the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let wraps = numberOfLines != 1 && bounds.width > 0 && bounds.width < Self.unbounded / 2
        let lines = self.lines(wrappingAt: wraps ? bounds.width : nil, limit: numberOfLines)
        guard !lines.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        var w = lines.map { font.width(of: $0) }.max() ?? 0
        if wraps { w = Swift.min(w, bounds.width) }
        return CGRect(origin: bounds.origin, size: CGSize(width: Self.pixelCeil(w), height: Self.pixelCeil(CGFloat(lines.count) * font.lineHeight)))
    }

    /// Draws the text in `rect` into the current graphics context (a subclass calls it with an inset rectangle).
    ///
    /// Glide differs: Glide's renderer draws a label's text itself; this draws only when called, into the context
    /// `UIGraphicsGetCurrentContext()` gives.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        TextMeasure([.font: font as Any, .foregroundColor: textColor as Any]).draw(text, in: rect)
    }

    /// The lines the text breaks into when wrapped at `width` (nil: only at newlines), at most ``numberOfLines``.
    package func lines(wrappingAt width: CGFloat?) -> [String] { lines(wrappingAt: width, limit: numberOfLines) }

    /// The lines the text breaks into when wrapped at `width` (nil: only at newlines), at most `limit` (0: any).
    private func lines(wrappingAt width: CGFloat?, limit: Int) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = CATextLayer.paragraphLines(text, wrappingAt: width, font: font).flatMap { $0 }
        if limit > 0 { lines = Array(lines.prefix(limit)) }
        return lines
    }

    /// Rounds up to a whole pixel at scale 3.
    static func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }
}
