import Foundation

/// Target-action observers of notifications (`addObserver(_:selector:name:object:)`), which Foundation on
/// Linux lacks because it has no Objective-C runtime to send the selector.
///
/// The observer is held weakly, as on iOS 9 and later: once it is deallocated it is no longer called, and
/// its registrations are taken out at the next ``removeObserver(_:)`` on the same center. The method is
/// called with the notification as its argument (as a `Notification`, or an `NSNotification` when the
/// method takes one), or with none for a method that takes no argument.
extension NotificationCenter {
    /// Registers `observer` to have `aSelector` called with each notification named `aName` (any name when
    /// nil) posted by `anObject` (any object when nil).
    ///
    /// Glide differs from Foundation in one way: the method is called on the main actor (every selector
    /// Glide's `glide port` writes names a method of a UIKit class): synchronously when the notification is
    /// posted there, and on the main queue, later, when it is posted on another thread.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakTarget(observer as AnyObject, selector: aSelector)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            target.deliver(notification)
        }
        SelectorObservers.shared.add(center: self, target: target, name: aName, object: anObject, token: token)
    }

    /// Removes every registration of `observer`: the target-action ones made with
    /// ``addObserver(_:selector:name:object:)`` and, as Foundation's own `removeObserver(_:)`, those of a
    /// block observer's token.
    public func removeObserver(_ observer: NSObject) {
        for token in SelectorObservers.shared.remove(center: self, observer: observer, name: nil, object: nil, matchingAll: true) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `aName` (every name when nil) and `anObject` (every object
    /// when nil), the target-action ones included.
    public func removeObserver(_ observer: NSObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(center: self, observer: observer, name: aName, object: anObject, matchingAll: false) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// An observer held weakly, and the selector to send it.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    let selector: Selector

    init(_ object: AnyObject, selector: Selector) {
        self.object = object
        self.selector = selector
    }

    func deliver(_ notification: Notification) {
        // A notification's object and user info are not Sendable; Foundation hands them across threads all the same.
        nonisolated(unsafe) let notification = notification
        if Self.isOnMainQueue {
            MainActor.assumeIsolated { self.perform(notification) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.perform(notification) } }
        }
    }

    /// True on the main thread, or in a block the main queue runs (after `dispatchMain()` a worker thread
    /// serves it, as in a test runner).
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) == true
    }

    /// A mark on the main queue, which `getSpecific` reads back only in blocks the main queue runs.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    @MainActor
    private func perform(_ notification: Notification) {
        guard let object else { return }
        if selector.perform(on: object, sender: notification) { return }
        // A method that takes an NSNotification (Swift 3 code, or one typed for Objective-C).
        if let bridged = (notification as Any) as? NSNotification { selector.perform(on: object, sender: bridged) }
    }
}

/// The target-action registrations, to remove them with their observer.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    private struct Entry {
        weak var center: NotificationCenter?
        let target: WeakTarget
        let name: NSNotification.Name?
        weak var object: AnyObject?
        let hadObject: Bool
        let token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(center: NotificationCenter, target: WeakTarget, name: NSNotification.Name?, object: Any?, token: NSObjectProtocol) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(Entry(center: center, target: target, name: name, object: object.map { $0 as AnyObject }, hadObject: object != nil, token: token))
    }

    /// Takes out the registrations of `observer` on `center` that match, and those of deallocated observers;
    /// returns their block tokens, for the center to remove.
    func remove(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?, matchingAll: Bool) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let objectRef = object.map { $0 as AnyObject }
        var removed: [NSObjectProtocol] = []
        entries.removeAll { entry in
            let gone = entry.target.object == nil
            let mine = entry.center === center && entry.target.object === observer
                && (matchingAll || name == nil || entry.name == name)
                && (matchingAll || objectRef == nil || (entry.hadObject && entry.object === objectRef))
            if (gone && entry.center === center) || mine { removed.append(entry.token) }
            return gone || mine
        }
        return removed
    }
}
