import Foundation

/// One side of a compositional layout's size (UIKit's `NSCollectionLayoutDimension`): a fraction of the container's
/// width or height, a number of points, or an estimate.
///
/// Glide differs: an estimated dimension is used as given (cells are not measured to size themselves).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction or the points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimate of points, which the content would refine on iOS.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension comes to in a container of `container`.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}
