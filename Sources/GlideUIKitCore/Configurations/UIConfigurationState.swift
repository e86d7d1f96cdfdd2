import Foundation

/// What a view's configurations are updated for (UIKit's `UIConfigurationState`): its traits and its states, built-in
/// and custom. A content or background configuration's `updated(for:)` reads it.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and every other state off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
    /// A custom state the app keeps under `key` (nil when none).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a ``UIConfigurationState`` (UIKit's `UIConfigurationStateCustomKey`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
