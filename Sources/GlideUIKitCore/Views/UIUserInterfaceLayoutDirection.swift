/// The direction the interface runs in (UIKit's `UIUserInterfaceLayoutDirection`). Glide's interface runs left to
/// right: its language is English.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight = 0, rightToLeft = 1
}
