import Foundation

/// Adapting a container's content to size and trait changes (UIKit's `UIContentContainer`):
/// `UIViewController` and `UIPresentationController` conform, with UIKit's default implementations.
///
/// The preferred-size pattern works as in UIKit: a child or presented view controller sets its
/// `preferredContentSize`, and its parent (``preferredContentSizeDidChange(forChildContentContainer:)``)
/// or its presentation controller is told; a presentation controller's
/// `frameOfPresentedViewInContainerView` typically reads
/// ``size(forChildContentContainer:withParentContainerSize:)``. The default
/// ``viewWillTransition(to:with:)`` of a view controller passes the change to its children at the size
/// ``size(forChildContentContainer:withParentContainerSize:)`` gives them, and to the presentation
/// controller of what it presents, as UIKit's does.
///
/// Glide differs from UIKit in what starts a size or trait transition: Glide's screen never rotates, its
/// window is never resized by the system and its traits never change after launch, so UIKit's own calls
/// of ``viewWillTransition(to:with:)`` and ``willTransition(to:with:)`` never happen; and
/// ``systemLayoutFittingSizeDidChange(forChildContentContainer:)`` is not called when a child's fitting
/// size changes.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container's content prefers.
    var preferredContentSize: CGSize { get }
    /// Called when a child's (or the presented view controller's) preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Called when the Auto Layout fitting size of a child changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give `container` when this container is `parentSize` (by default, `parentSize`).
    @discardableResult
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// Called before the container's view changes size.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Called before the container's traits change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
