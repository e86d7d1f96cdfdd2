import Foundation

/// The actions a row shows when swiped (UIKit's `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
