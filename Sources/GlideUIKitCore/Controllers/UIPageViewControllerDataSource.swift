import Foundation
/// What a page view controller asks for the pages around the one shown (UIKit's
/// `UIPageViewControllerDataSource`). The two optional methods have default implementations that
/// return 0, as a data source that leaves them out (no page indicator) does.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The view controller before `viewController`, or nil at the first page.
    @discardableResult
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The view controller after `viewController`, or nil at the last page.
    @discardableResult
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages, for the page indicator of a scroll-style page view controller.
    @discardableResult
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the page shown, for the page indicator.
    @discardableResult
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    @discardableResult
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    @discardableResult
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
