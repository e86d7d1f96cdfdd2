import Foundation
import Testing
@testable import GlideUIKitCore

/// Compositional layouts as apps write them: a grid of fractional items, a group of a count, nested groups, a header,
/// an orthogonal row, a list, a section provider.
@MainActor @Suite struct CompositionalLayoutTests {
    final class Counts: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// The data sources of the collection views made, kept for the test's life (a collection view's is weak).
    let sources = SourceKeeper()
    final class SourceKeeper { var all: [Counts] = [] }

    func frames(_ layout: UICollectionViewLayout, _ counts: [Int], width: CGFloat = 300) -> (UICollectionView, [[CGRect]]) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        let source = Counts(counts)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        layout.prepare()
        let result = counts.enumerated().map { section, count in
            (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
        }
        sources.all.append(source)
        return (collectionView, result)
    }

    @Test("a grid: items of half the group's width repeat to fill each row, rows stack with spacing, insets apply")
    func grid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, laid) = frames(layout, [3])
        // 280 points across: two items of 140 each per row.
        #expect(laid[0] == [CGRect(x: 12, y: 7, width: 136, height: 96), CGRect(x: 152, y: 7, width: 136, height: 96),
                            CGRect(x: 12, y: 117, width: 136, height: 96)])
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 5 + 100 + 10 + 100 + 5))
    }

    @Test("a count of items shares the group with fixed spacing; nested groups lay out inside; a header comes first")
    func countNestedAndHeader() {
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: cell, count: 3)
        row.interItemSpacing = .fixed(15)
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(250)), subitems: [big, row])
        let section = NSCollectionLayoutSection(group: column)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, laid) = frames(layout, [5])
        #expect(laid[0][0] == CGRect(x: 0, y: 40, width: 300, height: 200))
        #expect(laid[0][1...3].map(\.minX) == [0, 105, 210] && laid[0][1...3].allSatisfy { $0.width == 90 && $0.minY == 240 })
        #expect(laid[0][4] == CGRect(x: 0, y: 290, width: 300, height: 200), "the next group starts the column again")
        let headerFrame = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        #expect(headerFrame == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test("an orthogonal section lays its groups out in a row across; a section provider makes each section")
    func orthogonalAndProvider() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.effectiveContentSize.width == 300)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = index == 0 ? .fractionalWidth(0.8) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 { section.orthogonalScrollingBehavior = .groupPaging }
            return section
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        layout.configuration = configuration
        let (_, laid) = frames(layout, [3, 2])
        #expect(laid[0].map(\.minX) == [0, 240, 480] && laid[0].allSatisfy { $0.minY == 0 && $0.width == 240 })
        #expect(laid[1] == [CGRect(x: 0, y: 140, width: 300, height: 120), CGRect(x: 0, y: 260, width: 300, height: 120)])
        #expect(layout.collectionViewContentSize == CGSize(width: 720, height: 380))
    }

    @Test("a list layout: full-width rows of an estimated 44 points, inset when inset-grouped; cells show in the view")
    func list() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (collectionView, laid) = frames(layout, [2])
        #expect(laid[0] == [CGRect(x: 20, y: 38 + 35, width: 260, height: 44), CGRect(x: 20, y: 38 + 35 + 44, width: 260, height: 44)])
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 2)
    }

    /// A subclass that overrides the initializers it uses and calls them on `super` (WispKit/Wisp's layout, which wraps
    /// each section's handler): the four initializers are designated, as UIKit's are.
    final class WrappingLayout: UICollectionViewCompositionalLayout {
        var wrapped = 0
        override init(section: NSCollectionLayoutSection) {
            super.init(section: section)
        }

        override init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
            super.init(sectionProvider: sectionProvider)
        }

        override init(
            sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
            configuration: UICollectionViewCompositionalLayoutConfiguration
        ) {
            super.init(sectionProvider: sectionProvider, configuration: configuration)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test("a subclass overriding init(section:) and init(sectionProvider:) lays out as its super does")
    func subclassOverridingTheInitializers() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let bySection = WrappingLayout(section: NSCollectionLayoutSection(group: group))
        #expect(frames(bySection, [2]).1[0] == [CGRect(x: 0, y: 0, width: 150, height: 50), CGRect(x: 150, y: 0, width: 150, height: 50)])
        let byProvider = WrappingLayout(sectionProvider: { _, _ in NSCollectionLayoutSection(group: group) })
        #expect(frames(byProvider, [3]).1[0].last == CGRect(x: 0, y: 50, width: 150, height: 50))
    }
}
