// The direction a view's content runs in (the interface's: `UIApplication+LayoutDirection.swift`). Glide's interface runs left to right (English), so a view runs right to
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
