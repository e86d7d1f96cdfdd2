import Foundation

/// A force field over an area (UIKit's `UIFieldBehavior`): gravity towards a point or along a vector,
/// springs, drag, vortices, velocity, noise and turbulence, electric and magnetic forces on charged
/// items (``UIDynamicItemBehavior/charge``), or your own force.
///
/// A field acts on its items whose centre of mass lies in its ``region`` (placed at ``position``). Its
/// ``strength`` is divided by `max(r, minimumRadius)^falloff`, r being the distance from the position.
/// Units follow UIKit's other behaviours: a linear or radial gravity field of strength 1 accelerates
/// at 1000 points/s² (as ``UIGravityBehavior``'s magnitude 1); a spring field pulls with one UIKit
/// newton per point (a 100 × 100 point item of density 1 oscillates at 10 rad/s); an electric field
/// pushes a charge of 1 with one UIKit newton; a magnetic field turns a moving item of charge q and
/// mass m at q × strength / m rad/s; drag and turbulence scale with the item's speed (strength per
/// second); a vortex accelerates by strength × distance points/s², counter-clockwise on screen; a noise
/// field accelerates by up to 1000 × strength points/s², smooth over 20 points (smoothness 0) to
/// 400 points (smoothness 1), changing `animationSpeed` times a second; a custom field's block returns
/// a force in UIKit newtons.
///
/// Glide differs: UIKit documents what each field does but not its units or its noise; the units
/// above, Glide's noise (Perlin's improved noise, the same on every run) and the default
/// `minimumRadius` of 1 point (UIKit says "very small") are Glide's choices. A field behaviour cannot be
/// subclassed (UIKit's has no initialiser a subclass could call either).
@preconcurrency @MainActor
public class UIFieldBehavior: UIDynamicBehavior {
    enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    private(set) var itemList = DynamicItemList([])

    required init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    // MARK: Fields

    /// Slows items in proportion to their velocity (air resistance).
    @discardableResult
    public class func dragField() -> Self { Self(kind: .drag) }

    /// Turns items counter-clockwise about the position (clockwise with a negative strength), faster farther out.
    @discardableResult
    public class func vortexField() -> Self { Self(kind: .vortex) }

    /// Pulls items towards `position` (pushes them away with a negative strength).
    @discardableResult
    public class func radialGravityField(position: CGPoint) -> Self {
        let field = Self(kind: .radialGravity)
        field.position = position
        return field
    }

    /// Accelerates items along `direction`, whose length times the strength is the gravity (1 = 1000 points/s²).
    @discardableResult
    public class func linearGravityField(direction: CGVector) -> Self {
        let field = Self(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Gives items the velocity `direction` × strength, in points/s, overriding other accelerations.
    @discardableResult
    public class func velocityField(direction: CGVector) -> Self {
        let field = Self(kind: .velocity)
        field.direction = direction
        return field
    }

    /// A smooth random force that changes over time (mass does not matter).
    @discardableResult
    public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise whose strength grows with the item's speed.
    @discardableResult
    public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// A Hooke's-law pull towards the position: heavier items oscillate more slowly.
    @discardableResult
    public class func springField() -> Self { Self(kind: .spring) }

    /// Pushes charged items away from the position (F = qE; opposite charges are pulled).
    @discardableResult
    public class func electricField() -> Self { Self(kind: .electric) }

    /// Turns moving charged items (F = qv × B, B out of the screen): counter-clockwise circles for a positive charge.
    @discardableResult
    public class func magneticField() -> Self { Self(kind: .magnetic) }

    /// A field whose force (in UIKit newtons) `block` computes from the field, the item's position,
    /// velocity, mass, charge and the step's length.
    @discardableResult
    public class func field(
        evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self {
        Self(kind: .custom(block))
    }

    // MARK: Items and properties

    /// The items the field acts on.
    public var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    public func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { behaviorDidChange() }
    }

    /// Removes an item.
    public func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { behaviorDidChange() }
    }

    /// The field's origin, in the reference view's coordinates.
    public var position: CGPoint = .zero { didSet { behaviorDidChange() } }
    /// Where the field acts, about its position (everywhere by default).
    public var region: UIRegion = .infinite { didSet { behaviorDidChange() } }
    /// The scale of the force (1 by default).
    public var strength: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// The exponent of the fall-off with distance (0 by default: uniform).
    public var falloff: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The distance, in points, below which the fall-off no longer grows (1 by default).
    public var minimumRadius: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// The direction of a linear gravity or velocity field (zero for the others).
    public var direction: CGVector = .zero { didSet { behaviorDidChange() } }
    /// From 0 (as noisy as possible) to 1 (as smooth as possible), for noise and turbulence (0 for the others).
    public var smoothness: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// How many times a second noise and turbulence change (0 for the others, and for frozen noise).
    public var animationSpeed: CGFloat = 0 { didSet { behaviorDidChange() } }

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override func applyForces(_ animator: UIDynamicAnimator) {
        let origin = DynamicsVector(position)
        let s = Double(strength)
        for item in itemList.items {
            guard let body = animator.body(for: item), !body.isStatic else { continue }
            let d = body.position - origin
            guard region.shape.contains(d) else { continue }
            let r = d.length
            let k = falloff == 0 ? s : s / pow(max(r, Double(minimumRadius)), Double(falloff))
            let v = body.velocity
            let charge = body.material.charge
            switch kind {
            case .linearGravity:
                body.acceleration += (1000 * k) * DynamicsVector(direction)
            case .radialGravity:
                body.acceleration -= (1000 * k) * d.normalized
            case .velocity:
                body.velocityOverride = k * DynamicsVector(direction)
            case .drag:
                body.acceleration -= k * v
            case .vortex:
                body.acceleration += k * DynamicsVector(x: d.y, y: -d.x)
            case .spring:
                body.force -= (100 * k) * d
            case .electric:
                body.force += (100 * k * charge) * d.normalized
            case .magnetic:
                // F = q·v × B turns the velocity at q·B/m rad/s, counter-clockwise on screen (y points down).
                body.velocityTurnRate -= k * charge * body.inverseMass
            case .noise, .turbulence:
                let scale = 1 / (20 + 380 * min(max(Double(smoothness), 0), 1))
                let n = DynamicsNoise.vector(at: body.position, scale: scale, time: animator.elapsedTime * Double(animationSpeed))
                body.acceleration += (kind.isNoise ? 1000 * k : k * v.length) * n
            case .custom(let block):
                let f = block(self, body.position.point, CGVector(dx: v.x, dy: v.y), CGFloat(body.mass), CGFloat(charge), UIDynamicAnimator.stepDuration)
                body.force += 100 * DynamicsVector(f)
            }
        }
    }
}

extension UIFieldBehavior.Kind {
    var isNoise: Bool {
        if case .noise = self { return true }
        return false
    }
}
