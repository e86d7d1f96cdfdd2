import Foundation

extension UIView {
    /// True for a view inside a navigation bar, toolbar or tab bar: the bar's content, which the bar remakes
    /// as its items change (UIKit's private chrome), and views of items shown in it.
    package var isBarContent: Bool {
        var ancestor = superview
        while let current = ancestor {
            if current is UINavigationBar || current is UIToolbar || current is UITabBar { return true }
            ancestor = current.superview
        }
        return false
    }
}

extension UIView {
    /// A container's own bar: a navigation controller's navigation bar or toolbar, a tab bar controller's tab bar.
    /// UIKit adds and removes them as the app asks (`setToolbarHidden(_:animated:)` in a pushed screen's
    /// `viewWillAppear`), not as a transition's views.
    package var isContainerBar: Bool {
        guard let owner = superview?.owningViewController else { return false }
        if let navigation = owner as? UINavigationController {
            return navigation.navigationBar === self || navigation.storedToolbar === self
        }
        if let tabs = owner as? UITabBarController { return tabs.tabBar === self }
        return false
    }
}
