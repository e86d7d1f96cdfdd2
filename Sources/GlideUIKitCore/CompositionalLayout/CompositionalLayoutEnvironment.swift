import Foundation

/// Glide's environment and container: the collection view's size, no insets.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
    }
}
