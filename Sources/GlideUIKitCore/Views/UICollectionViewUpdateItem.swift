import Foundation

/// One change of a collection view's batch update, as its layout is told of it (UIKit's `UICollectionViewUpdateItem`).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        case insert = 0, delete, reload, move, none
    }

    /// Where the item was (nil for an insertion).
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the item goes (nil for a deletion).
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }
}
