import Foundation

/// Horizontal alignment of text (UIKit's `NSTextAlignment`, with its iOS raw values).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
