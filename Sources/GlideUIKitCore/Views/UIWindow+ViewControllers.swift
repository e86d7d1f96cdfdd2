import Foundation

extension UIWindow {
    /// The view controllers the window shows: its root, their children, and the ones they present, each with theirs.
    package var viewControllersInTree: [UIViewController] {
        var found: [UIViewController] = []
        var pending = rootViewController.map { [$0] } ?? []
        while let viewController = pending.popLast() {
            found.append(viewController)
            pending += viewController.children
            if let presented = viewController.presentedViewController { pending.append(presented) }
        }
        return found
    }
}
