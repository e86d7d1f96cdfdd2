import Foundation

/// A flow layout's invalidation (UIKit's `UICollectionViewFlowLayoutInvalidationContext`): whether the delegate's sizes
/// and the layout's own attributes are asked again (both by default).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
