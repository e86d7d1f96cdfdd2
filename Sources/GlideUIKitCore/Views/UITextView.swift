import Foundation

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`); every method has a default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    @discardableResult
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    @discardableResult
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

/// Scrolling, multi-line text (UIKit's `UITextView`), as stored values: Glide has no keyboard.
///
/// The content size is the text wrapped at the width inside ``textContainerInset`` (5 points of line
/// padding on each side, as UIKit's text container), by Glide's text metric (see ``UIFont``).
/// Set the delegate through ``UIScrollView/delegate``.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    private let measure = UILabel()

    /// Posted when a text view begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view's text changes by typing.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Whether there is text.
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// The view shown instead of the keyboard (kept; Glide shows no keyboard).
    open var inputView: UIView?
    /// The bar shown above the keyboard (kept; Glide shows no keyboard).
    open var inputAccessoryView: UIView?

    /// The text. Setting it does not tell the delegate, as in UIKit.
    open var text: String! {
        get { measure.text ?? "" }
        set {
            measure.text = newValue
            updateContentSize()
        }
    }
    open var attributedText: NSAttributedString! {
        get { measure.attributedText ?? NSAttributedString(string: "") }
        set {
            measure.attributedText = newValue
            updateContentSize()
        }
    }
    /// The font (the 12-point system font by default, as UIKit's).
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet {
            measure.font = font ?? .systemFont(ofSize: 12)
            updateContentSize()
        }
    }
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Space around the text (8 points above and below by default, as UIKit's).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { updateContentSize() } }
    // The keyboard's traits (`UITextInputTraits`), kept: Glide shows no keyboard.
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var textContentType: UITextContentType!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        measure.numberOfLines = 0
        measure.font = .systemFont(ofSize: 12)
    }

    /// A text view that lays its text out in `textContainer` (with the layout manager and storage it already has,
    /// when an app built the TextKit stack itself), or in a new one when nil.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        givenContainer = textContainer
        super.init(frame: frame)
        measure.numberOfLines = 0
        measure.font = .systemFont(ofSize: 12)
        if let storage = textContainer?.layoutManager?.textStorage, storage.length > 0 {
            measure.attributedText = NSAttributedString(attributedString: storage)
            updateContentSize()
        }
    }

    private var givenContainer: NSTextContainer?

    // MARK: TextKit

    /// The container the text is laid out in: as wide as the view inside ``textContainerInset``, with 5 points of line
    /// padding (TextKit 1's stack, which UIKit builds for every text view).
    public private(set) lazy var textContainer: NSTextContainer = {
        let container = givenContainer ?? NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
        container.widthTracksTextView = true
        return container
    }()

    /// The layout manager that lays ``textStorage`` out in ``textContainer``.
    public private(set) lazy var layoutManager: NSLayoutManager = {
        if let manager = textContainer.layoutManager { return manager }
        let manager = NSLayoutManager()
        manager.addTextContainer(textContainer)
        return manager
    }()

    /// The text, as the layout manager lays it out. Glide differs: it follows ``text`` and ``attributedText`` as they are
    /// set; an app that edits the storage directly changes the layout, not what ``text`` returns.
    public private(set) lazy var textStorage: NSTextStorage = {
        if let storage = layoutManager.textStorage { return storage }
        let storage = NSTextStorage(attributedString: attributedText)
        storage.addLayoutManager(layoutManager)
        return storage
    }()

    /// Scrolls so that the text of `range` shows (where ``layoutManager`` lays it out, inside ``textContainerInset``).
    open func scrollRangeToVisible(_ range: NSRange) {
        let glyphs = layoutManager.glyphRange(forCharacterRange: range, actualCharacterRange: nil)
        var rect = layoutManager.boundingRect(forGlyphRange: glyphs, in: textContainer)
        if rect == .zero, textStorage.length > 0 {
            // An empty range at the end: the last line.
            rect = layoutManager.lineFragmentRect(forGlyphAt: Swift.max(0, textStorage.length - 1), effectiveRange: nil)
        }
        scrollRectToVisible(rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top), animated: false)
    }

    private func updateTextKit() {
        if textContainer.widthTracksTextView {
            textContainer.size.width = Swift.max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        }
        let text: NSAttributedString = attributedText
        if !textStorage.isEqual(to: text) { textStorage.setAttributedString(text) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        measure.numberOfLines = 0
        measure.font = .systemFont(ofSize: 12)
    }

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { updateContentSize() } }
    }

    private func updateContentSize() {
        updateTextKit()
        let width = Swift.max(0, bounds.width - textContainerInset.left - textContainerInset.right - 10)
        let text = measure.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        contentSize = CGSize(width: bounds.width, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// Types `text` at the end as the keyboard would, telling the delegate (Glide's hook).
    package func simulateTyping(_ typed: String) {
        guard isEditable else { return }
        self.text = (self.text ?? "") + typed
        (delegate as? any UITextViewDelegate)?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}
