import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

// The completion of an interruptible transition as iOS times it: UIKit reverses or continues the animator the
// animator vended, so the remaining time is in that animator's own duration; and code that continues it once more,
// with a spring of its own, after UIKit's finish or cancel, times the completion itself (the seventh bug sample's h06,
// GTSheet's `DismissalAnimator`, whose correct version Glide failed on 8 and 9).

/// GTSheet's dismissal animator, reduced: `transitionDuration` depends on whether a gesture started the
/// dismissal, the interruptible animator runs 2.5 times that duration with an overdamped spring, and the same animator
/// is returned for the transition's life.
@MainActor
final class SpringDismissalAnimator: InterruptibleSlideAnimator {
    var isFromGesture = true

    override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : (isFromGesture ? 1 : 0.25)
    }

    override func makeAnimator(duration: Double) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration * 2.5, timingParameters: UISpringTimingParameters(dampingRatio: 1.3))
    }
}

/// GTSheet's `cancel()` and `finish()` overrides: UIKit's first, then the animator is paused and continued with a
/// spring of the app's own over a quarter of its duration; the pan handler clears `isFromGesture` before cancelling.
@MainActor
final class SpringRetimingInteractor: UIPercentDrivenInteractiveTransition {
    weak var animator: SpringDismissalAnimator?

    override func cancel() {
        animator?.isFromGesture = false
        super.cancel()
        retime(dampingRatio: 0.7)
    }

    override func finish() {
        super.finish()
        retime(dampingRatio: 1.2)
    }

    private func retime(dampingRatio: CGFloat) {
        guard let running = context?.interruptibleAnimator else { return }
        running.pauseAnimation()
        running.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: dampingRatio), durationFactor: 0.25)
    }
}

@MainActor
struct InterruptibleCompletionTimingTests {
    /// An interruptible animator made over 2.5 × the duration it reports completes after p · 2.5 · duration on a
    /// cancel, on iOS as in Glide: the timing invariants count in the animator's own duration.
    @Test func anInterruptibleAnimatorsOwnDurationTimesTheCompletion() throws {
        let (broken, report) = try brokenInvariants(subject("2.5 × duration") { LongerInterruptibleAnimator() })
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(!broken.contains(8) && !broken.contains(9), "\(report.violations(of: 8).prefix(2)) \(report.violations(of: 9).prefix(2))")
        #expect(broken.isEmpty, "\(report.failures)")
    }

    /// The app continues the animator with a spring of its own after `super.cancel()`: the completion follows the
    /// app's timing, which UIKit does not answer for.
    @Test func anAppThatRetimesTheAnimatorAfterUIKitTimesItsCompletion() throws {
        var made: SpringDismissalAnimator?
        let interactor: @MainActor () -> UIPercentDrivenInteractiveTransition = {
            let retiming = SpringRetimingInteractor()
            retiming.animator = made
            return retiming
        }
        let (broken, report) = try brokenInvariants(subject("GTSheet's re-timed dismissal", interactor: interactor) {
            let animator = SpringDismissalAnimator()
            made = animator
            return animator
        })
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(!broken.contains(8) && !broken.contains(9), "\(report.violations(of: 8).prefix(2)) \(report.violations(of: 9).prefix(2))")
        #expect(broken.isEmpty, "\(report.failures)")
    }

    /// Continuing with no timing of its own (`nil` parameters) keeps the animator's curve: a re-timing that drops the
    /// completion speed is still UIKit's timing broken (the guard on the rule above).
    @Test func continuingWithoutTimingOfItsOwnIsStillTimed() throws {
        let (broken, _) = try brokenInvariants(
            subject("ignores completion speed", interactor: { IgnoresCompletionSpeedInteractor() }) { InterruptibleSlideAnimator() })
        #expect(broken.contains(9))
    }
}

/// The interruptible slide, its animator made over 2.5 times the duration it reports.
@MainActor
final class LongerInterruptibleAnimator: InterruptibleSlideAnimator {
    override func makeAnimator(duration: Double) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration * 2.5, curve: .easeInOut)
    }
}

/// A half sheet's backdrop: a snapshot of the screen below, taken again when a dismissal begins (the newest picture
/// under the sheet as it slides away), the last one removed as the new one goes in, at the same place.
@MainActor
final class SnapshotBackdropPresentationController: UIPresentationController {
    private var backdrop: UIView?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() { refreshBackdrop() }
    override func dismissalTransitionWillBegin() { refreshBackdrop() }

    private func refreshBackdrop() {
        guard let containerView, let picture = presentingViewController.view.snapshotView(afterScreenUpdates: false) else { return }
        backdrop?.removeFromSuperview()
        picture.frame = containerView.bounds
        containerView.insertSubview(picture, at: 0)
        backdrop = picture
    }
}

@MainActor
struct ReplacedSnapshotTests {
    /// After a cancelled dismissal the newer snapshot stands where the older stood: the screen is as before, so
    /// invariants 18 (the presentation controller's view gone) and 22 (a new view left) warn and do not fail (GTSheet's manager replaces its snapshot every frame, the seventh bug
    /// sample's h06).
    @Test func aSnapshotThatReplacesOneLikeItIsNoLeftover() throws {
        let (broken, report) = try brokenInvariants(subject(
            "snapshot backdrop", styles: [.custom],
            presentationController: { SnapshotBackdropPresentationController(presentedViewController: $0, presenting: $1) }
        ) { SlideAnimator() })
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(!broken.contains(22) && !broken.contains(18), "\(report.violations(of: 22).prefix(2)) \(report.violations(of: 18).prefix(2))")
        #expect(broken.isEmpty, "\(report.failures)")
        let replaced = report.warnings.filter { $0.invariant == 22 && $0.evidence.onIOS?.contains("stood before the transition") == true }
        #expect(!replaced.isEmpty, "\(report.warnings.filter { $0.invariant == 22 }.prefix(2))")
        #expect(report.warnings.contains { $0.invariant == 18 && $0.evidence.onIOS?.contains("replaced it") == true })
    }
}
