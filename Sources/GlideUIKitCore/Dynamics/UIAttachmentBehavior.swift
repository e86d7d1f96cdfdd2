import Foundation

/// A connection between an item and a point, or between two items (UIKit's `UIAttachmentBehavior`).
///
/// The plain attachments keep the distance between the two attachment points at ``length`` (their
/// distance when the behaviour was made): rigidly, as a rod, when ``frequency`` is 0 (the default), or
/// as a spring of that frequency (Hz) and damping ratio ``damping`` otherwise. A length under a point
/// holds the two points together (dragging an item by a finger). Offsets are from the items' centres,
/// in the items' own (turning) frames. The factories make the other joints: a pin, a fixed weld, a
/// sliding (prismatic) joint and a limit (rope).
///
/// Glide differs: attachments are solved as constraints together with the contacts (a rigid attachment
/// holds its length within a fraction of a point under any load), and `frictionTorque` is in UIKit
/// newton·points (100 mass units × points²/s²); UIKit documents neither. A length under a point is
/// held as 0. The factories return `UIAttachmentBehavior`, not `Self`: a subclass that calls them gets
/// a plain attachment.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// An attachment between two items or between an item and a point (UIKit's `UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable, Hashable {
        case items
        case anchor
    }

    private let item1: any UIDynamicItem
    private let item2: (any UIDynamicItem)?
    private let offset1: DynamicsVector
    private let offset2: DynamicsVector
    private let joint: DynamicsJoint
    /// For the factories' joints: the anchor in each item's frame (from its centre).
    private var factoryAnchors: (DynamicsVector, DynamicsVector)?
    private var storedAnchor: CGPoint

    /// Whether the attachment ties two items or an item and an anchor point.
    public let attachedBehaviorType: AttachmentType

    /// An item's centre attached to `point` in the reference view.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from an item's centre attached to `point` in the reference view.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        item1 = item
        item2 = nil
        offset1 = DynamicsVector(x: Double(offset.horizontal), y: Double(offset.vertical))
        offset2 = .zero
        attachedBehaviorType = .anchor
        storedAnchor = point
        joint = DynamicsJoint(kind: .distance)
        joint.length = (Self.world(of: offset1, on: item) - DynamicsVector(point)).length
        super.init()
    }

    /// Two items' centres attached to each other.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// The point `offset1` from the first item's centre attached to the point `offset2` from the second's.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.item1 = item1
        self.item2 = item2
        self.offset1 = DynamicsVector(x: Double(offset1.horizontal), y: Double(offset1.vertical))
        self.offset2 = DynamicsVector(x: Double(offset2.horizontal), y: Double(offset2.vertical))
        attachedBehaviorType = .items
        storedAnchor = .zero
        joint = DynamicsJoint(kind: .distance)
        joint.length = (Self.world(of: self.offset2, on: item2) - Self.world(of: self.offset1, on: item1)).length
        super.init()
    }

    private static func angle(of item: any UIDynamicItem) -> Double { Double(atan2(item.transform.b, item.transform.a)) }

    /// A point given from an item's centre in its frame, in the reference view's coordinates.
    private static func world(of offset: DynamicsVector, on item: any UIDynamicItem) -> DynamicsVector {
        DynamicsVector(item.center) + offset.rotated(by: angle(of: item))
    }

    /// A world point in an item's frame, from its centre.
    private static func local(_ point: CGPoint, on item: any UIDynamicItem) -> DynamicsVector {
        (DynamicsVector(point) - DynamicsVector(item.center)).rotated(by: -angle(of: item))
    }

    private func configure(_ kind: DynamicsJoint.Kind, anchor point: CGPoint, on item1: any UIDynamicItem, _ item2: (any UIDynamicItem)?) {
        joint.kind = kind
        storedAnchor = point
        factoryAnchors = (Self.local(point, on: item1), item2.map { Self.local(point, on: $0) } ?? .zero)
        // θB − θA: the second item's angle minus the first's, or, against the world, the item's own.
        joint.referenceAngle = item2.map { Self.angle(of: $0) - Self.angle(of: item1) } ?? Self.angle(of: item1)
    }

    // MARK: Factories

    /// Two items that slide along `axis` (through `point`) relative to each other, without turning.
    @discardableResult
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, attachedTo: item2)
        let localAxis = DynamicsVector(axis).rotated(by: -angle(of: item1))
        behavior.configure(.slide(axis: localAxis), anchor: point, on: item1, item2)
        return behavior
    }

    /// An item that slides along `axis` through `point`, without turning.
    @discardableResult
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item, attachedToAnchor: point)
        behavior.configure(.slide(axis: DynamicsVector(axis)), anchor: point, on: item, nil)
        return behavior
    }

    /// Two points on two items kept no farther apart than now (a rope of that ``length``).
    @discardableResult
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.joint.kind = .limit
        return behavior
    }

    /// Two items welded together at `point`: they move and turn as one.
    @discardableResult
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, attachedTo: item2)
        behavior.configure(.fixed, anchor: point, on: item1, item2)
        return behavior
    }

    /// Two items pinned together at `point`, free to turn about it (resisted by ``frictionTorque``,
    /// within ``attachmentRange`` of relative rotation).
    @discardableResult
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, attachedTo: item2)
        behavior.configure(.pin, anchor: point, on: item1, item2)
        return behavior
    }

    // MARK: Properties

    /// The attached items: one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { [item1] + (item2.map { [$0] } ?? []) }

    /// The anchor point in the reference view (for an anchor attachment; settable, e.g. to follow a
    /// finger), or the point a factory's joint was made at.
    open var anchorPoint: CGPoint {
        get { storedAnchor }
        set {
            storedAnchor = newValue
            behaviorDidChange()
        }
    }

    /// The distance kept between the attachment points, in points (or a limit's greatest distance).
    open var length: CGFloat {
        get { CGFloat(joint.length) }
        set {
            joint.length = max(0, Double(newValue))
            behaviorDidChange()
        }
    }

    /// The spring's damping ratio (0 by default); used when ``frequency`` is above 0.
    open var damping: CGFloat {
        get { CGFloat(joint.dampingRatio) }
        set {
            joint.dampingRatio = max(0, Double(newValue))
            behaviorDidChange()
        }
    }

    /// The spring's frequency in Hz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat {
        get { CGFloat(joint.frequency) }
        set {
            joint.frequency = max(0, Double(newValue))
            behaviorDidChange()
        }
    }

    /// The torque that resists a pin's turning, in UIKit newton·points (0 by default).
    open var frictionTorque: CGFloat {
        get { CGFloat(joint.frictionTorque) }
        set {
            joint.frictionTorque = max(0, Double(newValue))
            behaviorDidChange()
        }
    }

    /// A pin's allowed relative rotation (radians) or a sliding attachment's travel (points); infinite by default.
    open var attachmentRange: UIFloatRange {
        get { UIFloatRange(minimum: CGFloat(joint.rangeMinimum), maximum: CGFloat(joint.rangeMaximum)) }
        set {
            joint.rangeMinimum = Double(newValue.minimum)
            joint.rangeMaximum = Double(newValue.maximum)
            behaviorDidChange()
        }
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func applyForces(_ animator: UIDynamicAnimator) {
        // An anchor follows `anchorPoint` at every step.
        if item2 == nil { joint.localAnchorA = DynamicsVector(storedAnchor) }
    }

    override func joints(_ animator: UIDynamicAnimator) -> [DynamicsJoint] {
        guard let body1 = animator.body(for: item1) else { return [] }
        let anchors = factoryAnchors ?? (offset1, offset2)
        if let item2 {
            guard let body2 = animator.body(for: item2) else { return [] }
            joint.bodyA = body1
            joint.bodyB = body2
            joint.localAnchorA = body1.itemOffset + anchors.0
            joint.localAnchorB = body2.itemOffset + anchors.1
        } else {
            // The world is the first side; the item is the second.
            joint.bodyA = nil
            joint.bodyB = body1
            joint.localAnchorA = DynamicsVector(storedAnchor)
            joint.localAnchorB = body1.itemOffset + anchors.0
        }
        return [joint]
    }
}
