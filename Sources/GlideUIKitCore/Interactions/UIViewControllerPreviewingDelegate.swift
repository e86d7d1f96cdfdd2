import Foundation

/// What peek and pop asks (UIKit's `UIViewControllerPreviewingDelegate`); Glide never asks (see
/// ``UIViewControllerPreviewing``).
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    /// The view controller to preview for a press at `location`, or nil.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    /// The press deepened: show `viewControllerToCommit`.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}
