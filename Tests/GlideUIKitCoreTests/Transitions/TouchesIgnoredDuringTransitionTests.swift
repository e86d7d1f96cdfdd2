import Foundation
import Testing
@testable import GlideUIKitCore

/// UIKit ignores a touch that begins while a transition no interaction controller drives is in flight, from the
/// animator's start until `completeTransition(_:)` (reference B8: a transition that never completes leaves the app
/// frozen); a transition an interaction controller drives lets touches through.
@MainActor @Suite struct TouchesIgnoredDuringTransitionTests {
    private func tap(_ world: World, at time: Double) {
        var taps = TouchSequence()
        taps.tap(id: 1, at: CGPoint(x: 200, y: 400), time: time)
        taps.play(in: world.window, on: world.clock)
    }

    /// A tap recognizer on the window (every touch that reaches a view reaches it: the views the animator animates
    /// take no touches while it runs), and a touch log on the presenter's view.
    private func scene(interactor: (any UIViewControllerInteractiveTransitioning)? = nil)
        -> (World, UIViewController, TestDelegate, ActionRecorder, TouchLogView)
    {
        let world = World()
        let log = TouchLogView(frame: world.window.bounds, name: "presenterTouches")
        world.root.view.addSubview(log)
        let presented = UIViewController(name: "presented")
        let delegate = TestDelegate(animator: SlideAnimator(duration: 1), interactor: interactor)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let (_, taps) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: world.window)
        return (world, presented, delegate, taps, log)
    }

    @Test func aTouchThatBeginsDuringAnAnimatedPresentationReachesNothing() {
        let (world, presented, delegate, taps, log) = scene()
        world.root.present(presented, animated: true)
        tap(world, at: world.clock.now + 0.3)
        #expect(taps.states.isEmpty)
        #expect(log.log.isEmpty, "\(log.log)")
        world.advance(1)
        #expect(presented.presentingViewController === world.root)
        tap(world, at: world.clock.now + 0.5)
        #expect(taps.states == [.ended])
        withExtendedLifetime(delegate) {}
    }

    @Test func aTouchDownBeforeTheTransitionStartedIsStillDelivered() {
        let (world, presented, delegate, taps, log) = scene()
        var press = TouchSequence()
        press.began(1, at: CGPoint(x: 200, y: 400), time: world.clock.now + 0.1)
        press.play(in: world.window, on: world.clock)
        world.root.present(presented, animated: true)
        var lift = TouchSequence()
        lift.ended(1, at: CGPoint(x: 200, y: 400), time: world.clock.now + 0.2)
        lift.play(in: world.window, on: world.clock)
        // The tap recognized (its lift too reached the recognizers), and so cancelled the view's touch.
        #expect(taps.states == [.ended])
        #expect(log.log == ["began", "cancelled"], "\(log.log)")
        world.advance(1)
        withExtendedLifetime(delegate) {}
    }

    @Test func aTransitionAnInteractionControllerDrivesLetsTouchesThrough() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let (world, presented, delegate, taps, _) = scene(interactor: interactor)
        world.root.present(presented, animated: true)
        world.clock.runPending()
        interactor.update(0.3)
        tap(world, at: world.clock.now + 0.3)
        #expect(taps.states == [.ended])
        interactor.finish()
        world.advance(2)
        withExtendedLifetime(delegate) {}
    }

    @Test func aTransitionThatNeverCompletesKeepsIgnoringTouches() {
        let world = World()
        let presented = UIViewController(name: "presented")
        let delegate = TestDelegate(animator: NeverCompletingAnimator())
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let (_, taps) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: world.window)
        world.root.present(presented, animated: true)
        world.advance(5)
        tap(world, at: world.clock.now + 0.1)
        #expect(taps.states.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @MainActor final class NeverCompletingAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.3 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            let view = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(view)
            view.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        }
    }
}
