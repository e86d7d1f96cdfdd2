import Foundation

// MERGE NOTE: the `widgets` branch adds UIKit's `hitTest(_:with:)` and `point(inside:with:)` to
// `UIView`. Until it is merged the window's touch delivery hit-tests with ``UIView/glideHitTest(_:)``,
// which follows the same rules; after the merge ``TouchDelivery`` should call `hitTest(_:with:)` so
// overrides in user views are honoured.

extension UIView {
    /// The deepest visible, interactive view containing `point` (in this view's coordinates), as
    /// UIKit's `hitTest(_:with:)` finds it (Apple, "Hit-testing in iOS", `UIView.hitTest(_:with:)`):
    /// a view that is hidden, has ``alpha`` below ``hitTestMinimumAlpha`` or has
    /// ``isUserInteractionEnabled`` false is skipped with its whole subtree; a point outside the bounds
    /// misses the view and its subviews (subviews outside their superview's bounds are not hit);
    /// subviews are tried front to back, each with the point converted by `convert(_:from:)`.
    package func glideHitTest(_ point: CGPoint) -> UIView? {
        // Compared in the layer's `Float`, so an alpha set to exactly 0.01 is hit.
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= Float(UIView.hitTestMinimumAlpha), bounds.contains(point) else {
            return nil
        }
        for sub in subviews.reversed() {
            if let hit = sub.glideHitTest(sub.convert(point, from: self)) { return hit }
        }
        return self
    }

    /// Views less opaque than this are not hit (Apple's `hitTest(_:with:)` documentation: "a view
    /// … with an alpha level less than 0.01" is ignored).
    package static let hitTestMinimumAlpha: CGFloat = 0.01
}
