import Foundation

/// An action under a peek (UIKit's `UIPreviewAction`): a title, a style and what it does with the previewed view
/// controller.
@preconcurrency @MainActor
open class UIPreviewAction: NSObject, UIPreviewActionItem {
    /// How the action looks (UIKit's `UIPreviewActionStyle`).
    public enum Style: Int, Sendable {
        case `default` = 0, selected, destructive
    }

    public let title: String
    public let style: Style
    /// What the action does, with the action and the previewed view controller.
    public let handler: (any UIPreviewActionItem, UIViewController) -> Void

    /// An action titled `title` in `style` that runs `handler`.
    public init(title: String, style: Style, handler: @escaping (any UIPreviewActionItem, UIViewController) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
