import Foundation

/// A bar of buttons, at the bottom of a navigation controller or on its own (UIKit's `UIToolbar`).
///
/// It shows its ``items`` left to right, 16 points from its edges and 8 apart, each as its custom view
/// or a system button that performs it (see ``UIBarButtonItem``); a fixed space takes its width, and the
/// flexible spaces share what is left. Its background colour is its appearance's, else ``barTintColor``.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's height on a phone, in points.
    package static let standardHeight: CGFloat = 49

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default { didSet { appearancePropertyDidSet(\UIToolbar.barStyle) } }
    open var isTranslucent = true { didSet { appearancePropertyDidSet(\UIToolbar.isTranslucent) } }
    open var barTintColor: UIColor? { didSet { rebuildContent(); appearancePropertyDidSet(\UIToolbar.barTintColor) } }
    open var standardAppearance = UIToolbarAppearance() { didSet { rebuildContent(); appearancePropertyDidSet(\UIToolbar.standardAppearance) } }
    open var compactAppearance: UIToolbarAppearance? { didSet { appearancePropertyDidSet(\UIToolbar.compactAppearance) } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { appearancePropertyDidSet(\UIToolbar.scrollEdgeAppearance) } }
    /// The appearance at a scroll edge in a compact height (iOS 15); Glide shows ``standardAppearance`` whatever the edge.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { appearancePropertyDidSet(\UIToolbar.compactScrollEdgeAppearance) } }
    open weak var delegate: (any UIToolbarDelegate)?
    private var backgroundImages: [Int: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]
    /// The views shown for the items, in order (spaces have none; Glide's, for tests).
    package private(set) var shownViews: [UIView] = []
    private var itemButtons: [ObjectIdentifier: UIBarButtonItem] = [:]

    override package var coversSafeArea: Bool { true }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A toolbar with a zero frame, through the class's own ``init(frame:)``.
    ///
    /// Glide differs: this initializer is `required`, as ``UINavigationBar/init()`` is, so that
    /// ``UINavigationController/init(navigationBarClass:toolbarClass:)`` can make a toolbar of a class value.
    public required convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

    /// Replaces the items (not animated in Glide).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.onChange = nil }
        storedItems = items
        for item in items ?? [] { item.onChange = { [weak self] in self?.rebuildContent() } }
        rebuildContent()
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom.rawValue * 1000 + barMetrics.rawValue] = backgroundImage
    }

    @discardableResult
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom.rawValue * 1000 + barMetrics.rawValue]
    }

    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
    }

    @discardableResult
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom.rawValue] }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    /// Its standard height, and no width: a toolbar placed with Auto Layout and no height constraint takes its height, as in
    /// UIKit (without it, the third bug sample's MediaViewer toolbar was laid out 801 points high over the image).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    private func rebuildContent() {
        for view in shownViews { view.removeFromSuperview() }
        shownViews = []
        itemButtons = [:]
        if let color = standardAppearance.backgroundColor ?? barTintColor { backgroundColor = color }
        for item in storedItems ?? [] where !item.isHidden && !item.isSpace {
            item.applyAppearanceQuietly(shownIn: self)
            let view: UIView
            if let custom = item.customView {
                view = custom
            } else {
                let button = item.makeBarButton()
                button.addTarget(self, action: Selector(UIToolbar.itemButtonTapped(_:), name: "itemButtonTapped:"), for: .touchUpInside)
                itemButtons[ObjectIdentifier(button)] = item
                view = button
            }
            addSubview(view)
            shownViews.append(view)
        }
        setNeedsLayout()
        layoutItems()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func layoutItems() {
        let margin: CGFloat = 16, gap: CGFloat = 8
        let visible = (storedItems ?? []).filter { !$0.isHidden }
        var views = shownViews.makeIterator()
        var slots: [(item: UIBarButtonItem, view: UIView?, width: CGFloat)] = []
        for item in visible {
            if item.isSpace {
                slots.append((item, nil, item.systemItem == .fixedSpace ? item.width : 0))
            } else if let view = views.next() {
                let intrinsic = view.intrinsicContentSize
                let width = item.width > 0 ? item.width : (intrinsic.width >= 0 ? intrinsic.width : view.frame.width)
                slots.append((item, view, width))
            }
        }
        let used = slots.reduce(CGFloat(0)) { $0 + $1.width } + gap * CGFloat(max(0, slots.count - 1)) + 2 * margin
        let flexible = slots.filter { $0.item.systemItem == .flexibleSpace }.count
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = margin
        for slot in slots {
            let width = slot.item.systemItem == .flexibleSpace ? share : slot.width
            if let view = slot.view {
                let intrinsic = view.intrinsicContentSize
                let height = intrinsic.height >= 0 ? intrinsic.height : view.frame.height
                view.frame = CGRect(x: x, y: (Self.standardHeight - height) / 2, width: width, height: height)
            }
            x += width + gap
        }
    }

    private func itemButtonTapped(_ sender: UIButton) {
        itemButtons[ObjectIdentifier(sender)]?.performTap(from: sender)
    }
}

/// A toolbar's delegate (UIKit's `UIToolbarDelegate`): it places the bar.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
