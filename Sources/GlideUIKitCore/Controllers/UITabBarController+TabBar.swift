import Foundation

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
