import Foundation

/// Physical properties and velocities of items (UIKit's `UIDynamicItemBehavior`).
///
/// An item in several item behaviours takes each property from the last behaviour, in the animator's
/// order (behaviours in the order added, a parent before its children), that set that property; a
/// property no behaviour sets has UIKit's default. Velocities added before the behaviour joins an
/// animator are applied when it does (as code that hands a pan gesture's velocity over does).
///
/// Glide differs: UIKit does not say how two item behaviours that set the same property combine;
/// Glide's rule is the one above.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private enum Property: Hashable {
        case elasticity, friction, density, resistance, angularResistance, charge, isAnchored, allowsRotation
    }

    private(set) var itemList: DynamicItemList
    private var setProperties: [Property] = []
    private var pendingLinear: [(item: any UIDynamicItem, velocity: DynamicsVector)] = []
    private var pendingAngular: [(item: any UIDynamicItem, velocity: Double)] = []

    /// An item behaviour for `items`, with UIKit's default properties.
    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// An item behaviour for no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// The items configured.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { behaviorDidChange() }
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { behaviorDidChange() }
    }

    private func markSet(_ property: Property) {
        if !setProperties.contains(property) { setProperties.append(property) }
        behaviorDidChange()
    }

    /// How much of the approach speed a collision gives back: 0 (the default) to 1.
    open var elasticity: CGFloat = 0 { didSet { markSet(.elasticity) } }
    /// The Coulomb friction coefficient when items slide on each other or on a boundary (0 by default).
    open var friction: CGFloat = 0 { didSet { markSet(.friction) } }
    /// Mass per area: an item's mass is density × area, 1 for a 100 × 100 point item of density 1 (the default).
    open var density: CGFloat = 1 { didSet { markSet(.density) } }
    /// Linear damping, per second: with no other force the speed decays as e^(−resistance × t) (0 by default).
    open var resistance: CGFloat = 0 { didSet { markSet(.resistance) } }
    /// Angular damping, per second, as ``resistance`` is for speed (0 by default).
    open var angularResistance: CGFloat = 0 { didSet { markSet(.angularResistance) } }
    /// An electric charge, for electric and magnetic fields (``UIFieldBehavior``; 0 by default).
    open var charge: CGFloat = 0 { didSet { markSet(.charge) } }
    /// When true, the items stay where they are and other items collide with them (false by default).
    open var isAnchored = false { didSet { markSet(.isAnchored) } }
    /// When false, the items never turn (true by default).
    open var allowsRotation = true { didSet { markSet(.allowsRotation) } }

    /// Adds `velocity`, in points/s, to the item's velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let v = DynamicsVector(velocity)
        if let body = dynamicAnimator?.body(for: item) {
            if !body.isStatic { body.velocity += v }
        } else {
            pendingLinear.append((item, v))
        }
        behaviorDidChange()
    }

    /// The item's velocity in points/s (of its centre).
    @discardableResult
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) {
            return body.velocity(at: body.itemCenter).point
        }
        return pendingLinear.filter { $0.item === item }.reduce(DynamicsVector.zero) { $0 + $1.velocity }.point
    }

    /// Adds `velocity`, in radians/s, to the item's angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        if let body = dynamicAnimator?.body(for: item) {
            if body.inverseInertia > 0 { body.angularVelocity += Double(velocity) }
        } else {
            pendingAngular.append((item, Double(velocity)))
        }
        behaviorDidChange()
    }

    /// The item's angular velocity in radians/s (positive turns clockwise on screen).
    @discardableResult
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return CGFloat(body.angularVelocity) }
        return CGFloat(pendingAngular.filter { $0.item === item }.reduce(0) { $0 + $1.velocity })
    }

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    /// Sets the properties this behaviour set on `material`.
    func apply(to material: inout DynamicsMaterial) {
        for property in setProperties {
            switch property {
            case .elasticity: material.elasticity = Double(elasticity)
            case .friction: material.friction = Double(friction)
            case .density: material.density = Double(density)
            case .resistance: material.resistance = Double(resistance)
            case .angularResistance: material.angularResistance = Double(angularResistance)
            case .charge: material.charge = Double(charge)
            case .isAnchored: material.isAnchored = isAnchored
            case .allowsRotation: material.allowsRotation = allowsRotation
            }
        }
    }

    /// Gives the bodies the velocities added before they existed.
    func applyPendingVelocities(bodies: [ObjectIdentifier: DynamicsBody]) {
        pendingLinear.removeAll { entry in
            guard let body = bodies[ObjectIdentifier(entry.item)] else { return false }
            if !body.isStatic { body.velocity += entry.velocity }
            return true
        }
        pendingAngular.removeAll { entry in
            guard let body = bodies[ObjectIdentifier(entry.item)] else { return false }
            if body.inverseInertia > 0 { body.angularVelocity += entry.velocity }
            return true
        }
    }
}
