import Foundation

/// A list layout's look (UIKit's `UICollectionLayoutListConfiguration`, iOS 14): rows the collection view's width, an
/// estimated 44 points tall (Glide differs: rows keep the estimate), with a header or footer when asked.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    /// Swipe actions for a row (kept; Glide's list rows are not swiped).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// The section this configuration lays out.
    func section() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        if appearance == .insetGrouped { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20) }
        if appearance == .grouped || appearance == .insetGrouped {
            section.contentInsets.top = 35
            section.contentInsets.bottom = 35
        }
        let header = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: header, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: header, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
