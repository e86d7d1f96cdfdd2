import Foundation

/// What a text field asks and tells its delegate (UIKit's `UITextFieldDelegate`); every method has
/// UIKit's default (editing may begin and end, every change is allowed, return is accepted).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    @discardableResult
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    @discardableResult
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    @discardableResult
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    @discardableResult
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    @discardableResult
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    @discardableResult
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    @discardableResult
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit's default calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    @discardableResult
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    @discardableResult
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    @discardableResult
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text (UIKit's `UITextField`).
///
/// Editing follows UIKit: ``becomeFirstResponder()`` asks the delegate, makes the field the first
/// responder (the previous one resigns), sends `.editingDidBegin`, posts
/// ``textDidBeginEditingNotification`` and brings Glide's keyboard up (its `UIResponder.keyboard…`
/// notifications); ``resignFirstResponder()`` does the reverse, the keyboard staying up when another text
/// field takes over. Typing is UIKit's keyboard input, ``insertText(_:)`` and ``deleteBackward()``: each
/// change is offered to the delegate, then sends `.editingChanged` and posts ``textDidChangeNotification``;
/// a return (`"\n"`) asks ``UITextFieldDelegate/textFieldShouldReturn(_:)`` and sends
/// `.editingDidEndOnExit` (ending editing when an action is registered for it). Setting ``text`` in code does neither, as in UIKit.
///
/// The intrinsic size is the text (or the placeholder) in the font, by Glide's text metric (see
/// ``UIFont``), with 7 points of margin around it for the rounded-rectangle border.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, UITextInputTraits {
    /// The border around the text (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left or right view) shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0, cancelled
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    private var storedText = ""

    /// The text ("" when none, as UIKit reads it back).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    /// The text with attributes (its string is ``text``).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The placeholder with attributes (its string is ``placeholder``).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The font (the 17-point system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    /// The attributes of the text as typed: the font and colour (``font``, ``textColor``), and any other attribute
    /// given; setting it sets those two from `.font` and `.foregroundColor` (UIKit's, also through the appearance
    /// proxy). Glide draws with the font and colour only.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes = otherDefaultTextAttributes
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return attributes
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            otherDefaultTextAttributes = newValue.filter { $0.key != .font && $0.key != .foregroundColor }
        }
    }
    private var otherDefaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    open var background: UIImage?
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    /// A view shown instead of the keyboard (kept; Glide shows no keyboard views).
    open var inputView: UIView?
    /// A view shown above the keyboard (kept; Glide shows no keyboard views).
    open var inputAccessoryView: UIView?
    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?
    /// True while the field is being edited (it is the first responder).
    open private(set) var isEditing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let margin: CGFloat = borderStyle == .roundedRect ? 7 : 0
        return CGSize(width: UILabel.pixelCeil(font.width(of: shown) + 2 * margin),
                      height: UILabel.pixelCeil(font.lineHeight + 2 * margin))
    }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Layout rectangles (override them to inset the text)

    /// The margin of a rounded-rect border around the text, in points.
    private var borderMargin: CGFloat { borderStyle == .roundedRect ? 7 : 0 }

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn: the bounds inside the border's margin and the side views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderMargin, dy: 0)
        if let left = leftView, leftViewMode != .never { rect.origin.x += left.frame.width; rect.size.width -= left.frame.width }
        if let right = rightView, rightViewMode != .never { rect.size.width -= right.frame.width }
        return rect
    }
    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is edited: the text's rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button goes: a 19-point square at the trailing end, vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 19 - borderMargin, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// Where the left view goes: at the leading edge, vertically centred, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// Where the right view goes: at the trailing edge, vertically centred, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: Text positions (UIKit's `UITextInput`, the part apps move the cursor with)

    /// The start of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { UITextPosition(offset: storedText.utf16.count) }
    /// The selection (empty: the cursor): at the end of the text unless it was set.
    open var selectedTextRange: UITextRange? {
        get {
            let end = storedText.utf16.count
            let range = selection ?? NSRange(location: end, length: 0)
            let start = min(range.location, end), stop = min(range.location + range.length, end)
            return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: stop))
        }
        set {
            guard let newValue else { selection = nil; return }
            selection = NSRange(location: newValue.start.offset, length: max(0, newValue.end.offset - newValue.start.offset))
        }
    }
    private var selection: NSRange?

    /// The range from `fromPosition` to `toPosition` (nil when either is outside the text).
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let count = storedText.utf16.count
        guard (0...count).contains(fromPosition.offset), (0...count).contains(toPosition.offset) else { return nil }
        let (a, b) = fromPosition.offset <= toPosition.offset ? (fromPosition, toPosition) : (toPosition, fromPosition)
        return UITextRange(start: a, end: b)
    }
    /// The position `offset` characters (UTF-16 units) from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...storedText.utf16.count).contains(target) ? UITextPosition(offset: target) : nil
    }
    /// The characters (UTF-16 units) from `from` to `toPosition`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The text in `range` (nil outside the text).
    open func text(in range: UITextRange) -> String? {
        let units = Array(storedText.utf16)
        guard range.start.offset >= 0, range.end.offset <= units.count, range.start.offset <= range.end.offset else { return nil }
        return String(decoding: units[range.start.offset..<range.end.offset], as: UTF16.self)
    }

    // MARK: Editing

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing if the delegate agrees: see the type's documentation.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storedText.isEmpty, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        Keyboard.show(clock: window?.clock ?? Clocks.current)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing if the delegate agrees: see the type's documentation.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return endEditingNow()
    }

    /// Ends editing without asking the delegate (`endEditing(true)`).
    @discardableResult
    func endEditingNow() -> Bool {
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        if !(UIResponder.incomingFirstResponder is UITextField) { Keyboard.hide(clock: window?.clock ?? Clocks.current) }
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Typing (UIKeyInput)

    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end of the field, as the keyboard does; `"\n"` is the return key.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            // An action for "Did End On Exit" dismisses the keyboard, as in UIKit.
            let dismisses = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            if dismisses { resignFirstResponder() }
            return
        }
        replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
    }

    /// Deletes the character before the end of the field, as the keyboard's delete key does.
    open func deleteBackward() {
        guard isEditing, !storedText.isEmpty else { return }
        let utf16 = (storedText as NSString)
        let last = utf16.rangeOfComposedCharacterSequence(at: utf16.length - 1)
        replace(last, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = (storedText as NSString).replacingCharacters(in: range, with: string)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }
}
