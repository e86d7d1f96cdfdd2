import Foundation
import GlideCheck
import GlideUIKitCore

// Subclasses of UIPercentDrivenInteractiveTransition that break one interaction invariant each, as apps write them.

/// Breaks 3: defers the context's cancel to the next turn of the run loop ("let the gesture's last
/// update land first"), so `transitionWasCancelled` is still false when `cancel()` returns.
@MainActor
final class DeferredCancelInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        guard let context, context.phase == .inFlight else { return super.cancel() }
        context.clock.schedule(after: 0) { [self] in cancelNow() }
    }

    private func cancelNow() { super.cancel() }
}

/// Breaks 3 and 27 for real: a cancel while the interaction is live never reaches UIKit (an app's
/// "ignore cancels shorter than a flick" rule gone wrong); the transition is finished by the next
/// finish, or stays interactive.
@MainActor
final class SwallowsCancelInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        guard let context, context.phase == .inFlight, context.isInteractive else { return super.cancel() }
    }
}

/// Breaks 5: rubber-bands past the ends by writing the gesture's raw percent into the container
/// layer's `timeOffset` after each update (no clamp).
@MainActor
final class RawScrubInteractor: UIPercentDrivenInteractiveTransition {
    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        guard let context, context.phase == .inFlight, context.isInteractive else { return }
        context.containerView.layer.timeOffset = percentComplete * duration
    }
}

/// Breaks 6: keeps the container layer's time in step with every update itself, also after the
/// interaction ended, so that an update after finish moves the transition (Hero#90, Hero#123).
@MainActor
final class ScrubsAfterReleaseInteractor: UIPercentDrivenInteractiveTransition {
    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        guard let context, context.phase == .inFlight else { return }
        context.containerView.layer.timeOffset = min(1, max(0, percentComplete)) * duration
    }
}

/// Breaks 7: makes sure a cancelled transition runs back by reversing the animator on every
/// `cancel()`, even one that comes after the transition was finished.
@MainActor
final class ReversesOnEveryCancelInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        super.cancel()
        guard let context, context.phase == .inFlight else { return }
        context.interruptibleAnimator?.isReversed = true
    }
}

/// An interactor that, after release, continues the interruptible animator once more with its own
/// `durationFactor`: the shape of the two timing deviants below.
@MainActor
class RecontinuingInteractor: UIPercentDrivenInteractiveTransition {
    /// The duration factor of the extra `continueAnimation`.
    var durationFactor: Double { 0 }

    override func finish() {
        super.finish()
        recontinue()
    }

    override func cancel() {
        super.cancel()
        recontinue()
    }

    private func recontinue() {
        guard let context, context.phase == .inFlight, !context.isInteractive, let animator = context.interruptibleAnimator,
              animator.isRunning
        else { return }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: durationFactor)
    }
}

/// Breaks 9: continues the animator once more after release over its remaining fraction
/// (`durationFactor` 0), which drops `completionSpeed`.
@MainActor
final class IgnoresCompletionSpeedInteractor: RecontinuingInteractor {
    override var durationFactor: Double { 0 }
}

/// Breaks 9 and 10: runs the completion over the whole duration after release (`durationFactor` 1)
/// "for a consistent feel", whatever is left and whatever the completion speed.
@MainActor
final class FullDurationCompletionInteractor: RecontinuingInteractor {
    override var durationFactor: Double { 1 }
}

/// Breaks 13: a hand-written cancel that tells the context first and only then reverses and
/// continues the animator.
@MainActor
final class CancelsBeforeReversingInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        guard let context, context.phase == .inFlight, context.isInteractive, let animator = context.interruptibleAnimator else {
            return super.cancel()
        }
        let factor = context.percentComplete / completionSpeed
        context.cancelInteractiveTransition()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
    }
}

/// Breaks 16: finishes by running the animator to the end itself and never calls the context's
/// `finishInteractiveTransition()`, so the transition stays interactive until it completes (the
/// gesture's later updates are dropped; a grab starts over).
@MainActor
final class FinishesWithoutContextInteractor: UIPercentDrivenInteractiveTransition {
    private var released = false

    override func finish() {
        guard let context, context.phase == .inFlight, context.isInteractive, let animator = context.interruptibleAnimator else {
            return super.finish()
        }
        released = true
        animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: (1 - context.percentComplete) / completionSpeed)
    }

    override func update(_ percentComplete: CGFloat) {
        if !released { super.update(percentComplete) }
    }

    override func pause() {
        released = false
        super.pause()
    }
}
