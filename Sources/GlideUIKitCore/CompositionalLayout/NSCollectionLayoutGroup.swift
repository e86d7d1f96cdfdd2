import Foundation

/// A row or column of items in a compositional layout (UIKit's `NSCollectionLayoutGroup`): its subitems (items or
/// groups) laid along its axis, repeated to fill it, with spacing between them. A section repeats its group for all its
/// items.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) the group lays out, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times `subitems` repeats, when the group was made with a count (nil: as many as fit).
    let count: Int?
    /// Space between the group's subitems.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated to fill the row.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// A row of `count` copies of `subitem`, sized to share the row.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: Swift.max(1, count))
    }
    /// A row of `count` copies of `subitem` (iOS 16's spelling).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// A column of `subitems`, repeated to fill the column.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// A column of `count` copies of `subitem`, sized to share the column.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: Swift.max(1, count))
    }
    /// A column of `count` copies of `subitem` (iOS 16's spelling).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
