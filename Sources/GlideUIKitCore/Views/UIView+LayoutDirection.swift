// The direction a view's content runs in. Glide's interface runs left to right (English), so a view runs right to
// left only when its semantic content attribute forces it, as UIKit's do in a left-to-right interface.
extension UIView {
    /// The direction this view lays out in: right to left only under `.forceRightToLeft`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction a view with `attribute` lays out in, in Glide's left-to-right interface.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIApplication {
    /// The interface's direction: left to right (Glide's language is English).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
