import Foundation
/// What a page view controller tells of page turns the user's gestures make (UIKit's
/// `UIPageViewControllerDelegate`); `setViewControllers(_:direction:animated:completion:)` tells only its
/// completion. Every method has a default implementation, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A gesture began to turn to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The turn a gesture began ended: `completed` when the new page stays, false when the old one came back
    /// (then `previousViewControllers` are still the ones shown).
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool)
    /// The spine location for an interface orientation (page-curl style); the default keeps the current one.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports.
    @discardableResult
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in.
    @discardableResult
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {}
    @discardableResult
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    {
        pageViewController.spineLocation
    }
    @discardableResult
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        pageViewController.supportedInterfaceOrientations
    }
    @discardableResult
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        pageViewController.preferredInterfaceOrientationForPresentation
    }
}
