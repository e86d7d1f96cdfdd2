import Foundation
import GlideUIKitCore

/// The walks over a window's gesture recognizers that the checker's parts share: touch exploration, the
/// gesture watcher of touch scenarios, flows, and the handler-trace check.
@MainActor
package enum GestureRecognizers {
    /// Every gesture recognizer in `view`'s tree (`view`'s own first), in tree order; with `skippingHidden`,
    /// none under a hidden view.
    package static func all(in view: UIView, skippingHidden: Bool = false) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        func visit(_ view: UIView) {
            if skippingHidden, view.isHidden { return }
            found += view.gestureRecognizers ?? []
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return found
    }

    /// True for a scroll view's own pan with no target but the scroll view (and `observer`, a checker's own
    /// target): UIKit's, with no app handler to judge.
    package static func isOwnPanOnly(_ recognizer: UIGestureRecognizer, besides observer: AnyObject? = nil) -> Bool {
        recognizer.view is UIScrollView && recognizer === (recognizer.view as? UIScrollView)?.panGestureRecognizer
            && recognizer.targetObjects.allSatisfy { $0 === recognizer.view || (observer != nil && $0 === observer) }
    }
}
