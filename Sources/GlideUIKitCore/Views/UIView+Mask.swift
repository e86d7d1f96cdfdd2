import Foundation
import GlideObjectiveC

nonisolated(unsafe) private var maskViewKey: UInt8 = 0

// A view's mask view (UIKit's `mask`): its layer becomes the view's layer's mask.
extension UIView {
    /// A view whose alpha (its background colour's, for a plain view; its path, for a shape-backed one)
    /// decides which parts of this view show, in this view's coordinates. It is not a subview. Setting it
    /// sets `layer.mask` to its layer, as UIKit does; the view keeps the mask view alive.
    public var mask: UIView? {
        get { objc_getAssociatedObject(self, &maskViewKey) as? UIView }
        set {
            objc_setAssociatedObject(self, &maskViewKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            layer.mask = newValue?.layer
        }
    }
}
