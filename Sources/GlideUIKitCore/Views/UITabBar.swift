import Foundation

/// Hears of a tab bar's selection (UIKit's `UITabBarDelegate`).
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of tabs at the bottom of a tab bar controller, or on its own (UIKit's `UITabBar`).
///
/// It shows one button per item, side by side in equal widths, titled with the item's title and showing
/// its image (its selected image while selected); tapping one selects its item and tells the
/// ``delegate``. A tab bar controller's bar shows its view controllers' `tabBarItem`s, and a tap selects
/// the tab (asking the controller's delegate first, as UIKit does). Its background colour is its
/// appearance's, else ``barTintColor``.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem] = []
    /// The selected item.
    open weak var selectedItem: UITabBarItem? { didSet { refreshSelection() } }
    open weak var delegate: (any UITabBarDelegate)?
    open var barStyle: UIBarStyle = .default { didSet { appearancePropertyDidSet(\UITabBar.barStyle) } }
    open var isTranslucent = true { didSet { appearancePropertyDidSet(\UITabBar.isTranslucent) } }
    open var barTintColor: UIColor? { didSet { refreshBackground(); appearancePropertyDidSet(\UITabBar.barTintColor) } }
    /// The tint of the items that are not selected.
    open var unselectedItemTintColor: UIColor? { didSet { refreshSelection(); appearancePropertyDidSet(\UITabBar.unselectedItemTintColor) } }
    open var backgroundImage: UIImage? { didSet { appearancePropertyDidSet(\UITabBar.backgroundImage) } }
    open var shadowImage: UIImage? { didSet { appearancePropertyDidSet(\UITabBar.shadowImage) } }
    open var selectionIndicatorImage: UIImage? { didSet { appearancePropertyDidSet(\UITabBar.selectionIndicatorImage) } }
    open var standardAppearance = UITabBarAppearance() { didSet { refreshBackground(); appearancePropertyDidSet(\UITabBar.standardAppearance) } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { appearancePropertyDidSet(\UITabBar.scrollEdgeAppearance) } }
    /// The tab bar controller that owns the bar, which a tap selects a tab of.
    weak var tabBarController: UITabBarController?
    /// The buttons, one per item (Glide's, for tests).
    package private(set) var itemButtons: [UIButton] = []

    override package var coversSafeArea: Bool { true }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items (not animated in Glide).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems { item.onChange = nil }
        storedItems = items ?? []
        for item in storedItems { item.onChange = { [weak self] in self?.rebuildContent() } }
        if let selected = selectedItem, !storedItems.contains(where: { $0 === selected }) { selectedItem = nil }
        rebuildContent()
    }

    private func rebuildContent() {
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = storedItems.map { item in
            item.applyAppearanceQuietly(shownIn: self)
            let button = UIButton(type: .system)
            button.name = "UITabBarButton"
            button.setTitle(item.title, for: .normal)
            button.setImage(item.image, for: .normal)
            button.setImage(item.selectedImage ?? item.image, for: .selected)
            button.isEnabled = item.isEnabled
            button.addTarget(self, action: Selector(UITabBar.itemButtonTapped(_:), name: "itemButtonTapped:"), for: .touchUpInside)
            addSubview(button)
            return button
        }
        refreshBackground()
        refreshSelection()
        layoutItems()
    }

    private func refreshBackground() {
        if let color = standardAppearance.backgroundColor ?? barTintColor { backgroundColor = color }
    }

    private func refreshSelection() {
        for (item, button) in zip(storedItems, itemButtons) {
            button.isSelected = item === selectedItem
            button.tintColor = button.isSelected ? nil : unselectedItemTintColor
        }
    }

    /// A tab bar's standard height, in points (the items' row, without the home indicator's safe area below it).
    package static let standardHeight: CGFloat = 49

    /// Its standard height, and no width: a tab bar placed with Auto Layout and no height constraint takes it, as in UIKit.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func layoutItems() {
        guard !itemButtons.isEmpty else { return }
        let width = bounds.width / CGFloat(itemButtons.count)
        for (index, button) in itemButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: min(bounds.height, Self.standardHeight))
        }
    }

    /// The buttons that show the items, in order.
    package var itemButtonViews: [UIButton] { itemButtons }

    /// A tap on the item at `index`, as a finger lifted inside its button gives: false when there is no such item or it
    /// is disabled (Glide's checks change tabs as a user does, by the bar).
    package func tapItem(at index: Int) -> Bool {
        guard itemButtons.indices.contains(index), itemButtons[index].isEnabled else { return false }
        itemButtonTapped(itemButtons[index])
        return true
    }

    private func itemButtonTapped(_ sender: UIButton) {
        guard let index = itemButtons.firstIndex(where: { $0 === sender }) else { return }
        let item = storedItems[index]
        if let tabBarController, tabBarController.tabBar === self {
            tabBarController.selectTabFromBar(at: index)
        } else {
            selectedItem = item
        }
        delegate?.tabBar(self, didSelect: item)
    }
}
