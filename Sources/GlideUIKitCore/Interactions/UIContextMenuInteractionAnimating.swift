import Foundation

/// The animator UIKit hands a context menu's delegate as the menu appears or goes (UIKit's
/// `UIContextMenuInteractionAnimating`): animations to run alongside, completions to run after.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the menu previews, if its configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}
