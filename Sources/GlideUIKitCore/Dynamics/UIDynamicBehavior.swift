import Foundation

/// A configuration of physics for dynamic items (UIKit's `UIDynamicBehavior`): the base class of the
/// primitive behaviours, and of your own composite behaviours, which add primitive ones as children
/// and react to each animation step in ``action``.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The child behaviours, in the order added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Called by the animator at every animation step (each display frame, after the items moved).
    open var action: (() -> Void)?

    /// The animator this behaviour (or the behaviour it is a child of) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    weak var animator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public override init() {
        super.init()
    }

    /// Adds a child behaviour; its items and forces join the animator this behaviour is in.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parent == nil, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator { behavior.move(to: animator) }
        animator?.behaviorsDidChange()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        let animator = self.animator
        if animator != nil { behavior.move(to: nil) }
        animator?.behaviorsDidChange()
    }

    /// Called just before the behaviour is added to an animator, or removed from one (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Moves this behaviour and its descendants into an animator (or out, with nil), telling each first.
    func move(to newAnimator: UIDynamicAnimator?) {
        willMove(to: newAnimator)
        animator = newAnimator
        for child in childBehaviors { child.move(to: newAnimator) }
    }

    /// This behaviour and its descendants, parents first.
    var subtree: [UIDynamicBehavior] {
        [self] + childBehaviors.flatMap(\.subtree)
    }

    // MARK: What the animator asks of each primitive behaviour

    /// The items this behaviour acts on (its own, not its children's).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Adds this behaviour's forces and impulses for the next step.
    func applyForces(_ animator: UIDynamicAnimator) {}

    /// This behaviour's joints, bound to the animator's bodies.
    func joints(_ animator: UIDynamicAnimator) -> [DynamicsJoint] { [] }

    /// Tells the animator that what this behaviour does has changed, so that it resumes.
    func behaviorDidChange() {
        animator?.behaviorsDidChange()
    }
}

/// Items kept once each, in the order added (the item arrays of the primitive behaviours).
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem]) {
        for item in items { _ = add(item) }
    }

    /// Adds `item` unless present; true when it was added.
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; true when it was there.
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
