import Foundation
import Testing
@testable import GlideUIKitCore

/// One test per rule of the percent-driven interaction and the context (issue: "Rules to match").
@MainActor @Suite struct InteractiveRuleTests {
    @MainActor struct Setup {
        let world: World
        let presented: UIViewController
        let animator: SlideAnimator
        let interactor: UIPercentDrivenInteractiveTransition
        let delegate: TestDelegate
        var context: TransitionContext { interactor.context! }
    }

    func makeSetup(duration: Double = 1, start: Bool = true) -> Setup {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = SlideAnimator(duration: duration)
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .fullScreen
        if start {
            world.root.present(presented, animated: true)
            // An interactive presentation starts at the end of the turn that asked for it, as UIKit's.
            world.clock.runPending()
        }
        return Setup(world: world, presented: presented, animator: animator, interactor: interactor, delegate: delegate)
    }

    /// Completes inside animateTransition: it has nothing to animate (a flip written for full screen
    /// finds no from-view in the styles that keep the presenter's view).
    @MainActor final class ImmediateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    /// UIKit's completion chain ends the interaction without calling the interaction-change handlers
    /// (it clears them; only finish, cancel and pause call them), and nothing is left frozen: the
    /// container's layer runs at speed 1 and later updates, finishes and cancels change nothing.
    @Test func anAnimatorThatCompletesDuringAnInteractiveStartEndsTheInteraction() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: ImmediateAnimator(), interactor: interactor)
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .overFullScreen
        var handlerRuns = 0
        let observation = TransitionContext.observeCreation { context in
            context.coordinator.notifyWhenInteractionChanges { _ in handlerRuns += 1 }
        }
        defer { observation.cancel() }
        world.root.present(presented, animated: true)
        world.clock.runPending()
        let context = try! #require(interactor.context)
        #expect(context.phase == .completed && !context.isInteractive)
        #expect(context.containerView.layer.speed == 1 && context.containerView.layer.timeOffset == 0)
        #expect(handlerRuns == 0)
        interactor.update(0.5)
        interactor.finish()
        #expect(handlerRuns == 0 && context.percentComplete == 0 && !context.transitionWasCancelled)
        #expect(presented.presentingViewController === world.root)
    }

    @Test func percentIsClampedToZeroOne() {
        let s = makeSetup()
        s.interactor.update(-0.5)
        #expect(s.interactor.percentComplete == 0)
        s.interactor.update(1.7)
        #expect(s.interactor.percentComplete == 1)
        s.context.updateInteractiveTransition(-3)
        #expect(s.context.percentComplete == 0)
    }

    @Test func updateBeforeStartIsIgnored() {
        let s = makeSetup(start: false)
        s.interactor.update(0.4)
        #expect(s.interactor.percentComplete == 0)
        #expect(s.interactor.ignoredCalls.count == 1)
        s.world.root.present(s.presented, animated: true)
        s.world.clock.runPending()
        #expect(s.interactor.percentComplete == 0)
        #expect(s.presented.view.layer.presentationState().frame.origin.x == 400)
    }

    @Test func updateAfterFinishOrCancelIsIgnored() {
        for finishing in [true, false] {
            let s = makeSetup()
            s.interactor.update(0.3)
            if finishing { s.interactor.finish() } else { s.interactor.cancel() }
            s.interactor.update(0.9)
            #expect(s.interactor.percentComplete == 0.3)
            s.world.advance(0.1)
            s.interactor.update(0.9)
            s.context.updateInteractiveTransition(0.9)
            #expect(s.context.percentComplete == 0.3)
        }
    }

    @Test func transitionWasCancelledIsTrueSynchronouslyAtCancel() {
        let s = makeSetup()
        s.interactor.update(0.6)
        #expect(!s.context.transitionWasCancelled)
        s.interactor.cancel()
        #expect(s.context.transitionWasCancelled)
        #expect(s.context.coordinator.isCancelled)
        #expect(s.context.phase == .inFlight)
    }

    @Test func completionSpeedAtOrBelowZeroIsOne() {
        let pdit = UIPercentDrivenInteractiveTransition()
        pdit.completionSpeed = 0
        #expect(pdit.completionSpeed == 1)
        pdit.completionSpeed = -2
        #expect(pdit.completionSpeed == 1)

        // A custom interactor reporting a non-positive speed: the context sanitizes it to 1 (−1 on cancel).
        let world = World()
        let presented = UIViewController(name: "presented")
        let interactor = FixedInteractor(speed: -2)
        let delegate = TestDelegate(animator: SlideAnimator(), interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.clock.runPending()
        let ctx = interactor.context as! TransitionContext
        ctx.cancelInteractiveTransition()
        #expect(ctx.signedCompletionVelocity == -1)
        #expect(ctx.coordinator.completionVelocity == 1)
    }

    @Test(arguments: [(0.25, 1.0), (0.5, 2.0), (0.8, 0.5), (0.0, 1.0), (1.0, 1.0)])
    func finishTakesTheRemainingFractionOverSpeed(p: Double, speed: Double) {
        let s = makeSetup(duration: 0.8)
        s.interactor.completionSpeed = speed
        s.interactor.update(p)
        let released = s.world.clock.now
        s.interactor.finish()
        let frame = 1.0 / 60
        var completedAt: Double?
        for _ in 0..<600 where completedAt == nil {
            s.world.advance(frame)
            if s.context.phase == .completed { completedAt = s.world.clock.now }
        }
        let expected = (1 - p) * 0.8 / speed
        #expect(abs((completedAt ?? 99) - released - expected) <= frame + 1e-9)
        #expect(s.animator.ended == [true])
    }

    @Test(arguments: [(0.25, 1.0), (0.5, 2.0), (0.8, 0.5), (1.0, 1.0)])
    func cancelTakesTheDoneFractionOverSpeed(p: Double, speed: Double) {
        let s = makeSetup(duration: 0.8)
        s.interactor.completionSpeed = speed
        s.interactor.update(p)
        s.interactor.cancel()
        let frame = 1.0 / 60
        var completedAt: Double?
        for _ in 0..<600 where completedAt == nil {
            s.world.advance(frame)
            if s.context.phase == .completed { completedAt = s.world.clock.now }
        }
        #expect(abs((completedAt ?? 99) - p * 0.8 / speed) <= frame + 1e-9)
        #expect(s.animator.ended == [false])
    }

    @Test func scrubbingIsLinearAndTheCompletionCurveAppliesAfterRelease() {
        let s = makeSetup(duration: 1)
        let view = s.presented.view!
        // The animator uses ease-in-out; scrubbing must still be linear in p.
        for p in [0.1, 0.3, 0.7] {
            s.interactor.update(p)
            #expect(view.layer.presentationState().frame.origin.x.isClose(to: 400 * (1 - p), within: 1e-6))
            #expect(s.context.containerView.layer.speed == 0)
            #expect(s.context.containerView.layer.timeOffset.isClose(to: p))
        }
        s.interactor.update(0.2)
        s.interactor.completionCurve = .easeIn
        s.interactor.finish()
        s.world.advance(0.4) // half of (1 - 0.2) · 1 s
        let eased = UICubicTimingParameters(animationCurve: .easeIn).progress(atTimeFraction: 0.5)
        let expected = 400 * (1 - (0.2 + 0.8 * eased))
        #expect(view.layer.presentationState().frame.origin.x.isClose(to: expected, within: 1e-6))
        s.world.advance(1)
        #expect(s.context.containerView.layer.speed == 1 && s.context.containerView.layer.timeOffset == 0)
    }

    /// A delay inside a percent-driven transition is time of the paused container's layer, which does not pass: the
    /// animation follows the percent from its start, and a cancel at 0 % ends at once (SideMenu's interactive animator
    /// passes `delay: duration`; with the delay kept, its menu stood still under the finger and a cancel at 0 % waited
    /// out the whole delay: the eleventh bug sample's l07).
    @Test func aDelayInsideAPercentDrivenTransitionComesToNothing() {
        let s = makeSetup(duration: 1, start: false)
        s.animator.delay = 1
        s.world.root.present(s.presented, animated: true)
        s.world.clock.runPending()
        let view = s.presented.view!
        s.interactor.update(0.5)
        #expect(view.layer.presentationState().frame.origin.x.isClose(to: 200, within: 1e-6))
        s.interactor.update(0)
        s.interactor.cancel()
        let frame = 1.0 / 60
        s.world.advance(frame)
        #expect(s.context.phase == .completed)
        #expect(s.animator.ended == [false])
    }

    @Test func aSecondCompleteTransitionIsIgnoredAndTheArgumentIsTrusted() {
        let s = makeSetup()
        s.interactor.update(0.5)
        s.interactor.cancel()
        // Against the rules: complete with true after a cancel. UIKit commits the presentation.
        s.context.completeTransition(true)
        #expect(s.world.root.presentedViewController === s.presented)
        s.context.completeTransition(false)
        #expect(s.context.completeTransitionCallCount == 2)
        #expect(s.world.root.presentedViewController === s.presented)
        let completes = s.context.events.compactMap { e -> Bool? in
            if case let .complete(_, accepted, _) = e.kind { return accepted }
            return nil
        }
        #expect(completes == [true, false])
        s.world.advance(2)
        #expect(s.animator.ended == [true])
    }

    @Test func animationEndedComesLastWithTheSameValueAndAlongsideCompletionsRunInsideComplete() {
        let s = makeSetup(start: false)
        var alongsideRan = false
        var completionSawPhase: TransitionContext.Phase?
        final class WatchingController: UIPresentationController {
            var onBegin: ((TransitionCoordinator) -> Void)?
            override func presentationTransitionWillBegin() {
                if let c = presentedViewController.transitionCoordinator { onBegin?(c) }
            }
        }
        s.presented.modalPresentationStyle = .custom
        s.delegate.presentationControllerFactory = { presented, presenting in
            let pc = WatchingController(presentedViewController: presented, presenting: presenting)
            pc.onBegin = { coordinator in
                coordinator.animate(alongsideTransition: { _ in alongsideRan = true }) { c in
                    completionSawPhase = (c as! TransitionCoordinator).context.phase
                }
            }
            return pc
        }
        s.world.root.present(s.presented, animated: true)
        s.world.clock.runPending()
        #expect(alongsideRan)
        s.interactor.update(0.4)
        s.interactor.cancel()
        s.world.advance(1)
        #expect(completionSawPhase == .completed)
        let kinds = s.context.events.map(\.kind)
        guard let completeIndex = kinds.firstIndex(where: { if case .complete(false, true, true) = $0 { return true }; return false }) else {
            Issue.record("no accepted complete(false)")
            return
        }
        let tail = Array(kinds[completeIndex...])
        // The presentation controller's did-end is part of the hierarchy work, before it is reported done.
        #expect(tail == [.complete(false, accepted: true, wasCancelled: true),
                         .presentationController(.presentationTransitionDidEndCancelled), .hierarchyUpdated(completed: false),
                         .alongsideCompletions(count: 1), .animationEnded(false)])
        #expect(s.animator.ended == [false])
    }

    /// UIKit's interactor has no context before start: a finish or cancel then is dropped, and the transition waits at
    /// 0 % for an end that never comes (bug B6: the freeze of a quick flick).
    @Test func finishOrCancelRequestedBeforeStartIsDroppedAsUIKitDropsIt() {
        for finishing in [true, false] {
            let s = makeSetup(start: false)
            if finishing { s.interactor.finish() } else { s.interactor.cancel() }
            #expect(s.interactor.pendingEnd == nil)
            #expect(s.interactor.ignoredCalls.last?.contains("before the transition started") == true)
            s.world.root.present(s.presented, animated: true)
            s.world.advance(2)
            #expect(s.context.phase == .inFlight)
            #expect(s.context.isInteractive)
            #expect(s.animator.ended.isEmpty)
        }
    }

    /// Glide's own drivers remember such an end and apply it at start.
    @Test func glidesOwnDriversHonourAnEndRequestedBeforeStart() {
        for finishing in [true, false] {
            let s = makeSetup(start: false)
            s.interactor.remembersEndBeforeStart = true
            if finishing { s.interactor.finish() } else { s.interactor.cancel() }
            #expect(s.interactor.pendingEnd == finishing)
            s.world.root.present(s.presented, animated: true)
            s.world.clock.runPending()
            #expect(s.interactor.pendingEnd == nil)
            s.world.advance(2)
            #expect(s.context.phase == .completed)
            #expect(s.animator.ended == [finishing])
            #expect((s.world.root.presentedViewController != nil) == finishing)
        }
    }

    @Test func doubleFinishOrCancelIsAcceptedOnce() {
        let s = makeSetup()
        s.interactor.update(0.7)
        s.interactor.finish()
        s.interactor.cancel()
        s.context.cancelInteractiveTransition()
        #expect(!s.context.transitionWasCancelled)
        s.world.advance(2)
        #expect(s.animator.ended == [true])
    }

    @Test func interactionChangeHandlersFireOnFinish() {
        let s = makeSetup()
        var changes: [Bool] = []
        s.presented.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(s.context.isInteractive && s.context.initiallyInteractive)
        s.interactor.update(0.5)
        s.interactor.finish()
        #expect(changes == [false])
        #expect(!s.context.isInteractive && s.context.initiallyInteractive)
    }
}

