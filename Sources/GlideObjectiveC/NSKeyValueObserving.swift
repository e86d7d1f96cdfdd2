import Foundation

/// An observer of key-value changes: what `addObserver(_:forKeyPath:options:context:)` sends each change to.
///
/// On iOS `observeValue(forKeyPath:of:change:context:)` is a method of `NSObject` (the Objective-C informal protocol
/// of this name) that observers override. Glide differs: Swift on Linux cannot add an overridable method to
/// Foundation's `NSObject`, so the method is declared by Glide's `UIResponder` (views, view controllers, the
/// application) and `CALayer`, whose subclasses override it as on iOS, and by this protocol, which any other observer
/// conforms to (`glide port` adds the conformance to an `NSObject` subclass that overrides the method, and drops its
/// `override`). An observer that is neither is sent nothing: registering it stops with the exception iOS raises when
/// such a notification arrives ("message was received but not handled").
public protocol NSKeyValueObserving: AnyObject {
    /// Called synchronously, in the setter of the observed property, once after each change (and once before it
    /// with ``NSKeyValueObservingOptions/prior``).
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}
