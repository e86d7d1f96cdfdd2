import Foundation

/// Pulls an item to a point with a damped spring, and turns it upright (UIKit's `UISnapBehavior`).
///
/// The spring has a natural frequency of 2.5 Hz whatever the item's mass, and a damping ratio of
/// 0.2 + 0.8 × ``damping``: the default damping of 0.5 overshoots by about 10 % of the distance, a
/// damping of 1 is critically damped and does not overshoot. The item's centre settles on
/// ``snapPoint`` and its rotation on 0 (a whole number of turns).
///
/// Glide differs: UIKit does not document its snap's spring; Glide's frequency and damping ratio are
/// chosen to settle in about half a second at the default damping, as UIKit's snap does to the eye.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in Hz.
    static let frequency = 2.5
    /// The damping ratio of the spring at `damping` (clamped to 0…1).
    static func dampingRatio(_ damping: CGFloat) -> Double { 0.2 + 0.8 * Double(min(max(damping, 0), 1)) }

    private let item: any UIDynamicItem
    private let joint = DynamicsJoint(kind: .snap)

    /// A snap of `item` to `point`, in the reference view's coordinates.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// Where the item's centre settles; changing it sets the item moving again.
    open var snapPoint: CGPoint {
        didSet { behaviorDidChange() }
    }

    /// From 0 (most oscillation) to 1 (least); 0.5 by default.
    open var damping: CGFloat = 0.5 {
        didSet { behaviorDidChange() }
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func applyForces(_ animator: UIDynamicAnimator) {
        // The joint reads the current point and damping at every step.
        joint.localAnchorA = DynamicsVector(snapPoint)
        joint.frequency = Self.frequency
        joint.dampingRatio = Self.dampingRatio(damping)
    }

    override func joints(_ animator: UIDynamicAnimator) -> [DynamicsJoint] {
        guard let body = animator.body(for: item) else { return [] }
        joint.bodyA = nil
        joint.bodyB = body
        joint.localAnchorA = DynamicsVector(snapPoint)
        joint.localAnchorB = body.itemOffset
        joint.frequency = Self.frequency
        joint.dampingRatio = Self.dampingRatio(damping)
        return [joint]
    }
}
