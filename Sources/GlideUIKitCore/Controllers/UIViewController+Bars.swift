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

// A navigation controller's bars: the navigation bar shows the stack's navigation items, the toolbar the
// top view controller's toolbar items.
extension UINavigationController {
    /// Shows or hides the toolbar at the bottom (not animated in Glide).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The navigation bar's items follow the stack; the toolbar's the top view controller.
    func syncBars() {
        navigationBar.navigationController = self
        let items = viewControllers.map(\.navigationItem)
        if navigationBar.items?.count != items.count || zip(navigationBar.items ?? [], items).contains(where: { $0 !== $1 }) {
            navigationBar.setItems(items, animated: false)
        }
        if storedToolbar != nil || !isToolbarHidden { toolbar.setItems(topViewController?.toolbarItems, animated: false) }
    }

    /// The bar's content changed: its height may have.
    func navigationBarContentDidChange() {
        guard isViewLoaded, navigationBar.superview === view else { return }
        let height = navigationBar.preferredHeight
        if navigationBar.frame.height != height {
            navigationBar.frame = CGRect(x: navigationBar.frame.minX, y: navigationBar.frame.minY, width: navigationBar.frame.width, height: height)
        }
    }

    /// Adds or removes the toolbar and places it at the bottom, above the home indicator's margin.
    func layoutToolbar() {
        guard isViewLoaded else { return }
        if isToolbarHidden {
            storedToolbar?.removeFromSuperview()
            return
        }
        let bar = toolbar!
        if bar.superview !== view { view.addSubview(bar) }
        let bounds = view.bounds
        let height = UIToolbar.standardHeight
        bar.frame = CGRect(x: 0, y: bounds.height - UIScreen.sceneSafeAreaInsets.bottom - height, width: bounds.width, height: height)
        bar.setItems(topViewController?.toolbarItems, animated: false)
    }
}

// A tab bar controller's bar shows its tabs' items; a tap on one selects its tab as a user's tap does.
extension UITabBarController {
    func tabBarItemsDidChange() {
        tabBar.tabBarController = self
        tabBar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// A tap on the tab at `index`: the delegate may refuse it; then the tab is selected and the delegate told.
    func selectTabFromBar(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard effectiveDelegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        selectedIndex = index
        effectiveDelegate?.tabBarController(self, didSelect: controller)
    }
}
