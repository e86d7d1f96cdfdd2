import Foundation

/// An item a section shows (UIKit's `NSCollectionLayoutVisibleItem`), for a visible-items handler.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var alpha: CGFloat { get set }
    var transform: CGAffineTransform { get set }
}
