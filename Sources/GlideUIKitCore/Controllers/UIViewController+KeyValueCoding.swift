import Foundation
import GlideObjectiveC

// The keys of view controllers and navigation controllers (see `UIResponder+KeyValueCoding.swift`).

extension UIViewController {
    /// The keys a view controller answers by name.
    static let viewControllerKeys: Set<String> = [
        "view", "title", "preferredContentSize", "presentedViewController", "presentingViewController",
        "navigationController", "parentViewController", "parent", "childViewControllers", "children",
        "beingPresented", "isBeingPresented", "beingDismissed", "isBeingDismissed", "modalPresentationStyle",
        "viewLoaded", "isViewLoaded",
    ]
    /// The keys whose observers a view controller tells of changes.
    static let viewControllerObservableKeys: Set<String> = ["preferredContentSize"]

    func viewControllerValue(forKey key: String) -> Any?? {
        switch key {
        case "view": return .some(view)
        case "title": return .some(title)
        case "preferredContentSize": return NSValue(size: preferredContentSize)
        case "presentedViewController": return .some(presentedViewController)
        case "presentingViewController": return .some(presentingViewController)
        case "navigationController": return .some(navigationController)
        case "parentViewController", "parent": return .some(parent)
        case "childViewControllers", "children": return children
        case "beingPresented", "isBeingPresented": return NSNumber(value: isBeingPresented)
        case "beingDismissed", "isBeingDismissed": return NSNumber(value: isBeingDismissed)
        case "modalPresentationStyle": return NSNumber(value: modalPresentationStyle.rawValue)
        case "viewLoaded", "isViewLoaded": return NSNumber(value: isViewLoaded)
        default: return nil
        }
    }

    func setViewControllerValue(_ value: Any?, forKey key: String) -> Bool {
        let v = KeyValueDecoder(value: value, key: key, object: self)
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
        case "preferredContentSize": preferredContentSize = v.size
        default: return false
        }
        return true
    }
}

extension UINavigationController {
    static let navigationControllerKeys: Set<String> = ["viewControllers", "topViewController", "delegate"]
    static let navigationControllerObservableKeys: Set<String> = ["viewControllers"]

    func navigationControllerValue(forKey key: String) -> Any?? {
        switch key {
        case "viewControllers": return viewControllers
        case "topViewController": return .some(topViewController)
        case "delegate": return .some(delegate)
        default: return nil
        }
    }

    func setNavigationControllerValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "viewControllers":
            guard let controllers = value as? [UIViewController] else { keyValueMismatch(value, key, of: self) }
            viewControllers = controllers
        default: return false
        }
        return true
    }
}

extension UITabBarController {
    static let tabBarControllerKeys: Set<String> = ["viewControllers", "selectedViewController", "selectedIndex", "delegate", "tabBar"]
    static let tabBarControllerObservableKeys: Set<String> = ["viewControllers", "selectedViewController", "selectedIndex"]

    func tabBarControllerValue(forKey key: String) -> Any?? {
        switch key {
        case "viewControllers": return .some(viewControllers)
        case "selectedViewController": return .some(selectedViewController)
        case "selectedIndex": return NSNumber(value: selectedIndex)
        case "delegate": return .some(delegate)
        case "tabBar": return .some(tabBar)
        default: return nil
        }
    }

    func setTabBarControllerValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "viewControllers":
            guard value == nil || value is NSNull || value is [UIViewController] else { keyValueMismatch(value, key, of: self) }
            viewControllers = value as? [UIViewController]
        case "selectedViewController": selectedViewController = value as? UIViewController
        case "selectedIndex": selectedIndex = KeyValueDecoder(value: value, key: key, object: self).int
        default: return false
        }
        return true
    }
}

// MARK: Swift key paths

protocol ViewControllerKeyPathRoot: UIViewController {}
extension UIViewController: ViewControllerKeyPathRoot {}
protocol NavigationControllerKeyPathRoot: UINavigationController {}
extension UINavigationController: NavigationControllerKeyPathRoot {}

@MainActor
func viewControllerKeyPaths<R: ViewControllerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.preferredContentSize: "preferredContentSize"]
}

@MainActor
func navigationControllerKeyPaths<R: NavigationControllerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.viewControllers: "viewControllers", \R.preferredContentSize: "preferredContentSize"]
}

protocol TabBarControllerKeyPathRoot: UITabBarController {}
extension UITabBarController: TabBarControllerKeyPathRoot {}

@MainActor
func tabBarControllerKeyPaths<R: TabBarControllerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.viewControllers: "viewControllers", \R.selectedViewController: "selectedViewController", \R.selectedIndex: "selectedIndex",
     \R.preferredContentSize: "preferredContentSize"]
}
