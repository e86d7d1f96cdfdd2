/// Whether a view's content flips in a right-to-left interface (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Flips with the interface.
    case unspecified = 0
    /// Playback controls, which never flip.
    case playback
    /// Directional controls (a joystick), which never flip.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
