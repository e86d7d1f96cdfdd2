import Foundation
import GlideUIKit

/// The examples' interactor: a `UIPercentDrivenInteractiveTransition` that keeps a `finish()` or `cancel()` asked
/// before the transition started and applies it at the start, as careful apps write it.
///
/// UIKit starts an interactive presentation, dismissal, push or pop at the end of the run-loop turn that asked for
/// it, so a quick flick's `.ended` can reach the gesture handler before `startInteractiveTransition(_:)`; UIKit's own
/// class drops that end and the transition waits at 0 % (the fix of Kolos65/InstagramTransition#4;
/// bryanjclark/devsign-nav-transitions#1).
///
/// One made per gesture needs nothing more; one kept across gestures calls ``gestureBegan()`` as each begins.
@MainActor
open class FlickSafeInteractiveTransition: UIPercentDrivenInteractiveTransition {
    private var hasStarted = false
    /// A finish (true) or cancel (false) asked for before the start.
    private var endBeforeStart: Bool?

    /// Forgets the last transition and an end it left: a new gesture begins.
    public func gestureBegan() {
        hasStarted = false
        endBeforeStart = nil
    }

    open override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        hasStarted = true
        guard let end = endBeforeStart else { return }
        endBeforeStart = nil
        if end { super.finish() } else { super.cancel() }
    }

    open override func finish() {
        guard hasStarted else { return endBeforeStart = true }
        super.finish()
    }

    open override func cancel() {
        guard hasStarted else { return endBeforeStart = false }
        super.cancel()
    }
}
