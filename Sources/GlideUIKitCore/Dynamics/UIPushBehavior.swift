import Foundation

/// A force on items, continuous or as one impulse (UIKit's `UIPushBehavior`).
///
/// The unit is UIKit's: a magnitude of 1 accelerates a 100 × 100 point item of density 1 at
/// 100 points/s² (continuous), or changes its velocity by 100 points/s at once (instantaneous); a
/// heavier item moves less. The force acts at the item's centre, or at the offset set with
/// ``setTargetOffsetFromCenter(_:for:)`` (in the item's own, turning frame), where it also turns the item.
/// An instantaneous push acts at the next step and then sets ``active`` to false; set it to true to push again.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Continuous force or a single impulse (UIKit's `UIPushBehavior.Mode`).
    public enum Mode: Int, Sendable, Hashable {
        case continuous
        case instantaneous
    }

    /// A force of magnitude 1, in mass units × points/s² (100: UIKit's "UIKit newton").
    static let forcePerMagnitude = 100.0

    /// Continuous or instantaneous, as made.
    public let mode: Mode
    private(set) var itemList: DynamicItemList
    private var direction = DynamicsDirection(angle: 0, magnitude: 0)
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    private var isActive = true

    /// A push on `items` in `mode`, active, of magnitude 0 until you set one.
    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        self.mode = mode
        itemList = DynamicItemList(items)
        super.init()
    }

    /// The items pushed.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { behaviorDidChange() }
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) {
            offsets[ObjectIdentifier(item)] = nil
            behaviorDidChange()
        }
    }

    /// Where the force acts on `item`, from its centre (zero unless set).
    @discardableResult
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Makes the force act on `item` at `o` from its centre, in the item's frame (it then also turns the item).
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        behaviorDidChange()
    }

    /// Whether the push acts (true when made; an instantaneous push turns it off once applied).
    open var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            behaviorDidChange()
        }
    }

    /// The direction in radians (0, right, by default).
    open var angle: CGFloat {
        get { direction.angle }
        set {
            direction.setAngle(newValue)
            behaviorDidChange()
        }
    }

    /// The strength (0 by default); negative pushes the other way.
    open var magnitude: CGFloat {
        get { direction.magnitude }
        set {
            direction.setMagnitude(newValue, resettingAngleAtZero: false)
            behaviorDidChange()
        }
    }

    /// The force as x and y components (each 1 is one UIKit newton).
    open var pushDirection: CGVector {
        get { direction.vector }
        set {
            direction.setVector(newValue, resettingAngleAtZero: false)
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
        guard isActive else { return }
        let force = Self.forcePerMagnitude * DynamicsVector(direction.vector)
        for item in itemList.items {
            guard let body = animator.body(for: item), !body.isStatic else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let local = body.itemOffset + DynamicsVector(x: Double(offset.horizontal), y: Double(offset.vertical))
            let arm = local.rotated(by: body.angle)
            switch mode {
            case .continuous:
                body.force += force
                body.torque += arm.cross(force)
            case .instantaneous:
                body.velocity += body.inverseMass * force
                body.angularVelocity += body.inverseInertia * arm.cross(force)
            }
        }
        // UIKit turns an instantaneous push off once it has acted (without waking the animator again).
        if mode == .instantaneous { isActive = false }
    }
}
