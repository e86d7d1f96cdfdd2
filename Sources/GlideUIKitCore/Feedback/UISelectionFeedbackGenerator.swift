import Foundation

/// A generator of haptics for a change of selection (UIKit's `UISelectionFeedbackGenerator`): a picker's
/// tick. Glide records each one (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    override public init() { super.init() }

    /// Plays the selection-changed haptic.
    open func selectionChanged() { record(.selectionChanged) }
}
