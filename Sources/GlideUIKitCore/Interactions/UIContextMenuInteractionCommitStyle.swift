import Foundation

/// How the menu goes when the user taps its preview (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu goes with no animation of its own.
    case dismiss = 0
    /// The preview grows into place (the app shows its view controller in a completion).
    case pop
}
