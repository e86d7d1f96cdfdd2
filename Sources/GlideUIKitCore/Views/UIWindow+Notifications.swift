import Foundation

// UIKit's window notifications: Glide posts each, with the window as the object, when the window becomes or stops
// being the key window (`makeKey()`, `makeKeyAndVisible()`) and when its `isHidden` changes. Glide differs: a new
// window is not hidden (UIKit's is, until `makeKeyAndVisible()`), so showing it posts no visible notification.
extension UIWindow {
    /// Posted when a window becomes visible (its `isHidden` becomes false).
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window, after its `becomeKey()`.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window, after its `resignKey()`.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
