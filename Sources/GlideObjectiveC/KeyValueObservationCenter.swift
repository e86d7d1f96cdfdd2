import Foundation
import Synchronization

/// The registrations of key-value observing and the objects they watch.
///
/// A registration observes a key path from a root object. It watches each key of the path on the object the keys
/// before it lead to (a "link"): `presentedView.frame` on a presentation controller watches `presentedView` on the
/// controller and `frame` on the view it holds, and re-links when `presentedView` changes, as Foundation's nested key
/// paths do. The links are kept in one table keyed by (object, key), which holds the objects weakly; a change with no
/// registration anywhere costs one atomic read.
package enum KeyValueObservationCenter {
    /// One registration: `addObserver(_:forKeyPath:options:context:)` or `observe(_:options:changeHandler:)`.
    final class Registration: @unchecked Sendable {
        weak var root: NSObject?
        let keyPath: String
        let keys: [String]
        let options: NSKeyValueObservingOptions
        /// The old-style observer (nil for a block observation) and its context.
        weak var observer: NSObject?
        /// The observer's identity, which stays known once the weak reference reads nil: an observer removing itself
        /// in its `deinit` (the usual place) is already nil to weak references there.
        let observerID: ObjectIdentifier?
        let isBlock: Bool
        let context: UnsafeMutableRawPointer?
        /// The value at the key path now.
        let read: (NSObject) -> Any?
        /// Delivers one notification: prior or not, the old value (when asked for), the new one (when asked for).
        /// Returns false when the observer is gone (the registration is then dropped).
        let deliver: (_ root: NSObject, _ isPrior: Bool, _ old: Any??, _ new: Any??) -> Bool
        /// The old values of changes in progress (a setter may change the same key again inside its change).
        var pendingOld: [Any?] = []
        var isValid = true

        init(root: NSObject, keyPath: String, options: NSKeyValueObservingOptions, observer: NSObject?, context: UnsafeMutableRawPointer?,
             read: @escaping (NSObject) -> Any?, deliver: @escaping (NSObject, Bool, Any??, Any??) -> Bool) {
            self.root = root
            self.keyPath = keyPath
            self.keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            self.options = options
            self.observer = observer
            self.observerID = observer.map { ObjectIdentifier($0) }
            self.isBlock = observer == nil
            self.context = context
            self.read = read
            self.deliver = deliver
        }

        /// A change of the key at `depth` is about to happen.
        func willChange(depth: Int) {
            guard isValid, let root else { return }
            let old = options.contains(.old) ? read(root) : nil
            pendingOld.append(old)
            if options.contains(.prior) {
                if !deliver(root, true, options.contains(.old) ? .some(old) : .none, .none) { KeyValueObservationCenter.remove(self) }
            }
        }

        /// The key at `depth` changed.
        func didChange(depth: Int) {
            guard isValid, let root else { return }
            if depth < keys.count - 1 { KeyValueObservationCenter.link(self, from: depth + 1) }
            let old = pendingOld.popLast() ?? nil
            let new = options.contains(.new) ? read(root) : nil
            if !deliver(root, false, options.contains(.old) ? .some(old) : .none, options.contains(.new) ? .some(new) : .none) {
                KeyValueObservationCenter.remove(self)
            }
        }
    }

    /// One key of a registration's path, watched on one object.
    final class Link: @unchecked Sendable {
        weak var object: AnyObject?
        let key: String
        let depth: Int
        let registration: Registration

        init(object: AnyObject, key: String, depth: Int, registration: Registration) {
            self.object = object
            self.key = key
            self.depth = depth
            self.registration = registration
        }
    }

    struct Table: @unchecked Sendable {
        var links: [ObjectIdentifier: [Link]] = [:]
        var count = 0
        var mutations = 0

        mutating func add(_ link: Link, for object: AnyObject) {
            sweepIfDue()
            links[ObjectIdentifier(object), default: []].append(link)
            count += 1
        }

        mutating func remove(where shouldRemove: (Link) -> Bool) {
            for (id, list) in links {
                let kept = list.filter { !shouldRemove($0) }
                count -= list.count - kept.count
                links[id] = kept.isEmpty ? nil : kept
            }
        }

        /// Drops links whose object has gone, once every (objects / 2) additions.
        mutating func sweepIfDue() {
            mutations += 1
            guard mutations >= max(1, links.count / 2) else { return }
            mutations = 0
            remove { $0.object == nil || $0.registration.root == nil }
        }
    }

    static let table = Mutex(Table())
    /// How many links exist: zero makes every change notification a single atomic read.
    static let linkCount = Atomic<Int>(0)

    /// The registrations (and depths) watching `key` on `object`, in registration order.
    static func links(of object: AnyObject, key: String) -> [(Registration, Int)] {
        guard linkCount.load(ordering: .relaxed) > 0 else { return [] }
        return table.withLock { table in
            (table.links[ObjectIdentifier(object)] ?? []).compactMap { link in
                link.key == key && link.object === object && link.registration.isValid ? (link.registration, link.depth) : nil
            }
        }
    }

    /// Links `registration` from the key at `depth` to the end of its path, replacing the links it had there.
    static func link(_ registration: Registration, from depth: Int) {
        // The objects along the path are read outside the lock (their getters may be anyone's code).
        var objects: [(AnyObject, Int)] = []
        var current: NSObject? = registration.root
        for index in 0..<depth { current = current.flatMap { object(at: registration.keys[index], of: $0) } }
        for index in depth..<registration.keys.count {
            guard let object = current else { break }
            objects.append((object, index))
            guard index < registration.keys.count - 1 else { break }
            current = self.object(at: registration.keys[index], of: object)
        }
        let count = table.withLock { table in
            table.remove { $0.registration === registration && $0.depth >= depth }
            for (object, index) in objects {
                table.add(Link(object: object, key: registration.keys[index], depth: index, registration: registration), for: object)
            }
            return table.count
        }
        linkCount.store(count, ordering: .relaxed)
    }

    /// The object at `key` of `object`, the next step of a path: nil when there is none (the key is unknown, or holds
    /// nil, a number or a boxed structure, whose parts no setter notifies).
    private static func object(at key: String, of object: NSObject) -> NSObject? {
        guard case .value(let value) = KeyValueCoding.lookUp(key, in: object), let next = value as? NSObject, !(next is NSValue) else { return nil }
        return next
    }

    /// Drops every link whose object or registration's root has gone, now; the links (and the closures their
    /// registrations hold) are released after the lock is dropped.
    static func sweep() {
        let (count, removed) = table.withLock { table -> (Int, [Link]) in
            var removed: [Link] = []
            table.remove { link in
                let dead = link.object == nil || link.registration.root == nil
                if dead { removed.append(link) }
                return dead
            }
            table.mutations = 0
            return (table.count, removed)
        }
        linkCount.store(count, ordering: .relaxed)
        withExtendedLifetime(removed) {}
    }

    /// Stops `registration`.
    static func remove(_ registration: Registration) {
        registration.isValid = false
        let count = table.withLock { table in
            table.remove { $0.registration === registration }
            return table.count
        }
        linkCount.store(count, ordering: .relaxed)
    }

    /// The old-style registrations of `observer` on `object` for `keyPath` (and `context`, when given), newest first.
    static func registrations(of observer: NSObject, on object: NSObject, keyPath: String,
                              context: UnsafeMutableRawPointer??) -> [Registration] {
        table.withLock { table in
            var seen: [Registration] = []
            for link in table.links[ObjectIdentifier(object)] ?? [] where link.depth == 0 && link.object === object {
                let r = link.registration
                let sameObserver = r.observer === observer || (r.observer == nil && r.observerID == ObjectIdentifier(observer))
                guard r.isValid, !r.isBlock, sameObserver, r.keyPath == keyPath else { continue }
                if let context, r.context != context { continue }
                if !seen.contains(where: { $0 === r }) { seen.append(r) }
            }
            return seen.reversed()
        }
    }

    /// Starts `registration`: links its path and sends the initial notification when asked for.
    static func start(_ registration: Registration) {
        link(registration, from: 0)
        guard registration.options.contains(.initial), let root = registration.root else { return }
        let new = registration.options.contains(.new) ? registration.read(root) : nil
        if !registration.deliver(root, false, .none, registration.options.contains(.new) ? .some(new) : .none) { remove(registration) }
    }

    /// Tells the registrations watching `key` on `object` that it is about to change.
    package static func willChange(_ object: NSObject, key: String) {
        for (registration, depth) in links(of: object, key: key) { registration.willChange(depth: depth) }
    }

    /// Tells the registrations watching `key` on `object` that it changed.
    package static func didChange(_ object: NSObject, key: String) {
        for (registration, depth) in links(of: object, key: key) { registration.didChange(depth: depth) }
    }

    /// True when anything observes `key` on `object` (the engine skips work otherwise).
    package static func isObserved(_ object: NSObject, key: String) -> Bool { !links(of: object, key: key).isEmpty }
}
