import Foundation

/// A gravity that accelerates its items whatever their mass (UIKit's `UIGravityBehavior`): a
/// magnitude of 1 is 1000 points/s², by default straight down.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration of a magnitude of 1, in points/s² (UIKit's documented value).
    static let pointsPerSecondSquared: CGFloat = 1000

    private(set) var itemList: DynamicItemList
    private var direction = DynamicsDirection(angle: .pi / 2, magnitude: 1)

    /// A gravity on `items`.
    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// A gravity on no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// The items the gravity acts on.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { behaviorDidChange() }
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { behaviorDidChange() }
    }

    /// The acceleration as a vector of magnitudes ((0, 1) by default: 1000 points/s² down).
    open var gravityDirection: CGVector {
        get { direction.vector }
        set {
            direction.setVector(newValue, resettingAngleAtZero: true)
            behaviorDidChange()
        }
    }

    /// The direction in radians (π/2, down, by default; 0 points right).
    open var angle: CGFloat {
        get { direction.angle }
        set {
            direction.setAngle(newValue)
            behaviorDidChange()
        }
    }

    /// The strength: 1 is 1000 points/s². Setting 0 also resets the angle to 0, as UIKit does.
    open var magnitude: CGFloat {
        get { direction.magnitude }
        set {
            direction.setMagnitude(newValue, resettingAngleAtZero: true)
            behaviorDidChange()
        }
    }

    /// Sets the angle and the magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        direction = DynamicsDirection(angle: angle, magnitude: magnitude)
        behaviorDidChange()
    }

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override func applyForces(_ animator: UIDynamicAnimator) {
        let g = DynamicsVector(direction.vector) * Double(Self.pointsPerSecondSquared)
        for item in itemList.items {
            animator.body(for: item)?.acceleration += g
        }
    }
}
