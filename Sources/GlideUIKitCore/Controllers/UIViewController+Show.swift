import Foundation

// How a view controller shows another: through the container above it, as UIKit's `show(_:sender:)` and
// `showDetailViewController(_:sender:)` find it.
extension UIViewController {
    func showViewController(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController { return navigation.pushViewController(vc, animated: true) }
        var container = parent
        while let current = container {
            if let navigation = current as? UINavigationController { return navigation.pushViewController(vc, animated: true) }
            if let split = current as? UISplitViewController { return split.show(vc, sender: sender) }
            container = current.parent
        }
        present(vc, animated: true)
    }

    func showDetail(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { return split.showDetailViewController(vc, sender: sender) }
        show(vc, sender: sender)
    }
}
