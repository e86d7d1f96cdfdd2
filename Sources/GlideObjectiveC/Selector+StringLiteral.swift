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