@MainActor @Suite struct InterruptibleDriveTests {
    @Test func interruptibleAnimatorIsScrubbedReversedOnCancelAndRestored() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = InterruptibleSlideAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.clock.runPending()
        #expect(interactor.driveMode == .interruptible)
        guard let property = animator.animator else { return }
        #expect(property.state == .active && !property.isRunning)
        interactor.update(0.4)
        #expect(property.fractionComplete.isClose(to: 0.4))
        #expect(presented.view.layer.presentationState().frame.origin.x.isClose(to: 240, within: 1e-6))
        interactor.cancel()
        #expect(property.isReversed)
        world.advance(0.41)
        #expect(interactor.context?.phase == .completed)
        #expect(animator.ended == [false])
        #expect(world.root.presentedViewController == nil)
        #expect(presented.view.superview == nil)
        _ = delegate
    }

    @Test func pauseGrabsTheTransitionAgainAndFinishClearsTheCancel() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = InterruptibleSlideAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.clock.runPending()
        var changes: [Bool] = []
        presented.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        interactor.update(0.5)
        interactor.cancel()
        world.advance(0.2)
        interactor.pause()
        #expect(interactor.context!.isInteractive)
        #expect(interactor.percentComplete.isClose(to: 0.3, within: 0.05))
        interactor.update(0.6)
        interactor.finish()
        #expect(!interactor.context!.transitionWasCancelled)
        world.advance(1)
        #expect(animator.ended == [true])
        #expect(changes == [false, true, false])
        #expect(world.root.presentedViewController === presented)
    }

    @Test func wantsInteractiveStartFalseRunsAtOnce() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let animator = InterruptibleSlideAnimator(duration: 0.5)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.clock.runPending()
        #expect(!interactor.context!.isInteractive && !interactor.context!.initiallyInteractive)
        world.advance(0.51)
        #expect(animator.ended == [true])
    }
}
