import Foundation

/// A keyboard shortcut: a key with modifiers that sends an action (UIKit's `UIKeyCommand`). A responder lists its
/// shortcuts in ``UIResponder/keyCommands``.
///
/// Glide differs: no hardware keyboard sends keys; ``UIResponder/glidePressKey(_:modifierFlags:)`` does.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character, or one of the `input…` constants.
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's use of the same keys.
    open var wantsPriorityOverSystemBehavior = false
    /// A shortcut `input` with `modifierFlags` sending `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", action: action)
    }

    /// A shortcut titled `title` (shown in the shortcuts overlay).
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A shortcut with a discoverability title (iOS 9's spelling).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
}
