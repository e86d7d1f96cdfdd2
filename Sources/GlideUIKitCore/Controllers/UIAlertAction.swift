import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`): its title, its style and what a tap on it does.
///
/// Glide differs: the button is not drawn and the simulated user taps nothing; a test taps it with
/// ``UIAlertController/glideTap(_:)``, which dismisses the alert and then calls ``handler``, as a tap does on iOS.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button looks and where it goes (UIKit's `UIAlertAction.Style`, with its raw values).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// A regular button.
        case `default` = 0
        /// The button that cancels: one per alert, placed apart from the others.
        case cancel = 1
        /// A button that destroys data, drawn in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button can be tapped (a disabled button ignores ``UIAlertController/glideTap(_:)``).
    open var isEnabled = true
    /// Called with the action after the alert is dismissed by a tap on it.
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// An action titled `title` in `style`, calling `handler` when tapped.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
