import Foundation

/// What a search bar asks and tells its delegate (UIKit's `UISearchBarDelegate`); every method has UIKit's default
/// (editing may begin and end, every change is allowed).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    @discardableResult
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    @discardableResult
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    @discardableResult
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    @discardableResult
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    @discardableResult
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    @discardableResult
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field inside a search bar (UIKit's `UISearchTextField`, iOS 13), without tokens.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// A bar with a search field, and a Cancel button when asked (UIKit's `UISearchBar`).
///
/// Editing is its ``searchTextField``'s: ``becomeFirstResponder()`` asks the delegate's
/// `searchBarShouldBeginEditing(_:)` and tells `searchBarTextDidBeginEditing(_:)`; typing asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and tells `searchBar(_:textDidChange:)` (setting ``text`` in
/// code tells nothing, as in UIKit); the return key tells `searchBarSearchButtonClicked(_:)`; a tap on the Cancel button
/// tells `searchBarCancelButtonClicked(_:)`. The bar is 56 points high (UIKit's default bar), its field 36 points high
/// inset 8 points, the Cancel button 64 points wide at the right while ``showsCancelButton`` is true.
///
/// The bar of a ``UISearchController`` also tells that search controller, after the delegate: beginning to edit
/// activates it, typing tells its results updater, and Cancel clears the text and deactivates it.
///
/// Glide differs: no scope bar is drawn (``scopeButtonTitles`` and ``selectedScopeButtonIndex`` are kept, and setting
/// the index tells the delegate), and the bookmark and results-list buttons are not drawn.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// How the bar is drawn (UIKit's `UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        case `default` = 0, prominent, minimal
    }

    /// The search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private lazy var fieldDelegate = FieldDelegate(bar: self)

    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller whose bar this is: it hears the bar's editing, typing and Cancel after the delegate.
    package weak var owningSearchController: UISearchController?
    /// The text in the field ("" when none, as UIKit reads it back).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the field (not drawn by Glide).
    open var prompt: String?
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0 {
        didSet { if selectedScopeButtonIndex != oldValue { delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex) } }
    }
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    open var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
    open var searchTextPositionAdjustment: UIOffset = .zero
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero

    /// Where the bar is: what its delegate's `position(for:)` answers, else `.any`.
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.borderStyle = .roundedRect
        searchTextField.returnKeyType = .search
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
            self.owningSearchController?.searchBarTextDidChange()
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.owningSearchController?.searchBarCancelButtonClicked()
        }, for: .touchUpInside)
        addSubview(cancelButton)
        setNeedsLayout()
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        self.backgroundImage = backgroundImage
    }
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {}
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {}

    /// The bar's icons (UIKit's `UISearchBar.Icon`).
    public struct Icon: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let search = Icon(rawValue: 0)
        public static let clear = Icon(rawValue: 1)
        public static let bookmark = Icon(rawValue: 2)
        public static let resultsList = Icon(rawValue: 3)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Begins editing in the field if the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: UITextInputTraits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: Layout

    /// UIKit's default bar: 56 points high.
    public static let barHeight: CGFloat = 56
    static let fieldInset: CGFloat = 8
    static let fieldHeight: CGFloat = 36
    static let cancelWidth: CGFloat = 64

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let cancel = showsCancelButton ? Self.cancelWidth : 0
        let fieldY = (bounds.height - Self.fieldHeight) / 2
        searchTextField.frame = CGRect(
            x: Self.fieldInset, y: fieldY,
            width: max(0, bounds.width - 2 * Self.fieldInset - cancel), height: Self.fieldHeight)
        cancelButton.isHidden = !showsCancelButton
        cancelButton.frame = CGRect(x: bounds.width - Self.fieldInset - cancel, y: fieldY, width: cancel, height: Self.fieldHeight)
    }

    /// The field's delegate: the bar's delegate answers for it.
    private final class FieldDelegate: NSObject, UITextFieldDelegate {
        unowned let bar: UISearchBar
        init(bar: UISearchBar) { self.bar = bar }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) {
            bar.delegate?.searchBarTextDidBeginEditing(bar)
            bar.owningSearchController?.searchBarDidBeginEditing()
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarShouldEndEditing(bar) ?? true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return true
        }
    }
}
