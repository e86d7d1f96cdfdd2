import Foundation
import GlideObjectiveC

/// The pan a scroll view owns (UIKit's private `UIScrollViewPanGestureRecognizer`, handed out as
/// ``UIScrollView/panGestureRecognizer``, typed `UIPanGestureRecognizer` as in UIKit).
///
/// What it adds to a plain pan, as UIKit's does:
/// - it begins only along an axis the scroll view can scroll (its content is larger than the
///   bounds, or `alwaysBounce…` is set) — a vertical list does not take a sideways drag, so a
///   sideways swipe on it reaches the recognizers behind it; measured behaviour of `UITableView`,
///   whose horizontal swipes reach its cells' swipe actions and a navigation controller's pop;
/// - a finger coming down stops a decelerating or animating scroll where it is, and the scroll
///   view is ``UIScrollView/isTracking`` from the touch down to the lift (Apple's `isTracking`:
///   "true if the user has touched the content view but might not have yet started dragging it");
/// - it accepts a trackpad's scroll (`allowedScrollTypesMask` `.all`): scroll views scroll with
///   two fingers on a trackpad since iPadOS 13.4 (WWDC 2020, "Handle trackpad and mouse input").
@preconcurrency @MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedScrollTypesMask = .all
    }

    override func shouldTryToBegin() -> Bool {
        guard super.shouldTryToBegin(), let scrollView else { return false }
        let t = translation(in: nil), h = Self.hysteresis
        return (scrollView.scrollsHorizontally && abs(t.x) >= h) || (scrollView.scrollsVertically && abs(t.y) >= h)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerTouchedDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        liftedIfLast(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        liftedIfLast(touches)
    }

    /// Reset after the gesture (or after failing, when another recognizer took the touches): the
    /// scroll view no longer tracks them.
    override func reset() {
        super.reset()
        scrollView?.lastFingerLifted()
    }

    private func liftedIfLast(_ touches: Set<UITouch>) {
        guard !trackedTouches.contains(where: { $0.isDown && !touches.contains($0) }) else { return }
        scrollView?.lastFingerLifted()
    }
}
