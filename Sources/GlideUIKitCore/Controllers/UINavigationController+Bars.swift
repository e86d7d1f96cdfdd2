import Foundation

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
        syncBottomBar()
    }

    /// A tab's navigation controller hides the tab bar while a view controller on its stack has
    /// ``UIViewController/hidesBottomBarWhenPushed``, and shows it again when none has. Only a change of that answer
    /// touches the bar, so an app's own `tabBar.isHidden` stands otherwise.
    func syncBottomBar() {
        guard let tabs = parent as? UITabBarController, tabs.selectedViewController === self else { return }
        let hides = viewControllers.contains(where: \.hidesBottomBarWhenPushed)
        guard hides != bottomBarHiddenByStack else { return }
        bottomBarHiddenByStack = hides
        tabs.tabBar.isHidden = hides
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
