import Foundation

/// A tab of a tab bar (UIKit's `UITabBarItem`): a title, an image and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tabs (UIKit's `UITabBarItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image shown while the tab is selected (nil: ``UIBarItem/image``).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge (nil: no badge).
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var badgeColor: UIColor?
    /// How the title is moved from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.tag = tag
    }
}
