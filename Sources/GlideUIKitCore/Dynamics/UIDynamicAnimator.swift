import Foundation
import GlideClock
import GlideQuartzCore

/// Runs physics for dynamic items (UIKit's `UIDynamicAnimator`): the behaviours you add say which
/// items fall, collide, are pushed, snap, hang or sit in fields, and the animator moves them, frame by
/// frame, on Glide's clock.
///
/// The animator steps a rigid-body simulation at a fixed 240 steps per second (two per display frame)
/// from a display link on the clock that was current when the animator was made (a `ManualClock` in
/// tests and replays: advancing it moves the items; nothing reads the wall clock, and two runs of the
/// same scene give the same positions bit for bit). After each display frame's steps it writes every
/// item's `center` and `transform` (a rotation; the layers' model values change, with no animation),
/// delivers collision callbacks, then calls every behaviour's ``UIDynamicBehavior/action``.
///
/// Items are rigid convex polygons (their bounds, an ellipse or their collision path, turned by their
/// transform's angle) with mass = density × area (a 100 × 100 point item of density 1 has mass 1),
/// linear and angular velocity. Forces are integrated with semi-implicit Euler; contacts (found by the
/// separating axis test, item against item and item against boundary, with a speculative margin of the
/// distance the bodies can close in a step, so that fast items cannot tunnel through a boundary) are
/// solved by sequential impulses, two-point contacts as one block, with restitution (elasticity) and
/// Coulomb friction; attachments and snaps are constraints solved with the contacts (rigid ones exactly,
/// springs as implicit springs); resistance is linear damping.
///
/// The animator pauses (``isRunning`` false, ``UIDynamicAnimatorDelegate/dynamicAnimatorDidPause(_:)``)
/// once every item has moved slower than 5 points/s and turned slower than 0.05 rad/s for 0.5 s
/// (`restLinearSpeed`, `restAngularSpeed`, `restDuration`), or when no behaviour has items; items keep
/// no velocity across a pause. It resumes (``UIDynamicAnimatorDelegate/dynamicAnimatorWillResume(_:)``)
/// when a behaviour is added, removed or changed, an item is added, pushed or given velocity.
///
/// Glide differs: Apple's engine is not documented beyond its units (gravity's 1000 points/s², the
/// push's "UIKit newton", snap damping from 0 to 1), so the numbers it does not document are Glide's:
/// the step rate, the solver's passes, the speculative margin, the bounce threshold (approach speeds
/// under 30 points/s do not bounce), the rest thresholds above, a snap's spring, and how item properties
/// combine (friction √(f₁f₂), elasticity the larger of the two). Trajectories agree with UIKit's in
/// their physics but not to the point. Items' centres are taken to be in the reference view's
/// coordinates (true of its subviews). Behaviour actions run once per display frame, not once per
/// physics step.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// Physics steps per second.
    static let stepsPerSecond: Int64 = 240
    /// The length of one physics step, in seconds.
    static let stepDuration = 1 / Double(stepsPerSecond)
    /// Below this speed, in points/s, an item counts as still.
    static let restLinearSpeed = 5.0
    /// Below this angular speed, in radians/s, an item counts as not turning.
    static let restAngularSpeed = 0.05
    /// How long, in seconds, every item must be still before the animator pauses.
    static let restDuration = 0.5
    /// At most this many steps run in one display frame (a live clock that stalled skips the rest).
    static let maximumStepsPerFrame: Int64 = 240

    /// The view whose coordinate system the items move in: for an animator of a collection view layout, the layout's
    /// collection view (nil until the layout has one).
    public var referenceView: UIView? {
        if let layout { return layout.collectionView }
        return storedReferenceView
    }
    private weak var storedReferenceView: UIView?
    /// The collection view layout whose attributes the animator moves (``init(collectionViewLayout:)``).
    private weak var layout: UICollectionViewLayout?
    /// The delegate told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// The behaviours added, in order (their children are not listed).
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// True while the animator steps its items.
    open private(set) var isRunning = false
    /// The simulated time, in seconds, that the animator has run (paused spans do not count).
    open var elapsedTime: TimeInterval { Double(totalSteps) / Double(Self.stepsPerSecond) }

    let world = DynamicsWorld()
    private let clock: any Clock
    private var link: CADisplayLink?
    private var bodies: [ObjectIdentifier: DynamicsBody] = [:]
    private var collisionBehaviors: [UICollisionBehavior] = []
    private var needsSync = true
    private var originNanoseconds: Int64 = 0
    private var stepsSinceOrigin: Int64 = 0
    private var totalSteps: Int64 = 0
    private var pendingCallbacks: [() -> Void] = []

    /// An animator with no reference view (``referenceView`` nil), for items whose coordinates are their own.
    public override init() {
        clock = Clocks.current
        super.init()
    }

    /// An animator moving items in `view`'s coordinate system, on the current clock.
    public init(referenceView view: UIView) {
        storedReferenceView = view
        clock = Clocks.current
        super.init()
    }

    /// An animator moving a collection view layout's attributes (``UICollectionViewLayoutAttributes`` are dynamic
    /// items) in its collection view's content coordinates, on the current clock: after each display frame's steps it
    /// invalidates the layout, so that the collection view asks it again for its attributes (a layout answers from
    /// ``items(in:)`` and ``layoutAttributesForCell(at:)``). Boundaries from the reference bounds are the layout's
    /// content rectangle. The animator does not keep the layout alive.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        clock = Clocks.current
        super.init()
    }

    // MARK: Behaviours

    /// Adds a behaviour (and its children); the animator resumes.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.animator == nil, behavior.parent == nil else { return }
        behaviors.append(behavior)
        behavior.move(to: self)
        behaviorsDidChange()
    }

    /// Removes a behaviour (and its children).
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.move(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors.removeAll()
        for behavior in removed { behavior.move(to: nil) }
        behaviorsDidChange()
    }

    // MARK: Items

    /// The items whose frames (their rotated collision shapes' bounding boxes) meet `rect`.
    @discardableResult
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        syncIfNeeded()
        return world.bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// The attributes of the cell at `indexPath` among the animator's items (an animator of a collection view layout).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `kind` at `indexPath` among the animator's items.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.decorationView, kind: kind, at: indexPath)
    }

    private func layoutAttributes(_ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        syncIfNeeded()
        return world.bodies.lazy.compactMap { $0.item as? UICollectionViewLayoutAttributes }.first {
            $0.representedElementCategory == category && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    /// Reads the item's centre, rotation and size again, replacing the animator's own (its velocity stays).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        syncIfNeeded()
        bodies[ObjectIdentifier(item)]?.readState()
        behaviorsDidChange()
    }

    /// The body of `item`, made now if a behaviour holds the item and the animator has not seen it yet.
    func body(for item: any UIDynamicItem) -> DynamicsBody? {
        syncIfNeeded()
        return bodies[ObjectIdentifier(item)]
    }

    // MARK: Running

    /// Something the behaviours do changed: bring the world up to date at the next frame, and resume.
    func behaviorsDidChange() {
        needsSync = true
        for body in world.bodies { body.restTime = 0 }
        guard !isRunning, behaviors.contains(where: { $0.subtree.contains { !$0.dynamicItems.isEmpty } }) else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        originNanoseconds = clock.nowNanoseconds
        stepsSinceOrigin = 0
        link = CADisplayLink(clock: clock, framesPerSecond: UIScreen.main.maximumFramesPerSecond) { [weak self] _ in
            self?.displayFrame()
        }
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        for body in world.bodies {
            body.velocity = .zero
            body.angularVelocity = 0
        }
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func displayFrame() {
        guard isRunning else { return }
        syncIfNeeded()
        guard !world.bodies.isEmpty else { return pause() }

        // The steps due by now, to the nearest (display frames fall on whole nanoseconds, a fraction
        // before the step boundary they stand for).
        let elapsed = clock.nowNanoseconds - originNanoseconds
        let product = elapsed.multipliedFullWidth(by: Self.stepsPerSecond)
        let (sumLow, overflow) = product.low.addingReportingOverflow(500_000_000)
        let due = Int64(1_000_000_000).dividingFullWidth((product.high + (overflow ? 1 : 0), sumLow)).quotient
        let count = min(due - stepsSinceOrigin, Self.maximumStepsPerFrame)
        stepsSinceOrigin = due
        guard count > 0 else { return }
        for _ in 0..<count { step() }

        AnimationTransaction.withoutAnimation {
            for body in world.bodies where !body.isStatic { body.writeBack() }
        }
        let callbacks = pendingCallbacks
        pendingCallbacks.removeAll()
        for callback in callbacks { callback() }
        for behavior in behaviors.flatMap(\.subtree) where behavior.animator === self {
            behavior.action?()
        }
        layout?.invalidateLayout()
        guard isRunning else { return }
        syncIfNeeded()
        if world.bodies.allSatisfy({ $0.isStatic || $0.restTime >= Self.restDuration }) { pause() }
    }

    private func step() {
        let h = Self.stepDuration
        refreshWalls()
        for behavior in behaviors.flatMap(\.subtree) { behavior.applyForces(self) }
        world.step(h)
        totalSteps += 1
        for collision in collisionBehaviors {
            pendingCallbacks += collision.contactCallbacks(world.manifolds, bodies: bodies)
        }
        for body in world.bodies where !body.isStatic {
            let still = body.velocity.length < Self.restLinearSpeed && abs(body.angularVelocity) < Self.restAngularSpeed
            body.restTime = still ? body.restTime + h : 0
        }
    }

    // MARK: The world

    /// Makes the world match the behaviours: one body per item (new items read their state now, items
    /// no behaviour holds any more are let go), materials, joints and collision pairs.
    private func syncIfNeeded() {
        guard needsSync else { return }
        needsSync = false
        let all = behaviors.flatMap(\.subtree)
        var seen = Set<ObjectIdentifier>()
        var ordered: [DynamicsBody] = []
        var map: [ObjectIdentifier: DynamicsBody] = [:]
        for behavior in all {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                let body = bodies[ObjectIdentifier(item)] ?? DynamicsBody(item: item)
                ordered.append(body)
                map[body.identifier] = body
            }
        }
        bodies = map
        world.bodies = ordered

        let itemBehaviors = all.compactMap { $0 as? UIDynamicItemBehavior }
        for body in ordered {
            var material = DynamicsMaterial()
            for behavior in itemBehaviors where behavior.itemList.contains(body.item) { behavior.apply(to: &material) }
            body.setMaterial(material)
        }
        for behavior in itemBehaviors { behavior.applyPendingVelocities(bodies: map) }

        world.joints = all.flatMap { $0.joints(self) }

        collisionBehaviors = all.compactMap { $0 as? UICollisionBehavior }
        var pairKeys = Set<[ObjectIdentifier]>()
        var pairs: [(DynamicsBody, DynamicsBody)] = []
        for collision in collisionBehaviors where collision.collisionMode.contains(.items) {
            let members = collision.items.compactMap { map[ObjectIdentifier($0)] }
            for i in members.indices {
                for j in members.indices where j > i && members[i] !== members[j] {
                    let a = members[i].identifier, b = members[j].identifier
                    guard pairKeys.insert(a < b ? [a, b] : [b, a]).inserted else { continue }
                    pairs.append((members[i], members[j]))
                }
            }
        }
        world.pairs = pairs
        for collision in collisionBehaviors { collision.keepContacts(with: map) }
        refreshWalls()
    }

    /// The boundaries of every collision behaviour, for each of its items (the reference bounds are read now).
    private func refreshWalls() {
        var walls: [(body: DynamicsBody, wall: DynamicsWall)] = []
        let referenceBounds = layout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) } ?? referenceView?.bounds
        for collision in collisionBehaviors where collision.collisionMode.contains(.boundaries) {
            let boundaryWalls = collision.walls(referenceBounds: referenceBounds)
            guard !boundaryWalls.isEmpty else { continue }
            for item in collision.items {
                guard let body = bodies[ObjectIdentifier(item)] else { continue }
                for wall in boundaryWalls { walls.append((body, wall)) }
            }
        }
        world.walls = walls
    }
}
