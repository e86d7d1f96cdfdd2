import Foundation

/// A button a row showed when swiped before iOS 11 (UIKit's `UITableViewRowAction`, deprecated).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the action looks (UIKit's `UITableViewRowAction.Style`).
    public enum Style: Int, Sendable { case `default` = 0, normal
        public static let destructive = Style.default
    }
    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The user taps the action for the row at `indexPath` (Glide's).
    public func glidePerform(at indexPath: IndexPath) { handler(self, indexPath) }
}
