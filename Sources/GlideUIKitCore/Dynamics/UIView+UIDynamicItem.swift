import Foundation

/// Views are dynamic items: a ``UIDynamicAnimator`` moves them through `center` and `transform`, and
/// collides them by their bounds (or the ``UIView/collisionBoundsType`` a subclass gives).
extension UIView: UIDynamicItem {}
