/// An action or group of actions under a peek (UIKit's `UIPreviewActionItem`).
@preconcurrency @MainActor
public protocol UIPreviewActionItem: AnyObject {
    /// The title shown.
    var title: String { get }
}
