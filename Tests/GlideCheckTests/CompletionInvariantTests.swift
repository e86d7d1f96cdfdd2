import Foundation
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore
import Testing

/// Invariants 8, 14, 15, 29 and 30: each deviant breaks exactly its invariant over the whole matrix,
/// and the correct animators and the correct reference transitions break none of them.
@MainActor
struct CompletionInvariantTests {
    static let mine: Set<Int> = [8, 14, 15, 29, 30]

    @Test func correctAnimatorsBreakNone() throws {
        for made in [subject("slide") { SlideAnimator() }, subject("interruptible") { InterruptibleSlideAnimator() }] {
            let (broken, report) = try brokenInvariants(made)
            #expect(broken.isDisjoint(with: Self.mine), "\(made.name): \(report.violations.prefix(5))")
            #expect(report.errors.isEmpty)
        }
    }

    @Test func correctReferenceTransitionsBreakNone() throws {
        for transition in ReferenceTransition.allCases where !transition.isBuggy {
            let (broken, report) = try brokenInvariants(transition.checkSubject())
            #expect(broken.isEmpty, "\(transition.name): \(report.violations.prefix(5))")
        }
    }

    @Test func lateCompletionBreaksCompleteInTime() throws {
        let (broken, report) = try brokenInvariants(subject("late") { LateCompletingAnimator() })
        // A completion 0.25 s late also misses the exact remaining time (9), and in the scenarios whose
        // completion speed is ≤ 0 the time that speed 1 gives (10): one late completion, three rules.
        #expect(broken == [8, 9, 10], "\(report.violations.prefix(3))")
        let evidence = try #require(report.violations(of: 8).first?.evidence)
        #expect(evidence.call.hasPrefix("completeTransition(") && evidence.message.contains("late"))
    }

    /// An interactor that drives the transition itself and never calls `super.startInteractiveTransition`
    /// (so the animator never runs) still gets `animationEnded` from completeTransition's last step, as in
    /// UIKit: not a finding of 14.
    @Test func animationEndedAfterAnAnimatorThatNeverRanIsUIKits() throws {
        let report = try TransitionCheck(
            subject: subject("own drive", interactor: { DrivesItselfInteractor() }) { SlideAnimator() },
            options: .init(runs: 0, invariants: [14])).runNow()
        #expect(report.passed, "\(report.failures)")
        #expect(report.scenarioCount > 0)
    }

    @Test func animationEndedTwiceBreaksOnlyAnimationEndedOnce() throws {
        let (broken, report) = try brokenInvariants(subject("ended twice") { AnimationEndedAgainAnimator() })
        #expect(broken == [14], "\(report.violations.prefix(3))")
        #expect(report.violations(of: 14).first?.evidence.after == "2")
    }

    /// The animator hears `animationEnded` from inside the coordinator's completions: that call is out of
    /// UIKit's order (15) and, UIKit calling it again at its own step, the second one (14). An
    /// `animationEnded` that reaches the animator exactly once after completion is UIKit's own call, made at
    /// the end of the completion, so 15 cannot break without 14: the pair is asserted.
    @Test func animationEndedFromACoordinatorCompletionBreaksTheOrder() throws {
        let (broken, report) = try brokenInvariants(subject("ended early", interactor: { EndedFromCoordinatorInteractor() }) { SlideAnimator() })
        #expect(broken == [14, 15], "\(report.violations.prefix(3))")
        #expect(report.violations(of: 15).first?.evidence.message.contains("coordinator") == true)
    }

    /// A transition left with no driver stays so: nothing in a scenario drives it again once the steps
    /// are done, so it never completes (1) and misses its deadline (8) as well: the three are asserted.
    @Test func frozenTransitionBreaksNoStuck() throws {
        let (broken, report) = try brokenInvariants(subject("frozen", interactor: { ForgetfulWrapperInteractor() }) { SlideAnimator() })
        #expect(broken == [1, 8, 29], "\(report.violations.prefix(3))")
        let evidence = try #require(report.violations(of: 29).first?.evidence)
        #expect(evidence.call == "interactor.finish()" || evidence.call == "interactor.cancel()" || evidence.call == "interactor.cancel() (gesture cancelled by the system)")
        #expect(evidence.message.contains("stuck"))
    }

    @Test func wrappingContextWithWrongFramesBreaksContextAnswers() throws {
        let (broken, report) = try brokenInvariants(subject("wrapper", interactor: { WrappingContextInteractor() }) { SlideAnimator() })
        #expect(broken == [30], "\(report.violations.prefix(3))")
        let properties = Set(report.violations(of: 30).compactMap(\.evidence.property))
        #expect(properties.contains("finalFrame(for: bystander)"))
        #expect(properties.contains("finalFrame(for: from)"))
    }
}

