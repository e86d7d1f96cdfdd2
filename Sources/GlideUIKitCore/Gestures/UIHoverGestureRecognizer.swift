import Foundation

/// Recognizes a pointer hovering over a view (UIKit's `UIHoverGestureRecognizer`, iPad and Mac).
///
/// Glide differs: its scene is an iPhone with no pointer, so no hover begins and the recognizer stays `.possible`, as on
/// an iPhone; it builds and can be added as written, and `zOffset` and the hovering location answer as with no pointer.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pencil's distance above the screen (0 with no hover).
    open var zOffset: CGFloat { 0 }
}
