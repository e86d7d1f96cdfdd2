import Foundation

/// A scene (UIKit's `UIScene`): Glide has one, a ``UIWindowScene`` holding every window.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The activation state (Glide's scene is always in the foreground and active).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    open var activationState: ActivationState { .foregroundActive }
    open var title: String?
}

/// The scene that holds the windows (UIKit's `UIWindowScene`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Every window alive, in creation order (Glide's window registry).
    open var windows: [UIWindow] { WindowRegistry.windows }
    /// The key window: the last window made key, else nil.
    open var keyWindow: UIWindow? { windows.last(where: \.isKeyWindow) }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { .current }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's status bar (Glide's one, the application's).
    open var statusBarManager: UIStatusBarManager? { statusBar }
    private let statusBar = UIStatusBarManager()
}
