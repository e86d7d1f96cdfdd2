import Foundation

/// A button a row shows when swiped (UIKit's `UIContextualAction`), in a ``UISwipeActionsConfiguration``.
///
/// Glide differs: rows are not swiped open by touches; a test performs an action with ``glidePerform(in:)``.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable { case normal = 0, destructive }
    /// What runs when the action is tapped: the action, the view that shows it, and the completion to call with
    /// whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }

    /// The user taps the action in `view` (Glide's): the handler runs; true when it said it was performed.
    @discardableResult
    public func glidePerform(in view: UIView) -> Bool {
        var performed = false
        handler(self, view) { performed = $0 }
        return performed
    }
}
