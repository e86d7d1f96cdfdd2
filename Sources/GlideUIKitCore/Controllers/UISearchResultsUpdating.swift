import Foundation

/// The object a search controller tells to update its results (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: GlideObjectProtocol {
    /// The search bar's text changed, the search bar became first responder, or the search controller was dismissed:
    /// update the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