// MARK: Deviants

/// Waits for a "settle" beat after the animation before completing, beyond the duration it reported.
@MainActor
final class LateCompletingAnimator: SlideAnimator {
    override func complete(_ ctx: any UIViewControllerContextTransitioning, undo: @escaping () -> Void) {
        _ = Clocks.current.schedule(after: 0.25) { super.complete(ctx, undo: undo) }
    }
}

/// Tells the transition's animator that the transition ended after completing, as an animator that
/// forwards to a wrapped one does, not knowing that UIKit calls `animationEnded` itself.
@MainActor
final class AnimationEndedAgainAnimator: SlideAnimator {
    override func complete(_ ctx: any UIViewControllerContextTransitioning, undo: @escaping () -> Void) {
        let cancelled = ctx.transitionWasCancelled
        super.complete(ctx, undo: undo)
        (ctx as? TransitionContext)?.animator.animationEnded(!cancelled)
    }
}

/// Tells the animator the transition ended from a coordinator completion block, the way a wrapper
/// interactor forwards the end to the animator it drives.
@MainActor
final class EndedFromCoordinatorInteractor: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        guard let ctx = transitionContext as? TransitionContext else { return }
        let animator = ctx.animator
        ctx.coordinator.animate(alongsideTransition: nil) { coordinator in animator.animationEnded(!coordinator.isCancelled) }
    }
}

/// Reports the end of the gesture to the context but never resumes the frozen animations (a wrapper
/// that forwards finish and cancel to the context only, once there is one).
@MainActor
final class ForgetfulWrapperInteractor: UIPercentDrivenInteractiveTransition {
    override func finish() {
        if let context { context.finishInteractiveTransition() } else { super.finish() }
    }

    override func cancel() {
        if let context { context.cancelInteractiveTransition() } else { super.cancel() }
    }
}

/// Prepares the animator with a wrapping context of its own (as Hero does) whose `finalFrame(for:)`
/// answers the container's bounds for every view controller.
@MainActor
final class WrappingContextInteractor: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        if let ctx = transitionContext as? TransitionContext {
            _ = ctx.animator.interruptibleAnimator(using: BoundsWrappingContext(base: ctx))
        }
        super.startInteractiveTransition(transitionContext)
    }
}

/// Forwards everything to the engine's context, except `finalFrame(for:)`: the container's bounds.
@MainActor
final class BoundsWrappingContext: UIViewControllerContextTransitioning {
    let base: any UIViewControllerContextTransitioning
    init(base: any UIViewControllerContextTransitioning) { self.base = base }

    var containerView: UIView { base.containerView }
    var isAnimated: Bool { base.isAnimated }
    var isInteractive: Bool { base.isInteractive }
    var transitionWasCancelled: Bool { base.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { base.presentationStyle }
    var targetTransform: CGAffineTransform { base.targetTransform }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { base.updateInteractiveTransition(percentComplete) }
    func finishInteractiveTransition() { base.finishInteractiveTransition() }
    func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { base.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { base.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { base.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { base.containerView.bounds }
}

/// Invariant 1's deviant: completes from the animation's completion and again from a "safety" path
/// (a common guard against a transition that never completes, B9's double end on the animator side).
@MainActor
final class CompletesTwiceAnimator: SlideAnimator {
    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        super.animateTransition(using: ctx)
        // The safety net: complete again once the duration has passed, whatever happened.
        Clocks.current.schedule(after: transitionDuration(using: ctx) + 0.1) { ctx.completeTransition(!ctx.transitionWasCancelled) }
    }
}

@MainActor
struct CompleteOnceTests {
    @Test func completingTwiceBreaksOnlyCompleteOnce() throws {
        let (broken, report) = try brokenInvariants(subject("twice") { CompletesTwiceAnimator() })
        #expect(broken == [1], "\(report.violations.prefix(3))")
        let evidence = try #require(report.violations(of: 1).first?.evidence)
        #expect(evidence.call.hasPrefix("completeTransition(") && evidence.call.contains("[ignored]"), "\(evidence)")
    }
}

/// Drives its transition itself: keeps the context, never asks the animator to animate, and ends the
/// transition from its own finish and cancel (an app's hand-rolled interaction, as in YPImagePicker-style
/// libraries).
@MainActor
final class DrivesItselfInteractor: UIPercentDrivenInteractiveTransition {
    private var stored: (any UIViewControllerContextTransitioning)?

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        stored = transitionContext
    }

    override func finish() {
        stored?.finishInteractiveTransition()
        stored?.completeTransition(true)
    }

    override func cancel() {
        stored?.cancelInteractiveTransition()
        stored?.completeTransition(false)
    }
}
