import Foundation

/// What the screen showed of a transition's views at one instant: each view of the transition's stage that shows and
/// is not animating, where it is in the window, its alpha down the chain and its drawn corner radius. Invariant 39
/// compares the picture at the animation's last frame with the one right after the transition ended.
public struct ScreenPicture: Sendable, Hashable, Codable {
    /// One view as it showed.
    public struct Shown: Sendable, Hashable, Codable {
        /// The view's id (``ViewSnapshot/id``), and its superview's.
        public var id: String
        public var superview: String?
        /// The view's bounds in the window's coordinates.
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// The product of the alphas from the window down to the view.
        public var alpha: Double
        /// The layer's corner radius where it shows (a background colour or clipping draws it), else 0.
        public var cornerRadius: Double
        /// True for a plain `UIView` that draws nothing of its own (no background colour, border, shadow, contents or
        /// sublayers of its own, no clipping): a container whose move nobody sees; its subviews show for themselves.
        public var drawsNothing: Bool = false

        /// The view's bounds in the window, as a rectangle.
        var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
        /// "(x, y, width, height)".
        var frameText: String { CheckFormat.rect(rect) }
    }

    /// Seconds since the transition was asked for.
    public var time: Double
    public var views: [Shown]

    /// The view `id` as it showed, if it did.
    public func view(_ id: String) -> Shown? { views.first { $0.id == id } }
}
