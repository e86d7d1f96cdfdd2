import Foundation
import GlideCoreGraphics

/// How the dynamics engine sees an item's outline in collisions (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable, Hashable {
    /// The item's bounds rectangle.
    case rectangle
    /// The ellipse inscribed in the item's bounds (a circle for a square item).
    ///
    /// Glide differs: the ellipse collides as a 32-sided polygon whose vertices lie on it, so a
    /// rolling ball bumps very slightly and contacts are up to 0.5 % of its radius inside the true ellipse.
    case ellipse
    /// The convex polygon of ``UIDynamicItem/collisionBoundingPath``.
    case path
}

/// An object a ``UIDynamicAnimator`` moves (UIKit's `UIDynamicItem`): views conform, and so can your
/// own objects. The animator reads `center`, `bounds` and `transform` when the item joins it (and in
/// ``UIDynamicAnimator/updateItem(usingCurrentState:)``), and from then on writes `center` and
/// `transform` (a rotation) at every display frame.
///
/// `collisionBoundsType` and `collisionBoundingPath` are optional in UIKit; here they have default
/// implementations (`.rectangle`, and the bounds as a path), which a conforming type may replace.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The centre, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The bounds; only the size is used.
    var bounds: CGRect { get }
    /// The transform; the animator reads and writes its rotation.
    var transform: CGAffineTransform { get set }
    /// The outline used for collisions (`.rectangle` unless the type says otherwise).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex, counter-clockwise polygon whose (0, 0) is the item's centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// The bounds rectangle, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The bounds as a rectangle centred on (0, 0).
    public var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}
