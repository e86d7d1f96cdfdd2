// Objective-C associated objects without the Objective-C runtime: the "stored property in an extension" pattern
//
//     private var badgeKey: UInt8 = 0
//     extension UIView {
//         var badge: String? {
//             get { objc_getAssociatedObject(self, &badgeKey) as? String }
//             set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
//         }
//     }
//
// builds and behaves as on iOS. The values live in one side table keyed by (owner, key pointer); it holds its owners
// weakly, so it never keeps one alive, and it recognises an entry whose owner has gone even when a new object was
// allocated at the same address (its `ObjectIdentifier` reused).
import Synchronization

/// How `objc_setAssociatedObject` holds a value: UIKit's (the Objective-C runtime's) policies, with their raw values.
///
/// Glide differs from the runtime in two deliberate ways: `COPY` policies keep the value as given (Swift values are
/// already copies; a class instance is not sent `copy()`, there being no `NSCopying` dispatch to rely on), and
/// `ASSIGN` keeps a class instance weakly, so reading it after it was deallocated gives `nil` where the runtime would
/// hand back a dangling pointer. A value that is not a class instance (a `Bool`, an `Int`, a `String`) is kept as is
/// under `ASSIGN`: on iOS these bridge to tagged or immortal objects, which is why such code works there.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// An unretained reference (Glide: a weak one; see the type's note).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set without a lock in the runtime (Glide's table is always locked).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (Glide: the value as given; see the type's note), set without a lock in the runtime.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy (Glide: the value as given; see the type's note), set atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (compared by address: pass `&someStaticVariable`), replacing and
/// releasing what was there; `nil` removes the association.
///
/// As in the runtime, `object` is used as a class instance: a value type is boxed anew on each call, so an
/// association on one is never found again. Safe to call from any thread (one `Mutex` guards the table); the value
/// itself is not made `Sendable` by it, as on iOS. Glide differs from the runtime in when a deallocated owner's values
/// are released: not during its `deinit` (Linux has no hook there) but lazily, by a later
/// `objc_setAssociatedObject` or `objc_removeAssociatedObjects` call, which sweeps the table once every (owners / 2)
/// such calls (at every call while it holds three or fewer owners).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let stored = value.map { AssociatedObjects.Stored($0, policy: policy) }
    // Values replaced or swept are released after the lock is dropped: their deinit may use the table.
    let released = AssociatedObjects.table.withLock { table in
        table.set(owner: owner, key: UInt(bitPattern: key), value: stored)
    }
    withExtendedLifetime(released) {}
}

/// The value associated with `object` under `key`, or `nil` (never set, removed, or, under `ASSIGN`, deallocated).
@discardableResult
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    return AssociatedObjects.table.withLock { table in
        AssociatedObjects.Found(table.value(owner: owner, key: UInt(bitPattern: key)))
    }.value
}

/// Removes every association of `object` (as the runtime does, including those other code made; Apple's
/// documentation advises setting `nil` under your own keys instead).
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = object as AnyObject
    let released = AssociatedObjects.table.withLock { table in
        table.removeAll(owner: owner)
    }
    withExtendedLifetime(released) {}
}

/// The side table behind the `objc_…AssociatedObject` functions.
enum AssociatedObjects {
    /// A value as its policy holds it.
    struct Stored {
        private let strong: Any?
        private weak var weak: AnyObject?

        init(_ value: Any, policy: objc_AssociationPolicy) {
            if policy == .OBJC_ASSOCIATION_ASSIGN, type(of: value) is AnyClass {
                strong = nil
                weak = value as AnyObject
            } else {
                strong = value
                weak = nil
            }
        }

        var value: Any? { strong ?? weak }
    }

    /// One owner's associations, with the owner held weakly to tell it from a later object at the same address.
    struct Entry {
        weak var owner: AnyObject?
        var values: [UInt: Stored]
    }

    /// A value leaving the lock (the table's contents are reached only under it; handing a value out is what the
    /// runtime does too, and what the caller asked for).
    struct Found: @unchecked Sendable {
        let value: Any?
        init(_ value: Any?) { self.value = value }
    }

    /// What a change released, to be dropped outside the lock.
    struct Released: @unchecked Sendable {
        var values: [Any] = []
    }

    /// `@unchecked Sendable`: it is reached only through `table`'s lock; the owners and values in it are any
    /// thread's, as the runtime's are.
    struct Table: @unchecked Sendable {
        private(set) var entries: [ObjectIdentifier: Entry] = [:]
        /// Mutations since the last sweep of dead owners.
        private var mutations = 0

        /// The live entry for `owner`: nil when there is none, or when the one under its identifier belonged to an
        /// object that has gone (its weak reference reads nil, or another object).
        private func live(_ owner: AnyObject) -> Entry? {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry
        }

        func value(owner: AnyObject, key: UInt) -> Any? {
            live(owner)?.values[key]?.value
        }

        mutating func set(owner: AnyObject, key: UInt, value: Stored?) -> Released {
            var released = sweepIfDue()
            let id = ObjectIdentifier(owner)
            var entry = live(owner) ?? Entry(owner: owner, values: [:])
            if entries[id] != nil, live(owner) == nil {
                // A dead owner's entry under a reused identifier: its values go now.
                released.values.append(contentsOf: entries[id]!.values.values.compactMap(\.value))
            }
            if let old = entry.values[key]?.value { released.values.append(old) }
            entry.values[key] = value
            entries[id] = entry.values.isEmpty ? nil : entry
            return released
        }

        mutating func removeAll(owner: AnyObject) -> Released {
            var released = sweepIfDue()
            if let entry = entries.removeValue(forKey: ObjectIdentifier(owner)) {
                released.values.append(contentsOf: entry.values.values.compactMap(\.value))
            }
            return released
        }

        /// Drops the entries of deallocated owners once every `entries.count / 2` mutations (at every mutation while
        /// there are three or fewer owners): amortised constant time per call.
        private mutating func sweepIfDue() -> Released {
            mutations += 1
            guard mutations >= max(1, entries.count / 2) else { return Released() }
            return sweep()
        }

        /// Drops the entries of deallocated owners now.
        mutating func sweep() -> Released {
            mutations = 0
            var released = Released()
            for (id, entry) in entries where entry.owner == nil {
                released.values.append(contentsOf: entry.values.values.compactMap(\.value))
                entries[id] = nil
            }
            return released
        }
    }

    static let table = Mutex(Table())
}

/// What the runtime's side tables in Glide still hold for objects that have gone (associated values, key-value
/// observations), released now rather than at the tables' next sweep. On iOS they go with their owner's `deinit`; a
/// check calls this before it asks what of a dropped scene is still alive.
package enum RuntimeSideTables {
    package static func releaseWhatDeallocatedObjectsHeld() {
        let released = AssociatedObjects.table.withLock { $0.sweep() }
        withExtendedLifetime(released) {}
        KeyValueObservationCenter.sweep()
    }
}
