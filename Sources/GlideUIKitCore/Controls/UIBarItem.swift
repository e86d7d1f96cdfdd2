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
    /// What this item stands for when it is an appearance proxy (``UIAppearance``).
    var appearanceTarget: UIAppearanceRules.Target?
    /// The appearance properties this item set itself.
    var appearanceSetByObject: Set<AnyHashable> = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The text attributes of the title for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
        appearanceDidSet(key: "titleTextAttributes.\(state.rawValue)") { item in
            (item as? UIBarItem)?.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The text attributes set for `state` (nil when none were).
    @discardableResult
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Applies the appearance rules for this item shown in `bar` without telling the bar (it is building its content).
    package func applyAppearanceQuietly(shownIn bar: UIView) {
        let listener = onChange
        onChange = nil
        applyAppearance(shownIn: bar)
        onChange = listener
    }

    /// Called when something a bar shows changed (the bar showing the item listens).
    package var onChange: (() -> Void)?
    func itemDidChange() { onChange?() }
}
