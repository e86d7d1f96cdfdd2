import Foundation

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): its title or title
/// view, its bar button items, and the back button the next item shows.
///
/// A bar showing the item lays its content out again when one of these changes (see ``UINavigationBar``).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When the bar shows a large title for the item (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack (large for the root).
        case automatic = 0
        case always
        case never
        case inline
    }

    /// What the back button to this item shows (UIKit's `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0, generic, minimal
    }

    open var title: String? { didSet { itemDidChange() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the title.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The item the next item's back button shows (nil: a button titled with ``backButtonTitle`` or ``title``).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the next item's back button.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items go beside the back button rather than replace it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The bar's appearance while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    /// The search controller whose search bar the navigation bar shows while this item is on top (iOS 11): in a
    /// 52-point row of its own under the title (and the large title), across the bar, which grows by that row.
    ///
    /// Glide differs: the search bar stays in that row while the search controller is active (UIKit moves it up in
    /// place of the hidden title row when ``UISearchController/hidesNavigationBarDuringPresentation``).
    open var searchController: UISearchController? {
        didSet {
            searchController?.adoptSearchBar()
            itemDidChange()
        }
    }

    /// Whether the search bar hides as the content scrolls up (iOS 11); true by default.
    ///
    /// Glide differs: kept and read back; the search bar always shows.
    open var hidesSearchBarWhenScrolling = true

    /// An item with no title.
    public override init() { super.init() }

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``hidesBackButton`` (not animated in Glide).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets ``leftBarButtonItem`` (not animated in Glide).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (not animated in Glide).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems`` (not animated in Glide).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (not animated in Glide).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Called when something a bar shows changed (the bar showing the item listens).
    package var onChange: (() -> Void)?
    private func itemDidChange() { onChange?() }
}
