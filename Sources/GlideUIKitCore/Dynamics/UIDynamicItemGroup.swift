import Foundation
import GlideCoreGraphics

/// Several dynamic items that move as one rigid body (UIKit's `UIDynamicItemGroup`): add the group, not
/// its items, to behaviours, and the items keep their arrangement as the group moves and turns.
///
/// The group's `center` is the centre of its items' frames when it was made, its `bounds` their
/// union's size, and its `transform` a rotation about that centre; setting them moves and turns every
/// item. The group collides with the union of its items' collision shapes.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items, in the order given.
    public let items: [any UIDynamicItem]

    /// An item's place in the group: its centre and angle in the group's frame.
    struct Member {
        let item: any UIDynamicItem
        let offset: DynamicsVector
        let angle: Double
    }

    let members: [Member]
    private var storedCenter: CGPoint
    private let size: CGSize
    private var storedTransform = CGAffineTransform.identity

    /// A group of `items`, in their current arrangement.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        var union = CGRect.null
        for item in items {
            let s = item.bounds.size
            let frame = CGRect(x: item.center.x - s.width / 2, y: item.center.y - s.height / 2, width: s.width, height: s.height)
            union = union.union(frame.applying(Self.rotationAbout(frame: frame, transform: item.transform)))
        }
        if union.isNull { union = .zero }
        storedCenter = CGPoint(x: union.midX, y: union.midY)
        size = union.size
        let origin = DynamicsVector(storedCenter)
        members = items.map { item in
            Member(item: item, offset: DynamicsVector(item.center) - origin, angle: Double(atan2(item.transform.b, item.transform.a)))
        }
        super.init()
    }

    private static func rotationAbout(frame: CGRect, transform: CGAffineTransform) -> CGAffineTransform {
        let c = CGPoint(x: frame.midX, y: frame.midY)
        return CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// The group's centre; setting it moves every item.
    open var center: CGPoint {
        get { storedCenter }
        set {
            storedCenter = newValue
            layOutMembers()
        }
    }

    /// The union of the items' frames when the group was made, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The group's rotation; setting it turns every item about the group's centre.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            layOutMembers()
        }
    }

    private func layOutMembers() {
        let angle = Double(atan2(storedTransform.b, storedTransform.a))
        let origin = DynamicsVector(storedCenter)
        for member in members {
            member.item.center = (origin + member.offset.rotated(by: angle)).point
            member.item.transform = CGAffineTransform(rotationAngle: CGFloat(member.angle + angle))
        }
    }
}
