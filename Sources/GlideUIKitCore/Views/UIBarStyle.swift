import Foundation

/// The style of a bar (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
    /// Deprecated: `.black` with `isTranslucent` false.
    public static let blackOpaque = UIBarStyle.black
    /// Deprecated: `.black` with `isTranslucent` true.
    public static let blackTranslucent = UIBarStyle.black
}
