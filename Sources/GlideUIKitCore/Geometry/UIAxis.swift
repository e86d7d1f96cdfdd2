import Foundation

/// Axes of a layout (UIKit's `UIAxis`): `.horizontal`, `.vertical`, both, or none (`[]`).
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
