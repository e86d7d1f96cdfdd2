import Foundation

/// Layout attributes are dynamic items, as in UIKit: an animator can move a cell's attributes.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
