import Foundation

/// An item of a navigation bar, toolbar or tab bar (UIKit's `UIBarItem`): a title, an image, a tag.
///
/// A bar that shows the item redraws its content when one of these changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var isEnabled = true { didSet { itemDidChange() } }
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var landscapeImagePhone: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The text attributes of the title for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The text attributes set for `state` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called when something a bar shows changed (the bar showing the item listens).
    package var onChange: (() -> Void)?
    func itemDidChange() { onChange?() }
}
