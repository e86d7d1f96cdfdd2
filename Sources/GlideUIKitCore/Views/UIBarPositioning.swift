import Foundation

/// Where a bar is (UIKit's `UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}

/// Tells a bar where it is (UIKit's `UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    @discardableResult
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    @discardableResult
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar that has a position (UIKit's `UIBarPositioning`).
@preconcurrency @MainActor
public protocol UIBarPositioning: NSObjectProtocol {
    var barPosition: UIBarPosition { get }
}
