import Foundation

// Hiding the bars by swiping and tapping (`hidesBarsOnSwipe`, `hidesBarsOnTap`): UIKit's recognizers on the navigation
// controller's view, installed while the property is on. A swipe up (the content scrolling on) hides the navigation
// bar and the toolbar, a swipe down shows them; a tap toggles them.
extension UINavigationController {
    /// The pan that hides and shows the bars when ``hidesBarsOnSwipe`` is on (in the view only then).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe }
    /// The tap that hides and shows the bars when ``hidesBarsOnTap`` is on (in the view only then).
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap }

    func installBarHidingRecognizers() {
        let hiding = barHiding
        for (recognizer, on) in [(hiding.swipe as UIGestureRecognizer, hidesBarsOnSwipe), (hiding.tap, hidesBarsOnTap)] {
            if on, recognizer.view !== view {
                view.addGestureRecognizer(recognizer)
            } else if !on, let holder = recognizer.view {
                holder.removeGestureRecognizer(recognizer)
            }
        }
    }

    /// Hides or shows the navigation bar and, when it shows, the toolbar.
    func setBarsHidden(_ hidden: Bool) {
        guard isNavigationBarHidden != hidden else { return }
        setNavigationBarHidden(hidden, animated: true)
        if storedToolbar != nil, !(toolbar.items ?? []).isEmpty { setToolbarHidden(hidden, animated: true) }
    }
}
