import Foundation

/// A key of a hardware keyboard, as a press reports it (UIKit's `UIKey`, iOS 13.4).
///
/// Glide differs from UIKit here: there is no `keyCode` (the keyboard's HID usage); a key is known by the characters it
/// types. Keys are pressed by a test with ``UIResponder/glidePressKey(_:modifierFlags:)``.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key types with its modifiers (for a special key, `UIKeyCommand`'s input string, e.g.
    /// ``UIKeyCommand/inputEscape``).
    public let characters: String
    /// The characters the key types without its modifiers.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags

    /// A key typing `characters` (and `charactersIgnoringModifiers`, the same by default) with `modifierFlags` held.
    public init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}
