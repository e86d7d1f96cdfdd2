/// An object that answers `responds(to:)` itself: a delegate proxy that says it has the methods of the delegate it
/// stands for (`super.responds(to: aSelector) || delegate?.responds(to: aSelector) == true`).
///
/// On iOS `responds(to:)` is a method of `NSObject` that such a class overrides, and the runtime (UIKit, the app's
/// own code) asks it. Glide differs: Swift on Linux cannot add an overridable method to Foundation's `NSObject`, so
/// `glide port` drops the `override`, makes the class conform to this protocol, and writes the module's
/// ``GlideMethodTable`` for the questions the runtime answered: ``GlideMethodTable/responds(_:to:)`` asks an object
/// that conforms, and ``GlideMethodTable/classResponds(_:to:)`` gives what `super.responds(to:)` gave (the class's own
/// methods). Glide forwards no messages: `forwardingTarget(for:)` stays a method of the class, which only its own
/// module calls, and a requirement the proxy does not implement is answered by its default, not by the delegate.
@MainActor
public protocol GlideRespondsToSelector: AnyObject {
    /// Whether the object has the method `aSelector` names, as `NSObject`'s `responds(to:)` answers on iOS.
    func responds(to aSelector: Selector!) -> Bool
}
