import Foundation

/// What a search controller tells its delegate as it is presented and dismissed (UIKit's `UISearchControllerDelegate`);
/// every method is optional in UIKit and has a default here.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: GlideObjectProtocol {
    /// Presents the search controller. A delegate that implements it presents `searchController` itself; the default
    /// presents it as UIKit does when the delegate does not implement it.
    func presentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller was presented.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller was dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Presents `searchController` as UIKit does for a delegate that does not implement this method.
    public func presentSearchController(_ searchController: UISearchController) { searchController.presentInContext() }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
