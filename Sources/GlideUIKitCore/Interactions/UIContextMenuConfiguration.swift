import Foundation

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): a preview view controller made on demand
/// and a menu made on demand, both asked for when the menu appears.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, or a unique one.
    public let identifier: NSCopying
    /// Makes the view controller the menu previews (nil: the targeted view is previewed).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu from the actions UIKit suggests (Glide suggests none).
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration identified by `identifier` (a unique one when nil).
    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The order of the menu's elements (UIKit's `UIContextMenuConfiguration.ElementOrder`, iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic = 0, priority, fixed
    }

    /// The order the menu's elements are shown in.
    open var preferredMenuElementOrder: ElementOrder = .automatic
}

/// Makes a context menu's preview (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// Makes a context menu from the suggested elements (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
