import Foundation

// A view controller's bar items, made on first use (the overridable properties are in the class's body):
// its title is their title, and the bars that show them are told when they change.
extension UIViewController {
    func makeNavigationItem() -> UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    func makeTabBarItem() -> UITabBarItem {
        if let item = storedTabBarItem { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        storedTabBarItem = item
        return item
    }

    func setTabBarItem(_ item: UITabBarItem?) {
        storedTabBarItem = item
        tabBarController?.tabBarItemsDidChange()
    }

    /// UIKit sets the navigation item's and the tab bar item's titles from the view controller's.
    func titleDidChange() {
        storedNavigationItem?.title = title
        storedTabBarItem?.title = title
    }

    func toolbarItemsDidChange() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.toolbar.setItems(toolbarItems, animated: false)
    }

    /// The nearest split view controller above this view controller.
    public var splitViewController: UISplitViewController? {
        var v = parent
        while let current = v {
            if let split = current as? UISplitViewController { return split }
            v = current.parent
        }
        return nil
    }
}
