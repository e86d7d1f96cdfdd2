import Foundation
import GlideObjectiveC
import GlideUIKit
import Synchronization
import Testing

// Keys as real code declares them: file-scope variables whose addresses are the keys.
nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var otherKey: UInt8 = 0
private enum AssociatedKeys {
    nonisolated(unsafe) static var isBack: UInt8 = 0
}

/// The "stored property in an extension" pattern, as the unseen YYTransition file writes it.
extension UIView {
    fileprivate var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
    fileprivate var isBack: Bool {
        get { objc_getAssociatedObject(self, &AssociatedKeys.isBack) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &AssociatedKeys.isBack, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}

/// Counts its instances alive, to see when the table releases a value.
private final class Tracked {
    nonisolated(unsafe) static var alive = 0
    init() { Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
}

private final class Owner: Sendable {}

@MainActor
@Suite(.serialized) struct AssociatedObjectsTests {
    @Test func storedPropertyInAnExtension() {
        let view = UIView()
        #expect(view.badge == nil)
        view.badge = "3"
        #expect(view.badge == "3")
        view.badge = "4"
        #expect(view.badge == "4")
        view.badge = nil
        #expect(view.badge == nil)
        // A Bool under ASSIGN survives, as bridged booleans do on iOS.
        #expect(view.isBack == false)
        view.isBack = true
        #expect(view.isBack == true)
        #expect(UIView().isBack == false)
    }

    @Test func keysAndOwnersAreSeparate() {
        let a = Owner(), b = Owner()
        objc_setAssociatedObject(a, &badgeKey, "a-badge", .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(a, &otherKey, 7, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(b, &badgeKey, "b-badge", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, &badgeKey) as? String == "a-badge")
        #expect(objc_getAssociatedObject(a, &otherKey) as? Int == 7)
        #expect(objc_getAssociatedObject(b, &badgeKey) as? String == "b-badge")
        #expect(objc_getAssociatedObject(b, &otherKey) == nil)
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &badgeKey) == nil)
        #expect(objc_getAssociatedObject(a, &otherKey) == nil)
        #expect(objc_getAssociatedObject(b, &badgeKey) as? String == "b-badge")
        objc_removeAssociatedObjects(b)
    }

    @Test func retainKeepsTheValueAndReplacingReleasesIt() {
        let owner = Owner()
        let before = Tracked.alive
        do {
            objc_setAssociatedObject(owner, &badgeKey, Tracked(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(Tracked.alive == before + 1)
        #expect(objc_getAssociatedObject(owner, &badgeKey) is Tracked)
        objc_setAssociatedObject(owner, &badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(Tracked.alive == before)
    }

    @Test func ownerDeallocationReleasesTheValueAndNeverLeaksIntoAReusedIdentity() {
        let before = Tracked.alive
        weak var value: Tracked?
        do {
            let owner = Owner()
            let tracked = Tracked()
            value = tracked
            objc_setAssociatedObject(owner, &badgeKey, tracked, .OBJC_ASSOCIATION_RETAIN)
        }
        // The owner is gone; the table did not keep it alive. Its value goes within the next (owners / 2) changes
        // to the table (at the next one here, with so few owners).
        let next = Owner()
        for i in 0..<4 { objc_setAssociatedObject(next, &otherKey, i, .OBJC_ASSOCIATION_RETAIN) }
        #expect(value == nil)
        #expect(Tracked.alive == before)
        // Objects allocated where old owners were (the same ObjectIdentifier) never see their values.
        for _ in 0..<50 {
            let owner = Owner()
            #expect(objc_getAssociatedObject(owner, &badgeKey) == nil)
            objc_setAssociatedObject(owner, &badgeKey, "mine", .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(owner, &badgeKey) as? String == "mine")
        }
        objc_removeAssociatedObjects(next)
    }

    @Test func assignDoesNotRetain() {
        let owner = Owner()
        let before = Tracked.alive
        weak var value: Tracked?
        do {
            let tracked = Tracked()
            value = tracked
            objc_setAssociatedObject(owner, &badgeKey, tracked, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &badgeKey) as? Tracked === tracked)
        }
        #expect(value == nil)
        #expect(Tracked.alive == before)
        #expect(objc_getAssociatedObject(owner, &badgeKey) == nil)
        objc_removeAssociatedObjects(owner)
    }

    /// The runtime's functions are callable from any thread; so are Glide's (one Mutex). Eight threads set, read
    /// and remove on their own owners and on one shared owner; every thread reads back what it set under its key.
    @Test func usableFromManyThreadsAtOnce() {
        let shared = Owner()
        nonisolated(unsafe) var keys = [UInt8](repeating: 0, count: 8)
        let mismatches = Mutex(0)
        keys.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                let key = UnsafeRawPointer(base + thread)
                for round in 0..<500 {
                    let own = Owner()
                    objc_setAssociatedObject(own, key, round, .OBJC_ASSOCIATION_RETAIN)
                    objc_setAssociatedObject(shared, key, thread * 1000 + round, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    let mine = objc_getAssociatedObject(own, key) as? Int
                    let sharedValue = objc_getAssociatedObject(shared, key) as? Int
                    if mine != round || sharedValue != thread * 1000 + round { mismatches.withLock { $0 += 1 } }
                    objc_removeAssociatedObjects(own)
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
        objc_removeAssociatedObjects(shared)
    }

    @Test func policiesHaveTheRuntimesRawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
    }

    /// A dead owner's values wait for the table's next sweep (every owners / 2 calls); a check asking what of a dropped
    /// scene is still alive releases them first, as iOS releases them in the owner's `deinit`.
    @Test func whatADeadOwnerHeldIsReleasedWhenAsked() {
        final class Value {}
        // Live owners, so that the table sweeps only every few calls.
        let others = (0..<20).map { _ in NSObject() }
        for other in others { objc_setAssociatedObject(other, &otherKey, Value(), .OBJC_ASSOCIATION_RETAIN) }
        weak var kept: Value?
        do {
            let owner = NSObject()
            let value = Value()
            kept = value
            objc_setAssociatedObject(owner, &badgeKey, value, .OBJC_ASSOCIATION_RETAIN)
        }
        // (Not asserted alive here: another test's calls may sweep the shared table meanwhile.)
        RuntimeSideTables.releaseWhatDeallocatedObjectsHeld()
        #expect(kept == nil)
        for other in others { objc_removeAssociatedObjects(other) }
    }
}
