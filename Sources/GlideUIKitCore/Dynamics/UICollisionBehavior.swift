import Foundation
import GlideCoreGraphics

/// Makes items collide with each other and with boundaries (UIKit's `UICollisionBehavior`).
///
/// Items collide only with the other items of the same collision behaviour, and with its boundaries:
/// the reference view's bounds (``translatesReferenceBoundsIntoBoundary``, optionally inset), segments
/// and paths. A path boundary is its outline (curves as 16 segments each), two-sided; the reference
/// bounds are solid outside, so an item inside stays inside however fast it moves. Collisions bounce by
/// the items' elasticity and slide with their friction (``UIDynamicItemBehavior``).
///
/// Glide differs: an item that starts outside the reference bounds is pushed inside (UIKit does not
/// document what happens then).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with (UIKit's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// With both (the default).
        public static let everything = Mode(rawValue: .max)
    }

    private struct Boundary {
        let serial: Int
        let identifier: any NSCopying
        let path: UIBezierPath
        let segments: [DynamicsPolygon]
    }

    private struct Contact {
        struct Key: Hashable {
            var a: ObjectIdentifier
            var b: ObjectIdentifier?
            var boundary: Int
        }

        var key: Key
        var item1: any UIDynamicItem
        var item2: (any UIDynamicItem)?
        var identifier: (any NSCopying)?
        var point: CGPoint
    }

    /// The serial number of the reference bounds in contact keys.
    private static let referenceBoundary = -1

    private(set) var itemList: DynamicItemList
    private var boundaries: [Boundary] = []
    private var nextSerial = 0
    private var referenceInsets: UIEdgeInsets?
    private var touching: [Contact] = []

    /// A collision behaviour for `items`, colliding with everything.
    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// A collision behaviour with no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// The delegate told when contacts begin and end.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// The items that collide.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item (once).
    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { behaviorDidChange() }
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { behaviorDidChange() }
    }

    /// Items, boundaries or both (the default).
    open var collisionMode: Mode = .everything {
        didSet { behaviorDidChange() }
    }

    /// Whether the reference view's bounds are a boundary.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? .zero : nil
            behaviorDidChange()
        }
    }

    /// Makes the reference view's bounds, inset by `insets` (negative insets reach outside), a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        behaviorDidChange()
    }

    /// Adds (or replaces) a boundary along `bezierPath`'s outline.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let copy = UIBezierPath(cgPath: bezierPath.cgPath)
        let boundary = Boundary(serial: nextSerial, identifier: identifier, path: copy, segments: Self.segments(of: copy))
        nextSerial += 1
        if let index = boundaries.firstIndex(where: { Self.same($0.identifier, identifier) }) {
            boundaries[index] = boundary
        } else {
            boundaries.append(boundary)
        }
        behaviorDidChange()
    }

    /// Adds (or replaces) a straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with `identifier`, if any.
    @discardableResult
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        behaviorDidChange()
    }

    /// The identifiers of the added boundaries, in the order added (nil when there are none; the
    /// reference bounds have no identifier).
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every added boundary (the reference bounds stay, if set).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        behaviorDidChange()
    }

    /// Identifiers are equal as objects are (`isEqual(_:)`), else when they are the same object.
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// A path's outline as segments: every subpath's lines, curves flattened, closed subpaths closed.
    private static func segments(of path: UIBezierPath) -> [DynamicsPolygon] {
        var segments: [DynamicsPolygon] = []
        var start: CGPoint?
        var current: CGPoint?
        func line(to p: CGPoint) {
            if let c = current, c != p, let s = DynamicsPolygon(hullOf: [DynamicsVector(c), DynamicsVector(p)]) { segments.append(s) }
            current = p
        }
        let n = DynamicsBody.curveSegments
        for element in path.cgPath.elementValues {
            switch element {
            case .moveToPoint(let p):
                start = p
                current = p
            case .addLineToPoint(let p):
                line(to: p)
            case let .addQuadCurveToPoint(control, p):
                let p0 = current ?? p
                for i in 1...n { line(to: CGPath.quad(p0, control, p, CGFloat(i) / CGFloat(n))) }
            case let .addCurveToPoint(c1, c2, p):
                let p0 = current ?? p
                for i in 1...n { line(to: CGPath.cubic(p0, c1, c2, p, CGFloat(i) / CGFloat(n))) }
            case .closeSubpath:
                if let start { line(to: start) }
            }
        }
        return segments
    }

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    /// The walls of this behaviour's boundaries, the reference bounds read from `referenceBounds`.
    func walls(referenceBounds: CGRect?) -> [DynamicsWall] {
        let owner = ObjectIdentifier(self)
        var walls: [DynamicsWall] = []
        if let insets = referenceInsets, let bounds = referenceBounds {
            let r = bounds.inset(by: insets)
            let sides: [(DynamicsVector, DynamicsVector)] = [
                (DynamicsVector(x: Double(r.minX), y: Double(r.minY)), DynamicsVector(x: 0, y: 1)),
                (DynamicsVector(x: Double(r.maxX), y: Double(r.minY)), DynamicsVector(x: -1, y: 0)),
                (DynamicsVector(x: Double(r.maxX), y: Double(r.maxY)), DynamicsVector(x: 0, y: -1)),
                (DynamicsVector(x: Double(r.minX), y: Double(r.maxY)), DynamicsVector(x: 1, y: 0)),
            ]
            for (i, side) in sides.enumerated() {
                let key = DynamicsWall.Key(owner: owner, boundary: Self.referenceBoundary, part: i)
                walls.append(DynamicsWall(geometry: .halfPlane(point: side.0, normal: side.1), key: key))
            }
        }
        for boundary in boundaries {
            for (i, segment) in boundary.segments.enumerated() {
                let key = DynamicsWall.Key(owner: owner, boundary: boundary.serial, part: i)
                walls.append(DynamicsWall(geometry: .segment(segment), key: key))
            }
        }
        return walls
    }

    /// Forgets contacts of items the animator or this behaviour no longer holds (no ended callback).
    func keepContacts(with bodies: [ObjectIdentifier: DynamicsBody]) {
        touching.removeAll { contact in
            bodies[contact.key.a] == nil || contact.key.b.map { bodies[$0] == nil } == true
                || !itemList.contains(contact.item1) || contact.item2.map { !itemList.contains($0) } == true
        }
    }

    /// Compares the contacts after a step with those before: the delegate calls for what began and ended.
    func contactCallbacks(_ manifolds: [DynamicsManifold], bodies: [ObjectIdentifier: DynamicsBody]) -> [() -> Void] {
        let owner = ObjectIdentifier(self)
        var current: [Contact] = []
        var seen = Set<Contact.Key>()
        for manifold in manifolds where manifold.isTouching {
            let contact: Contact
            if let wall = manifold.wall {
                guard wall.owner == owner else { continue }
                let identifier = boundaries.first { $0.serial == wall.boundary }?.identifier
                contact = Contact(
                    key: .init(a: manifold.bodyB.identifier, b: nil, boundary: wall.boundary),
                    item1: manifold.bodyB.item, item2: nil, identifier: identifier, point: manifold.contactPoint.point)
            } else if let bodyA = manifold.bodyA, collisionMode.contains(.items),
                      itemList.contains(bodyA.item), itemList.contains(manifold.bodyB.item) {
                contact = Contact(
                    key: .init(a: bodyA.identifier, b: manifold.bodyB.identifier, boundary: Int.min),
                    item1: bodyA.item, item2: manifold.bodyB.item, identifier: nil, point: manifold.contactPoint.point)
            } else {
                continue
            }
            if seen.insert(contact.key).inserted { current.append(contact) }
        }
        let before = Set(touching.map(\.key))
        var callbacks: [() -> Void] = []
        for contact in current where !before.contains(contact.key) {
            callbacks.append { [weak self] in
                guard let self, let delegate = self.collisionDelegate else { return }
                if let item2 = contact.item2 {
                    delegate.collisionBehavior(self, beganContactFor: contact.item1, with: item2, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, beganContactFor: contact.item1, withBoundaryIdentifier: contact.identifier, at: contact.point)
                }
            }
        }
        for contact in touching where !seen.contains(contact.key) {
            callbacks.append { [weak self] in
                guard let self, let delegate = self.collisionDelegate else { return }
                if let item2 = contact.item2 {
                    delegate.collisionBehavior(self, endedContactFor: contact.item1, with: item2)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: contact.item1, withBoundaryIdentifier: contact.identifier)
                }
            }
        }
        touching = current
        return callbacks
    }
}
