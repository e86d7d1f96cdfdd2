import Foundation

/// The style of a bar (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
    /// Deprecated: `.black` with `isTranslucent` false.
    public static let blackOpaque = UIBarStyle.black
    /// Deprecated: `.black` with `isTranslucent` true.
    public static let blackTranslucent = UIBarStyle.black
}

/// The bar height a background image is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact, defaultPrompt = 101, compactPrompt
}

/// Where a bar is (UIKit's `UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}

/// Tells a bar where it is (UIKit's `UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar that has a position (UIKit's `UIBarPositioning`).
@preconcurrency @MainActor
public protocol UIBarPositioning: NSObjectProtocol {
    var barPosition: UIBarPosition { get }
}
