import Foundation

/// A menu command that sends an action up the responder chain (UIKit's `UICommand`).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent to the first responder that implements it.
    public let action: Selector
    /// Data the command carries for its action.
    public let propertyList: Any?
    /// The title shown where commands are listed (the keyboard shortcuts overlay).
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Commands that run instead with other modifier keys.
    public let alternates: [UICommandAlternate]

    /// A command titled `title` that sends `action`.
    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}
