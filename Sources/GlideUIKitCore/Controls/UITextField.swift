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
