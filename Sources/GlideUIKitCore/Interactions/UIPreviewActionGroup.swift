import Foundation

/// A group of peek actions shown as one item that opens them (UIKit's `UIPreviewActionGroup`).
@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    public let title: String
    public let style: UIPreviewAction.Style
    /// The actions in the group.
    public let actions: [UIPreviewAction]

    /// A group titled `title` of `actions`.
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
        super.init()
    }
}
