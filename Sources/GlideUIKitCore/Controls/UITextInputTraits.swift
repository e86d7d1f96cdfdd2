import Foundation

/// Typing into a responder (UIKit's `UIKeyInput`): what the keyboard calls.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// The kind of keyboard a text input shows (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Autocorrection (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Automatic capitalization (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// Spell checking (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Smart quotes (UIKit's `UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Smart dashes (UIKit's `UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Smart insertion and deletion of spaces (UIKit's `UITextSmartInsertDeleteType`).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// What a text input holds, for AutoFill (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// How the keyboard behaves for a text input (UIKit's `UITextInputTraits`). `UITextField` and `UITextView` adopt it.
///
/// **Glide differs:** there is no keyboard, so the traits are kept and read back only.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}
