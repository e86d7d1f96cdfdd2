import Foundation

/// A window scene's delegate, which keeps the scene's window (UIKit's `UIWindowSceneDelegate`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (optional in UIKit; the default keeps none).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
