import Foundation

/// What a layout manager tells its delegate (TextKit's `NSLayoutManagerDelegate`); Glide's tells it nothing.
@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: AnyObject {}
