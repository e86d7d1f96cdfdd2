import Foundation

/// The bar height a background image is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact, defaultPrompt = 101, compactPrompt
}
