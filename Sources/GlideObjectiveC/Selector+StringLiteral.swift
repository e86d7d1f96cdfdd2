/// A selector written as a string literal (`action: "handleTap"`), which Swift on iOS still accepts (with a warning
/// that `#selector` is preferred), as Objective-C's `Selector` is `ExpressibleByStringLiteral`.
///
/// Glide differs from UIKit here: the literal only names the method, as ``Selector/init(_:)`` does. On iOS the runtime
/// looks the name up when the action is sent (and stops the app if nothing answers it); Linux has no runtime to look
/// it up in, so sending a name-only selector calls nothing. Write `#selector(method)` (which `glide port` turns into a
/// performable selector) to have the action called.
extension Selector: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

/// The selector's name (`interactivePopGestureRecognizer`, `handlePan:`), as Foundation's function returns it.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// A selector that only names a method, as ``Selector/init(_:)`` makes it.
///
/// Glide differs from Foundation here: the runtime would find the method by its name when the selector is performed;
/// Linux has none, so performing the selector calls nothing.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
