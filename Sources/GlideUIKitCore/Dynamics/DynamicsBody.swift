import Foundation

/// What ``UIDynamicItemBehavior`` sets on an item, resolved over every item behaviour that holds it.
struct DynamicsMaterial: Equatable, Sendable {
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var charge = 0.0
    var isAnchored = false
    var allowsRotation = true
}

/// One dynamic item in Glide's rigid-body engine: its collision shapes (relative to its centre of
/// mass), mass, position, angle and velocities.
///
/// Mass is in UIKit's unit: a 100 × 100 point item of density 1 has mass 1, so that a force of one
/// "UIKit newton" accelerates it at 100 points/s² (`UIPushBehavior`'s documented unit). Moments of
/// inertia are in mass × points².
@MainActor
final class DynamicsBody {
    /// The area, in points², of one unit of mass at density 1 (100 × 100 points).
    static let areaPerUnitMass = 10_000.0

    let item: any UIDynamicItem
    let identifier: ObjectIdentifier
    /// Collision shapes in the body's frame, with the centre of mass at the origin.
    private(set) var localShapes: [DynamicsPolygon] = []
    /// The item's centre in the body's frame (zero unless the shapes' centroid is elsewhere).
    private(set) var itemOffset = DynamicsVector.zero
    /// The area of the shapes, in points².
    private(set) var area = 0.0
    private var unitSecondMoment = 0.0

    var position = DynamicsVector.zero
    var angle = 0.0
    var velocity = DynamicsVector.zero
    var angularVelocity = 0.0

    private(set) var mass = 0.0
    private(set) var inverseMass = 0.0
    private(set) var inertia = 0.0
    private(set) var inverseInertia = 0.0
    private(set) var material = DynamicsMaterial()

    /// The largest distance of a shape's vertex from the centre of mass.
    private(set) var radius = 0.0
    /// The shapes in world coordinates, refreshed by ``updateWorldShapes()``.
    private(set) var worldShapes: [DynamicsPolygon] = []

    /// Acceleration (points/s², independent of mass) and force (UIKit newtons × 100) for the next step.
    var acceleration = DynamicsVector.zero
    var force = DynamicsVector.zero
    var torque = 0.0
    /// A velocity that replaces the integrated one for the next step (a velocity field's).
    var velocityOverride: DynamicsVector?
    /// How fast, in rad/s, a force always at right angles to the velocity (a magnetic field's) turns it;
    /// applied as an exact rotation, so that the speed is kept.
    var velocityTurnRate = 0.0

    /// How long the body has been moving slower than the rest thresholds, in seconds.
    var restTime = 0.0

    /// Position and angle at the start of the step, for the solver's current separations.
    var stepStartPosition = DynamicsVector.zero
    var stepStartAngle = 0.0

    init(item: any UIDynamicItem) {
        self.item = item
        identifier = ObjectIdentifier(item)
        readState()
    }

    /// True when nothing moves the body (anchored): it has no inverse mass.
    var isStatic: Bool { material.isAnchored }

    /// The item's centre in world (reference) coordinates.
    var itemCenter: DynamicsVector { position + itemOffset.rotated(by: angle) }

    /// Reads the item's centre, rotation (the angle of its transform) and collision bounds, keeping
    /// the velocities (UIKit's `updateItem(usingCurrentState:)`).
    func readState() {
        let transform = item.transform
        let itemAngle = Double(atan2(transform.b, transform.a))
        let shapes = Self.collisionShapes(of: item)
        var totalArea = 0.0, weighted = DynamicsVector.zero
        for shape in shapes {
            let p = shape.areaProperties
            totalArea += p.area
            weighted += p.area * p.centroid
        }
        let centroid = totalArea > 0 ? (1 / totalArea) * weighted : .zero
        var moment = 0.0
        for shape in shapes {
            let p = shape.areaProperties
            moment += p.secondMoment + p.area * (p.centroid - centroid).lengthSquared
        }
        localShapes = shapes.map { $0.transformed(angle: 0, offset: -centroid) }
        itemOffset = -centroid
        area = totalArea
        unitSecondMoment = moment
        radius = localShapes.map(\.radius).max() ?? 0
        angle = itemAngle
        position = DynamicsVector(item.center) + centroid.rotated(by: itemAngle)
        updateMass()
        updateWorldShapes()
    }

    /// Applies a resolved material, recomputing the mass when density, anchoring or rotation changed.
    func setMaterial(_ newMaterial: DynamicsMaterial) {
        guard newMaterial != material else { return }
        material = newMaterial
        updateMass()
        if material.isAnchored {
            velocity = .zero
            angularVelocity = 0
        }
        if !material.allowsRotation { angularVelocity = 0 }
    }

    private func updateMass() {
        let density = max(material.density, 0)
        // An item of no area or no density still has a tiny mass, so that forces and joints stay finite.
        mass = max(density * area / Self.areaPerUnitMass, 1e-6)
        inertia = max(density * unitSecondMoment / Self.areaPerUnitMass, 1e-6)
        inverseMass = material.isAnchored ? 0 : 1 / mass
        inverseInertia = material.isAnchored || !material.allowsRotation ? 0 : 1 / inertia
    }

    func updateWorldShapes() {
        worldShapes = localShapes.map { $0.transformed(angle: angle, offset: position) }
    }

    /// The velocity of the world point `point` of the body.
    func velocity(at point: DynamicsVector) -> DynamicsVector {
        velocity + crossScalar(angularVelocity, point - position)
    }

    /// Writes the centre and rotation back to the item (views move; their layers' model values change).
    func writeBack() {
        item.center = itemCenter.point
        item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
    }

    /// The axis-aligned box around the world shapes.
    var frame: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for shape in worldShapes {
            for v in shape.vertices {
                minX = min(minX, v.x); minY = min(minY, v.y); maxX = max(maxX, v.x); maxY = max(maxY, v.y)
            }
        }
        guard minX <= maxX else { return CGRect(origin: itemCenter.point, size: .zero) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The number of sides of the polygon that stands for an ellipse.
    static let ellipseSides = 32
    /// The number of line segments a curve of a collision path is flattened into.
    static let curveSegments = 16

    /// The item's collision shapes in its own frame (centre at the origin, unrotated): its bounds as a
    /// rectangle, an ellipse or its convex path, or, for a group, its members' shapes.
    static func collisionShapes(of item: any UIDynamicItem) -> [DynamicsPolygon] {
        if let group = item as? UIDynamicItemGroup {
            return group.members.flatMap { member in
                collisionShapes(of: member.item).map { $0.transformed(angle: member.angle, offset: member.offset) }
            }
        }
        let size = item.bounds.size
        let width = Double(size.width), height = Double(size.height)
        switch item.collisionBoundsType {
        case .rectangle:
            return [.rectangle(width: width, height: height)]
        case .ellipse:
            return [.ellipse(width: width, height: height, sides: ellipseSides)]
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened(segmentsPerCurve: curveSegments)
                .flatMap { $0 }.map(DynamicsVector.init)
            if let hull = DynamicsPolygon(hullOf: points), hull.vertices.count >= 3 { return [hull] }
            return [.rectangle(width: width, height: height)]
        }
    }
}
