import Foundation

/// The state of a view a configuration is updated for (UIKit's `UIViewConfigurationState`): a header's or footer's
/// (`UITableViewHeaderFooterView.configurationState`), or any view's that uses configurations.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a header stuck to the top of a list, iOS 17).
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and every other state off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state the app keeps under `key` (nil when none).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
