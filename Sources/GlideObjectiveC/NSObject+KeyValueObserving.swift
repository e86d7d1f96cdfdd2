import Foundation

// Key-value observing without the Objective-C runtime, which on iOS swaps an observed object's class for one whose
// setters notify. Glide's classes notify from their own setters (views, scroll views, layers, property animators,
// view controllers, navigation controllers; see each class's "Key-value observing" note), synchronously, as KVO does.

extension NSObject {
    /// Registers `observer` for changes of the value at `keyPath` (a dotted path is followed, re-linking when a key
    /// before its end changes). Each change is sent to the observer's
    /// `observeValue(forKeyPath:of:change:context:)` from inside the setter; `.initial` sends one at once.
    ///
    /// The observed object does not keep `observer` alive, as on iOS; a registration whose observer has gone is
    /// dropped. Glide differs from iOS: the observer must declare `observeValue(forKeyPath:of:change:context:)`
    /// through a Glide class or ``NSKeyValueObserving`` (see there), and only the properties Glide's classes notify
    /// for, and your own calls of `willChangeValue(forKey:)`/`didChangeValue(forKey:)`, are ever sent.
    @_disfavoredOverload
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard observer is any NSKeyValueObserving else {
            preconditionFailure("\(type(of: observer)): An -observeValueForKeyPath:ofObject:change:context: message would be received but not handled: "
                + "the observer declares no observeValue(forKeyPath:of:change:context:) Glide can call (make it conform to NSKeyValueObserving).")
        }
        let firstKey = String(keyPath.prefix { $0 != "." })
        if let coded = self as? any KeyValueCodingClass, !coded.keyValueObservingNotifies(forKey: firstKey) {
            preconditionFailure("Glide's \(type(of: self)) does not notify changes of \(firstKey): observing it would hear nothing (see docs/porting.md for the properties that notify).")
        }
        let registration = KeyValueObservationCenter.Registration(
            root: self, keyPath: keyPath, options: options, observer: observer, context: context,
            read: { KeyValueBoxing.box($0.value(forKeyPath: keyPath)) },
            deliver: { [weak observer] root, isPrior, old, new in
                guard let observer = observer as? any NSKeyValueObserving else { return false }
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
                if case .some(let old) = old { change[.oldKey] = old ?? NSNull() }
                if case .some(let new) = new { change[.newKey] = new ?? NSNull() }
                if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
                observer.observeValue(forKeyPath: keyPath, of: root, change: change, context: context)
                return true
            })
        KeyValueObservationCenter.start(registration)
    }

    /// Removes the most recent registration of `observer` for `keyPath` with `context`; stops the program when there
    /// is none, as iOS does ("cannot remove an observer … because it is not registered as an observer").
    @_disfavoredOverload
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(of: observer, keyPath: keyPath, context: .some(context))
    }

    /// Removes the most recent registration of `observer` for `keyPath`, whatever its context.
    @_disfavoredOverload
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(of: observer, keyPath: keyPath, context: .none)
    }

    private func removeRegistration(of observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer??) {
        guard let registration = KeyValueObservationCenter.registrations(of: observer, on: self, keyPath: keyPath, context: context).first else {
            preconditionFailure("Cannot remove an observer <\(type(of: observer))> for the key path \"\(keyPath)\" from <\(type(of: self))> because it is not registered as an observer.")
        }
        KeyValueObservationCenter.remove(registration)
    }

    /// Tells the observers of `key` that its value is about to change (a setter that notifies by hand calls it first).
    @_disfavoredOverload
    public func willChangeValue(forKey key: String) {
        KeyValueObservationCenter.willChange(self, key: key)
    }

    /// Tells the observers of `key` that its value changed (after ``willChangeValue(forKey:)``).
    @_disfavoredOverload
    public func didChangeValue(forKey key: String) {
        KeyValueObservationCenter.didChange(self, key: key)
    }

    /// Runs `change` between ``willChangeValue(forKey:)`` and ``didChangeValue(forKey:)``: the engine's setters
    /// notify this way.
    package func changingValue<T>(forKey key: String, _ change: () throws -> T) rethrows -> T {
        guard KeyValueObservationCenter.linkCount.load(ordering: .relaxed) > 0 else { return try change() }
        willChangeValue(forKey: key)
        defer { didChangeValue(forKey: key) }
        return try change()
    }
}

/// The types `observe(_:options:changeHandler:)` is declared for: every `NSObject`.
///
/// Glide differs from Foundation in the name only: Apple's protocol is `_KeyValueCodingAndObserving`, whose leading
/// underscore marks no API in Glide.
public protocol KeyValueCodingAndObserving {}

extension NSObject: KeyValueCodingAndObserving {}

extension KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`, calling `changeHandler` with the object and the change, from inside the
    /// setter, until the returned observation is invalidated or deallocated.
    ///
    /// Glide differs from Foundation: a Swift key path has no name on Linux, so Glide matches it against the
    /// properties its UIKit and Core Animation classes notify for (a view's `frame`, a scroll view's `contentOffset`, a
    /// layer's `position` …; docs/porting.md lists them); a key path it does not know, a property of your own class
    /// among them, stops the program with a message naming it.
    @preconcurrency
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        guard let object = self as? NSObject else { preconditionFailure("key-value observing needs an NSObject") }
        guard let coded = type(of: object) as? any KeyValueCodingClass.Type,
              let key = coded.keyValueCodingKey(of: keyPath, rootedAt: Self.self) else {
            preconditionFailure("Glide cannot observe \(keyPath) of \(Self.self): key-value observing reaches the properties of "
                + "Glide's UIKit and Core Animation classes that notify (see docs/porting.md), not properties found by name at run time.")
        }
        let registration = KeyValueObservationCenter.Registration(
            root: object, keyPath: key, options: options, observer: nil, context: nil,
            read: { ($0 as! Self)[keyPath: keyPath] },
            deliver: { root, isPrior, old, new in
                let change = NSKeyValueObservedChange<Value>(
                    kind: .setting, newValue: new.flatMap { $0 as? Value }, oldValue: old.flatMap { $0 as? Value },
                    indexes: nil, isPrior: isPrior)
                changeHandler(root as! Self, change)
                return true
            })
        KeyValueObservationCenter.start(registration)
        return NSKeyValueObservation(registration)
    }
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until ``invalidate()`` or its deallocation.
///
/// It holds the observed object weakly and the change handler strongly, as Foundation's does.
public class NSKeyValueObservation: NSObject {
    private let registration: KeyValueObservationCenter.Registration

    init(_ registration: KeyValueObservationCenter.Registration) {
        self.registration = registration
        super.init()
    }

    /// Stops the observation (calling it again does nothing).
    public func invalidate() {
        guard registration.isValid else { return }
        KeyValueObservationCenter.remove(registration)
    }

    deinit { invalidate() }
}
