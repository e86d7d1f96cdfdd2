import Foundation

/// The animator of a tap on a context menu's preview (UIKit's `UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the menu goes. Default `.pop`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
