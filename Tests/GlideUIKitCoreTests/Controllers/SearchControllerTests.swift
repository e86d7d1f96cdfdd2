import Foundation
@testable import GlideUIKitCore
import Testing

/// An updater and delegate that writes down what it is told.
@MainActor
private final class SearchLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update \(searchController.searchBar.text ?? "-") \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// A delegate that presents the search controller itself.
@MainActor
private final class PresentingDelegate: NSObject, UISearchControllerDelegate {
    var asked = 0
    func presentSearchController(_ searchController: UISearchController) { asked += 1 }
}

@MainActor
@Suite struct SearchControllerTests {
    /// A list in a navigation controller whose navigation item holds a search controller, with a log as its updater
    /// and delegate.
    private func world(results: UIViewController? = nil) -> (World, UIViewController, UISearchController, SearchLog) {
        let list = UIViewController(name: "list")
        list.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: list)
        let w = World(root: navigation)
        let search = UISearchController(searchResultsController: results)
        let log = SearchLog()
        search.searchResultsUpdater = log
        search.delegate = log
        list.navigationItem.searchController = search
        w.window.layoutIfNeeded()
        return (w, list, search, log)
    }

    @Test("UIKit's defaults")
    func defaults() {
        let search = UISearchController(searchResultsController: nil)
        #expect(!search.isActive && search.searchResultsController == nil)
        #expect(search.obscuresBackgroundDuringPresentation && search.dimsBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation && search.automaticallyShowsCancelButton)
        #expect(search.automaticallyShowsSearchResultsController && !search.showsSearchResultsController)
        #expect(search.searchBar.frame.height == 56 && UINavigationItem().hidesSearchBarWhenScrolling)
        search.dimsBackgroundDuringPresentation = false
        #expect(!search.obscuresBackgroundDuringPresentation)
    }

    @Test("the navigation bar shows the search bar in a row under the title")
    func searchBarInTheNavigationBar() throws {
        let (w, list, search, _) = world()
        let navigation = try #require(list.navigationController)
        #expect(navigation === w.root)
        #expect(search.searchBar.superview === navigation.navigationBar)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: navigation.navigationBar.bounds.width, height: 52))
        list.navigationItem.searchController = nil
        #expect(search.searchBar.superview == nil && navigation.navigationBar.frame.height == 44)
    }

    @Test("tapping into the search bar activates the search; typing tells the updater; Cancel clears and deactivates")
    func tapTypeCancel() throws {
        let (w, list, search, log) = world()
        #expect(search.searchBar.becomeFirstResponder())
        #expect(search.isActive && search.searchBar.isFirstResponder && search.searchBar.showsCancelButton)
        #expect(search.presentingViewController === list)
        #expect(log.log == ["willPresent", "update  true"])
        w.advance(0.5)
        #expect(log.log.last == "didPresent")
        log.log = []
        search.searchBar.searchTextField.insertText("a")
        search.searchBar.searchTextField.insertText("b")
        search.searchBar.searchTextField.deleteBackward()
        #expect(log.log == ["update a true", "update ab true", "update a true"])
        log.log = []
        search.searchBar.layoutIfNeeded()
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        cancel.simulateTap()
        #expect(!search.isActive && !search.searchBar.isFirstResponder && search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(log.log == ["willDismiss", "update  false"])
        w.advance(0.5)
        #expect(log.log.last == "didDismiss" && search.presentingViewController == nil && list.presentedViewController == nil)
    }

    @Test("the results controller shows while there is text; the dimming obscures the content and a tap on it ends the search")
    func resultsAndDimming() throws {
        let results = UIViewController(name: "results")
        let (w, list, search, log) = world(results: results)
        #expect(results.parent === search)
        search.isActive = true
        #expect(search.searchBar.isFirstResponder)
        w.advance(0.5)
        #expect(log.log == ["willPresent", "update  true", "didPresent"])
        let view = try #require(search.viewIfLoaded)
        let bar = try #require(list.navigationController?.navigationBar)
        let barBottom = bar.convert(bar.bounds, to: view).maxY
        #expect(results.view.isHidden && !view.subviews.contains { $0.name == "UISearchController.dimming" && $0.isHidden })
        #expect(results.view.frame.minY == barBottom)
        search.searchBar.searchTextField.insertText("x")
        #expect(!results.view.isHidden && search.showsSearchResultsController)
        // The search bar stays reachable over the presentation.
        let onBar = search.searchBar.convert(CGPoint(x: 100, y: 26), to: w.window)
        #expect(w.window.hitTest(onBar, with: nil)?.isDescendant(of: search.searchBar) == true)
        search.searchBar.searchTextField.deleteBackward()
        #expect(results.view.isHidden)
        var touches = TouchSequence()
        touches.tap(id: 1, at: CGPoint(x: 200, y: 600), time: 1)
        touches.play(in: w.window, on: w.clock)
        #expect(!search.isActive)
        w.advance(0.5)
        #expect(log.log.suffix(3) == ["willDismiss", "update  false", "didDismiss"])
    }

    @Test("a delegate that implements presentSearchController presents it; with no view controller to present from, the search still runs")
    func customAndNoPresentation() {
        let search = UISearchController(searchResultsController: nil)
        let presenter = PresentingDelegate()
        search.delegate = presenter
        search.isActive = true
        #expect(presenter.asked == 1 && search.presentingViewController == nil)
        search.isActive = false
        let log = SearchLog()
        let other = UISearchController(searchResultsController: nil)
        other.searchResultsUpdater = log
        other.delegate = log
        other.isActive = true
        other.isActive = false
        #expect(log.log == ["willPresent", "update  true", "didPresent", "willDismiss", "update  false", "didDismiss"])
    }

    @Test("dismissing the active search controller deactivates it; deactivating mid-presentation dismisses once it is presented")
    func dismissAndMidPresentation() {
        let (w, _, search, log) = world()
        search.isActive = true
        search.isActive = false  // the cross-dissolve is still running
        #expect(!search.isActive && search.presentingViewController != nil)
        w.advance(1)
        #expect(search.presentingViewController == nil && log.log.last == "didDismiss")
        search.isActive = true
        w.advance(1)
        var completed = false
        search.dismiss(animated: true) { completed = true }
        #expect(!search.isActive)
        w.advance(1)
        #expect(completed && search.presentingViewController == nil)
    }
}
