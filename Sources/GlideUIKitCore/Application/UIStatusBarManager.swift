import Foundation

/// The status bar of a window scene (UIKit's `UIStatusBarManager`, iOS 13's replacement for the application's
/// status-bar properties): read from the scene's ``UIWindowScene/statusBarManager``.
///
/// Glide has one status bar, the application's: these are ``UIApplication/statusBarFrame``,
/// ``UIApplication/isStatusBarHidden`` and ``UIApplication/statusBarStyle`` of `UIApplication.shared`, read when asked.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    override package init() { super.init() }

    /// The status bar's frame in the scene's coordinates: (0, 0, screen width, 47), or zero while it is hidden.
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
}
