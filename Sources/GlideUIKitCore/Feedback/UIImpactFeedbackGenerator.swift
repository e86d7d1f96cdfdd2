import Foundation

/// A generator of haptics for physical impacts (UIKit's `UIImpactFeedbackGenerator`): a view snapping
/// into place, a sheet reaching a detent. Glide records each impact (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2
        case soft = 3, rigid = 4
    }

    /// The style this generator plays.
    package let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts.
    override public convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity`, 0 to 1 (clamped, as UIKit does).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style: style, intensity: min(max(intensity, 0), 1)))
    }
}
