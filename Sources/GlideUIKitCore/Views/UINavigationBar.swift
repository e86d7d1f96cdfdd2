import Foundation

/// Decides on and hears of a navigation bar's pushes and pops (UIKit's `UINavigationBarDelegate`); every
/// method has UIKit's default (allow).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    @discardableResult
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    @discardableResult
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    @discardableResult
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    @discardableResult
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): a stack of navigation items,
/// of which it shows the top one.
///
/// It shows, in its own subviews, the top item's left items (or a back button titled after the item below,
/// which pops the navigation controller when tapped), its title view (or a label with its title, in the
/// title attributes' font and colour), and its right items, laid out as UIKit does on a phone: 16 points
/// from the edges, 8 between items, the title centred between them. Its background colour is the
/// appearance's (the top item's, else ``standardAppearance``) when it has one, else ``barTintColor``. With
/// ``prefersLargeTitles`` and an item that shows a large title, the bar is 96 points tall (44 otherwise) and
/// the title sits under the buttons, in the 34-point bold font, at the leading edge. An item with a
/// ``UINavigationItem/searchController`` adds a 52-point row under the title (and the large title) in which the search
/// controller's search bar is shown across the bar.
///
/// A navigation controller places it under the status bar and adds its bottom to its children's safe area (see
/// ``UINavigationController/navigationBar``).
///
/// Glide differs from UIKit in what the bar does not do: no blur, no scroll-edge switching (the scroll-edge
/// appearance is kept; the standard one is shown), no animation between items, and its background is not drawn
/// under the status bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The standard bar height, in points.
    package static let standardHeight: CGFloat = 44
    /// The height with a large title, in points.
    package static let largeTitleHeight: CGFloat = 96
    /// The height of the row a search controller's search bar takes under the title, in points.
    package static let searchBarRowHeight: CGFloat = 52

    /// The navigation items, bottom first.
    open var items: [UINavigationItem]? {
        get { stack.isEmpty ? nil : stack }
        set { setItems(newValue, animated: false) }
    }
    private var stack: [UINavigationItem] = [] {
        didSet {
            for item in oldValue where !stack.contains(where: { $0 === item }) { item.onChange = nil }
            for item in stack { item.onChange = { [weak self] in self?.contentDidChange() } }
            contentDidChange()
        }
    }
    /// The item shown: the top of the stack.
    open var topItem: UINavigationItem? { stack.last }
    /// The item below the top one: the back button's.
    open var backItem: UINavigationItem? { stack.count > 1 ? stack[stack.count - 2] : nil }
    open weak var delegate: (any UINavigationBarDelegate)?
    /// The navigation controller that owns the bar, whose stack its back button pops.
    weak var navigationController: UINavigationController?

    /// The bar's style; a `.black` bar gives its navigation controller's status bar light content, at once, as on iOS.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearancePropertyDidSet(\UINavigationBar.barStyle)
            if barStyle != oldValue { UIWindow.statusBarAppearanceNeedsUpdate("the navigation bar's style changed") }
        }
    }
    open var isTranslucent = true { didSet { appearancePropertyDidSet(\UINavigationBar.isTranslucent) } }
    /// The bar's background colour when no appearance gives one.
    open var barTintColor: UIColor? { didSet { contentDidChange(); appearancePropertyDidSet(\UINavigationBar.barTintColor) } }
    /// The title's attributes (`.font`, `.foregroundColor` are shown) when no appearance gives them.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { contentDidChange(); appearancePropertyDidSet(\UINavigationBar.titleTextAttributes) } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { contentDidChange(); appearancePropertyDidSet(\UINavigationBar.largeTitleTextAttributes) } }
    /// Whether items may show large titles.
    open var prefersLargeTitles = false { didSet { contentDidChange() } }
    open var shadowImage: UIImage? { didSet { appearancePropertyDidSet(\UINavigationBar.shadowImage) } }
    open var backIndicatorImage: UIImage? { didSet { appearancePropertyDidSet(\UINavigationBar.backIndicatorImage) } }
    open var backIndicatorTransitionMaskImage: UIImage? { didSet { appearancePropertyDidSet(\UINavigationBar.backIndicatorTransitionMaskImage) } }
    /// The appearance shown (UIKit's default: the default background).
    open var standardAppearance = UINavigationBarAppearance() { didSet { contentDidChange(); appearancePropertyDidSet(\UINavigationBar.standardAppearance) } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearancePropertyDidSet(\UINavigationBar.compactAppearance) } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { contentDidChange(); appearancePropertyDidSet(\UINavigationBar.scrollEdgeAppearance) } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [Int: UIImage] = [:]
    private var customBackgroundColor = false

    /// The bar's content: the views it made for the top item (Glide's, for tests).
    package private(set) var backButton: UIButton?
    package private(set) var titleLabel: UILabel?
    package private(set) var shownViews: [UIView] = []
    private var itemButtons: [ObjectIdentifier: UIBarButtonItem] = [:]

    override package var coversSafeArea: Bool { true }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A bar with a zero frame, through the class's own ``init(frame:)``.
    ///
    /// Glide differs: this initializer is `required`, so that a bar can be made from a class value
    /// (`barClass.init()`, ``UINavigationController/init(navigationBarClass:toolbarClass:)``), which UIKit does
    /// through the Objective-C runtime. A subclass that declares its own designated initializers declares
    /// `required convenience init()` too (`glide port` adds one that traps, as iOS does for a Swift subclass
    /// without `init(frame:)`).
    public required convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .top }

    open override var backgroundColor: UIColor? {
        didSet { customBackgroundColor = true }
    }

    // MARK: The stack

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        stack = items ?? []
    }

    /// Pushes `item` if the delegate agrees.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        stack.append(item)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item if the delegate agrees; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = stack.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        stack.removeLast()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    // MARK: Background images

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    @discardableResult
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    @discardableResult
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: barMetrics) }

    // MARK: Content

    /// The appearance shown now: the top item's, else the bar's.
    var shownAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

    /// Whether the top item shows a large title.
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        for item in stack.reversed().drop(while: { $0 !== top }) {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height for its content: the title row (and the large title), and the search bar's row.
    package var preferredHeight: CGFloat { titleAreaHeight + (shownSearchBar == nil ? 0 : Self.searchBarRowHeight) }

    /// The height of the title row and the large title under it, above the search bar's row.
    private var titleAreaHeight: CGFloat { showsLargeTitle ? Self.largeTitleHeight : Self.standardHeight }

    /// The search bar of the top item's search controller, shown under the title.
    package var shownSearchBar: UISearchBar? {
        guard let controller = topItem?.searchController else { return nil }
        controller.adoptSearchBar()
        return controller.searchBar
    }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    /// Its height (standard, or with a large title), and no width: a bar placed with Auto Layout and no height constraint
    /// takes it, as in UIKit.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    private func contentDidChange() {
        rebuildContent()
        navigationController?.navigationBarContentDidChange()
    }

    private func rebuildContent() {
        // The search bar that stays is not taken out (it may be editing).
        let searchBar = shownSearchBar
        for view in shownViews where view !== searchBar { view.removeFromSuperview() }
        shownViews = []
        itemButtons = [:]
        backButton = nil
        titleLabel = nil
        let appearance = shownAppearance
        if !customBackgroundColor || appearance.backgroundColor != nil {
            let color = appearance.backgroundColor ?? barTintColor
            super.backgroundColor = color
        }
        guard let item = topItem else { return }
        var left: [UIView] = []
        if let back = backItem, !item.hidesBackButton, item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            let title: String
            switch item.backButtonDisplayMode {
            case .minimal: title = ""
            case .generic: title = "Back"
            case .default: title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            }
            button.setTitle(title, for: .normal)
            button.setImage(backIndicatorImage ?? UIImage(systemName: "chevron.backward"), for: .normal)
            button.name = "UINavigationBarBackButton"
            button.addTarget(self, action: Selector(UINavigationBar.backButtonTapped(_:), name: "backButtonTapped:"), for: .touchUpInside)
            backButton = button
            left.append(button)
        }
        for barItem in item.leftBarButtonItems ?? [] where !barItem.isHidden { left.append(view(for: barItem)) }
        let right = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(view(for:))
        let title: UIView
        if let titleView = item.titleView {
            title = titleView
        } else {
            let label = UILabel()
            label.text = item.title
            let attributes = (showsLargeTitle ? (appearance.largeTitleTextAttributes.isEmpty ? largeTitleTextAttributes : appearance.largeTitleTextAttributes)
                                              : (appearance.titleTextAttributes.isEmpty ? titleTextAttributes : appearance.titleTextAttributes)) ?? [:]
            label.font = attributes[.font] as? UIFont ?? (showsLargeTitle ? .boldSystemFont(ofSize: 34) : .systemFont(ofSize: 17, weight: .semibold))
            label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            label.name = "UINavigationBarTitle"
            titleLabel = label
            title = label
        }
        for view in left + [title] + right { addSubview(view) }
        shownViews = left + [title] + right
        if let searchBar {
            if searchBar.superview !== self { addSubview(searchBar) }
            shownViews.append(searchBar)
        }
        layoutContent(left: left, title: title, right: right)
    }

    /// The view that shows `item`: its custom view, or a system button that performs it.
    private func view(for item: UIBarButtonItem) -> UIView {
        item.applyAppearanceQuietly(shownIn: self)
        item.onChange = { [weak self] in self?.contentDidChange() }
        if let custom = item.customView { return custom }
        let button = item.makeBarButton()
        button.addTarget(self, action: Selector(UINavigationBar.itemButtonTapped(_:), name: "itemButtonTapped:"), for: .touchUpInside)
        itemButtons[ObjectIdentifier(button)] = item
        return button
    }

    private var laidOut: (left: [UIView], title: UIView, right: [UIView])?

    private func layoutContent(left: [UIView], title: UIView, right: [UIView]) {
        laidOut = (left, title, right)
        let margin: CGFloat = 16, gap: CGFloat = 8, rowHeight = Self.standardHeight
        var x = margin
        for view in left {
            let size = fittedSize(view)
            view.frame = CGRect(x: x, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
            x += size.width + gap
        }
        let leftEnd = x
        x = bounds.width - margin
        for view in right {
            let size = fittedSize(view)
            x -= size.width
            view.frame = CGRect(x: x, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
            x -= gap
        }
        let rightStart = x
        let size = fittedSize(title)
        if showsLargeTitle, title === titleLabel {
            title.frame = CGRect(x: margin, y: rowHeight + (Self.largeTitleHeight - rowHeight - size.height) / 2,
                                 width: min(size.width, bounds.width - 2 * margin), height: size.height)
        } else {
            let room = max(0, rightStart - leftEnd)
            let width = min(size.width, room)
            let centred = (bounds.width - width) / 2
            let titleX = min(max(centred, leftEnd), max(leftEnd, rightStart - width))
            title.frame = CGRect(x: titleX, y: (rowHeight - size.height) / 2, width: width, height: size.height)
        }
        if let searchBar = shownSearchBar, searchBar.superview === self {
            searchBar.frame = CGRect(x: 0, y: titleAreaHeight, width: bounds.width, height: Self.searchBarRowHeight)
        }
    }

    private func fittedSize(_ view: UIView) -> CGSize {
        if view.frame.size != .zero, !(view is UIButton), !(view is UILabel) { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width >= 0, intrinsic.height >= 0 { return intrinsic }
        return view.sizeThatFits(CGSize(width: bounds.width, height: Self.standardHeight))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let laidOut { layoutContent(left: laidOut.left, title: laidOut.title, right: laidOut.right) }
    }

    private func backButtonTapped(_ sender: UIButton) {
        if let navigationController, navigationController.navigationBar === self {
            guard delegate?.navigationBar(self, shouldPop: topItem!) ?? true else { return }
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    private func itemButtonTapped(_ sender: UIButton) {
        itemButtons[ObjectIdentifier(sender)]?.performTap(from: sender)
    }
}
