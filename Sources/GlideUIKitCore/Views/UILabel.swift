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
    /// The text as an attributed string (stored as given; Glide measures its characters with ``font``).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
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

    /// The size of the text on one line, or wrapped at ``preferredMaxLayoutWidth`` when that is set
    /// and more than one line is allowed.
    open override var intrinsicContentSize: CGSize {
        textSize(wrappingAt: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The size of the text wrapped at `size.width` (when more than one line is allowed and it is positive).
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }

    /// The lines the text breaks into when wrapped at `width` (nil: only at newlines), at most ``numberOfLines``.
    package func lines(wrappingAt width: CGFloat?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let paragraphs = text.components(separatedBy: "\n")
        var lines: [String] = []
        for paragraph in paragraphs {
            guard let width, width > 0 else {
                lines.append(paragraph)
                continue
            }
            lines += CATextLayer.wrap(paragraph, width: width, font: font)
        }
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        return lines
    }

    private func textSize(wrappingAt width: CGFloat?) -> CGSize {
        let shown = lines(wrappingAt: width)
        guard !shown.isEmpty else { return .zero }
        var w = shown.map { font.width(of: $0) }.max() ?? 0
        if let width { w = Swift.min(w, width) }
        return CGSize(width: Self.pixelCeil(w), height: Self.pixelCeil(CGFloat(shown.count) * font.lineHeight))
    }

    /// Rounds up to a whole pixel at scale 3.
    static func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }
}
