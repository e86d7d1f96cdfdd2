import Foundation

/// The state of a cell a configuration is updated for (UIKit's `UICellConfigurationState`): its traits, whether it is
/// selected, highlighted, disabled, focused, editing, expanded, swiped, reordered or dragged, and the app's custom states.
/// A cell's `configurationState` gives it; a cell subclass overrides that to add custom states.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag (UIKit's `UICellConfigurationState.DragState`).
    public enum DragState: Int, Sendable, Hashable {
        case none = 0, lifting, dragging
    }

    /// Where a cell is in a drop (UIKit's `UICellConfigurationState.DropState`).
    public enum DropState: Int, Sendable, Hashable {
        case none = 0, notTargeted, targeted
    }

    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched down on).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is pinned (iOS 17).
    public var isPinned = false
    /// Whether the cell's list is editing.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped to show its actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState: DragState = .none
    /// Where the cell is in a drop.
    public var cellDropState: DropState = .none
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
