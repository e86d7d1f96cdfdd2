/// An object whose methods a selector made only from a name reaches: the Objective-C runtime finds a method by its
/// name in the target's class, which Swift on Linux cannot do for a name-only `Selector("handlePan:")`. A type of
/// Glide's that UIKit code targets by name conforms, listing its methods (UIKit's `_UINavigationInteractiveTransition`,
/// the delegate of `interactivePopGestureRecognizer`, whose `handleNavigationTransition:` apps add to a full-screen pan).
/// ``Selector/perform(on:sender:event:)`` and ``Selector/canPerform(on:)`` consult it.
@MainActor
public protocol GlideNamedMethods: AnyObject {
    /// The object's methods by their Objective-C names (`handleNavigationTransition:`), each a performable selector.
    var glideMethodsByName: [String: Selector] { get }
}
