import Foundation

/// A command's alternative with other modifier keys (UIKit's `UICommandAlternate`).
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
