import Foundation

/// An event of button or key presses (UIKit's `UIPressesEvent`), passed to ``UIResponder/pressesBegan(_:with:)`` and
/// its siblings.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    open var allPresses: Set<UIPress> { presses }

    private let presses: Set<UIPress>

    /// The presses that `gesture` receives: none (Glide's recognizers read touches only).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }

    /// An event of `presses` at `timestamp` seconds (Glide's; UIKit's events come from the system).
    package init(presses: Set<UIPress>, timestamp: TimeInterval) {
        self.presses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
