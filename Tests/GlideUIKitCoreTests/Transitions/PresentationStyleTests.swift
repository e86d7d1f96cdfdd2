import Foundation
import Testing
@testable import GlideUIKitCore

/// What the presenter does to the hierarchy and the view-controller state, per style and outcome.
@MainActor @Suite struct PresentationStyleTests {
    struct Run {
        let world: World
        let presented: UIViewController
        let animator: SlideAnimator
        let delegate: TestDelegate
    }

    @MainActor
    func present(style: UIModalPresentationStyle, interactor: UIPercentDrivenInteractiveTransition? = nil) -> Run {
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = style
        let animator = SlideAnimator(duration: 0.5)
        let delegate = TestDelegate(animator: animator, interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        // An interactive presentation starts at the end of the turn that asked for it.
        if interactor != nil { world.clock.runPending() }
        return Run(world: world, presented: presented, animator: animator, delegate: delegate)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom, .overCurrentContext])
    func completedPresentationThenCompletedDismissal(style: UIModalPresentationStyle) {
        let run = present(style: style)
        let root = run.world.root
        let rootFrame = root.view.frame
        run.world.advance(1)
        #expect(root.presentedViewController === run.presented)
        #expect(run.presented.presentingViewController === root)
        #expect(run.presented.view.window === run.world.window)
        let removes = style == .fullScreen
        #expect((root.view.window == nil) == removes)
        #expect(run.animator.ended == [true])
        // Dismissal.
        root.dismiss(animated: true)
        run.world.advance(1)
        #expect(root.presentedViewController == nil && run.presented.presentingViewController == nil)
        #expect(run.presented.view.window == nil)
        #expect(root.view.superview === run.world.window)
        #expect(root.view.frame == rootFrame)
        #expect(run.world.window.subviews.count == 1)
        #expect(run.animator.ended == [true, true])
        #expect(root.appearanceState == .appeared && run.presented.appearanceState == .disappeared)
    }

    /// UIKit's isBeingPresented and isBeingDismissed answer true "only when called from inside" the appearance
    /// methods, viewDidAppear(_:) and viewDidDisappear(_:) included: SideMenu restores the presenter's view in
    /// viewDidDisappear after a dismissal without animation, `if isBeingDismissed`.
    @Test(arguments: [true, false])
    func beingPresentedAndDismissedHoldThroughTheDidCallbacks(animated: Bool) {
        final class Asking: UIViewController {
            var seen: [String] = []
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                seen.append("didAppear presented \(isBeingPresented)")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                seen.append("didDisappear dismissed \(isBeingDismissed)")
            }
        }
        let world = World()
        let presented = Asking(name: "asking")
        presented.modalPresentationStyle = .overFullScreen
        world.root.present(presented, animated: animated)
        world.advance(1)
        world.root.dismiss(animated: animated)
        world.advance(1)
        #expect(presented.seen == ["didAppear presented true", "didDisappear dismissed true"])
        #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom])
    func cancelledPresentationLeavesNothingBehind(style: UIModalPresentationStyle) {
        let interactor = UIPercentDrivenInteractiveTransition()
        let run = present(style: style, interactor: interactor)
        let root = run.world.root
        interactor.update(0.6)
        interactor.cancel()
        run.world.advance(1)
        #expect(root.presentedViewController == nil && run.presented.presentingViewController == nil)
        #expect(run.presented.view.window == nil)
        #expect(root.view.superview === run.world.window)
        #expect(run.world.window.subviews.map(\.name) == [root.view.name])
        #expect(run.presented.appearanceCallbacks.map(\.kind) == [.viewWillAppear, .viewWillDisappear, .viewDidDisappear])
        if style == .fullScreen {
            #expect(root.appearanceCallbacks.suffix(3).map(\.kind) == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
        }
        #expect(run.presented.presentationController == nil)
    }

    @Test func cancelledDismissalKeepsThePresentationAndUIKitDoesNotRemoveToView() {
        final class LeavesToView: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.5 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                if let to = ctx.view(forKey: .to) { ctx.containerView.insertSubview(to, at: 0) }
                let from = ctx.view(forKey: .from)!
                UIView.animate(withDuration: 0.5, animations: { from.alpha = 0 }) { _ in
                    // The common mistake: toView not removed (the alpha needs no code: UIKit puts it back).
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
        }
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestDelegate(animator: LeavesToView())
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        delegate.interactor = interactor
        presented.dismiss(animated: true)
        world.clock.runPending()
        interactor.update(0.5)
        interactor.cancel()
        world.advance(1)
        #expect(world.root.presentedViewController === presented)
        #expect(presented.view.window === world.window)
        // UIKit leaves the revealed view where the animator put it: in the container.
        #expect(world.root.view.superview === presented.view.superview)
        // Classic cancel: the animation ran back and UIKit gave the alpha animated in the block its
        // value from before the block (reference §1, "What a cancel restores by itself").
        #expect(presented.view.alpha == 1)
    }

    @Test func animatorAddingThePresentersViewOnANonFullScreenDismissalBlanksTheScreen() {
        final class AddsPresenterView: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.3 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                let container = ctx.containerView
                if let toVC = ctx.viewController(forKey: .to), ctx.view(forKey: .from) != nil, toVC.presentedViewController != nil,
                   ctx.viewController(forKey: .from)?.presentingViewController === toVC {
                    container.insertSubview(toVC.view, at: 0) // the B1 mistake: view(forKey: .to) was nil
                } else if let to = ctx.view(forKey: .to) {
                    container.addSubview(to)
                }
                UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
            }
        }
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .overFullScreen
        let delegate = TestDelegate(animator: AddsPresenterView())
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(world.root.view.superview === world.window)
        presented.dismiss(animated: true)
        world.advance(1)
        #expect(world.root.presentedViewController == nil)
        #expect(world.root.view.window == nil) // black screen, as in UIKit
    }

    @Test func contextKeysAndFrames() {
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .custom
        let interactor = FixedInteractor(speed: 1)
        let delegate = TestDelegate(animator: SlideAnimator(), interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.clock.runPending()
        guard let ctx = interactor.context else { Issue.record("not started"); return }
        #expect(ctx.viewController(forKey: .from) === world.root)
        #expect(ctx.viewController(forKey: .to) === presented)
        #expect(ctx.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "other")) == nil)
        #expect(ctx.view(forKey: .from) == nil) // custom style keeps the presenter's view: nothing to animate
        #expect(ctx.view(forKey: .to) === presented.view)
        #expect(ctx.view(forKey: UITransitionContextViewKey(rawValue: "other")) == nil)
        #expect(ctx.finalFrame(for: presented) == ctx.containerView.bounds)
        #expect(ctx.finalFrame(for: world.root) != .zero)
        #expect(ctx.initialFrame(for: UIViewController(name: "stranger")) == .zero)
        #expect(ctx.presentationStyle == .custom)
    }

    @Test func nonAnimatedPresentationAndDismissalCompleteAtOnce() {
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        world.root.present(presented, animated: false)
        #expect(world.root.presentedViewController === presented)
        #expect(presented.view.window === world.window && world.root.view.window == nil)
        #expect(presented.appearanceState == .appeared)
        world.root.dismiss(animated: false)
        #expect(world.root.presentedViewController == nil && world.root.view.window === world.window)
    }

    @Test func nonAnimatedCustomPresentationAppliesAlongsideChangesBeforeDidEnd() {
        final class Synchronous: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.5 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                if let to = ctx.view(forKey: .to) { ctx.containerView.addSubview(to) }
                ctx.completeTransition(true) // not animated: done at once
            }
        }
        final class Dimming: UIPresentationController {
            var alphaAtDidEnd: Double?
            let dimming = UIView(frame: .zero, name: "dimming")
            override func presentationTransitionWillBegin() {
                dimming.alpha = 0
                containerView?.addSubview(dimming)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
            }
            override func presentationTransitionDidEnd(_ completed: Bool) { alphaAtDidEnd = dimming.alpha }
        }
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .custom
        let delegate = TestDelegate(animator: Synchronous())
        var controller: Dimming?
        delegate.presentationControllerFactory = { p, q in
            let c = Dimming(presentedViewController: p, presenting: q)
            controller = c
            return c
        }
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: false)
        #expect(controller?.alphaAtDidEnd == 1)
        #expect(controller?.dimming.layer.hasAnimations == false)
    }

    @Test func presentingTwiceIsRefusedWithAWarning() {
        let world = World()
        Presenter.warnings = []
        world.root.present(UIViewController(name: "a"), animated: false)
        world.root.present(UIViewController(name: "b"), animated: false)
        #expect(world.root.presentedViewController?.name == "a")
        #expect(Presenter.warnings.count == 1)
    }

    @Test("UIKit's refusals are kept to the last thousand, and a mark still finds the ones logged since")
    func refusalsAreBounded() {
        let world = World()
        world.root.present(UIViewController(name: "a"), animated: false)
        let mark = Presenter.warningCount
        for index in 0..<(Presenter.warningCapacity + 5) { world.root.present(UIViewController(name: "extra\(index)"), animated: false) }
        #expect(Presenter.warnings.count == Presenter.warningCapacity)
        #expect(Presenter.warningCount == mark + Presenter.warningCapacity + 5)
        let last = Presenter.warningCount
        world.root.present(UIViewController(name: "late"), animated: false)
        #expect(Presenter.warnings(since: last).count == 1 && Presenter.warnings(since: last)[0].contains("late"))
        #expect(Presenter.warnings(since: mark).count == Presenter.warningCapacity, "the oldest are let go")
    }
}

@MainActor @Suite struct NavigationTests {
    @Test func pushAndPopUpdateTheStackAndHierarchy() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: true)
        #expect(nav.isTransitioning)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
        #expect(nav.transitionView.subviews.map(\.name) == [second.view.name])
        #expect(second.parent === nav)
        nav.popViewController(animated: true)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"])
        #expect(second.parent == nil && second.view.superview == nil)
        #expect(second.appearanceCallbacks.map(\.kind) == [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
    }

    @Test func interactivePopCancelledRestoresTheStack() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: false)
        let gesture = nav.interactivePopGesture
        #expect(gesture.began(at: 0))
        world.advance(0)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        // A slow drag to a third of the width, then a pull back: UIKit's rule cancels.
        var t = 0.0
        for x in stride(from: 0.0, through: 130, by: 10) { t += 0.016; gesture.changed(translationX: x, at: t) }
        for x in stride(from: 130.0, through: 60, by: -10) { t += 0.016; gesture.changed(translationX: x, at: t) }
        let decision = gesture.ended(at: t)
        #expect(decision?.pops == false)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
        #expect(nav.transitionView.subviews.map(\.name) == [second.view.name])
        #expect(nav.viewControllers[0].view.superview == nil)
    }

    @Test func interactivePopFlickFinishesWithFingerSpeed() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        let gesture = nav.interactivePopGesture
        gesture.began(at: 0)
        // UIKit starts the interactive pop at the end of the run-loop turn the gesture began in.
        world.advance(0)
        var t = 0.0
        for x in stride(from: 0.0, through: 80, by: 20) { t += 0.016; gesture.changed(translationX: x, at: t) }
        let decision = gesture.ended(at: t)
        #expect(decision?.pops == true)
        #expect((decision?.completionSpeed ?? 0) > 1 - (80.0 / 400))
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"])
    }

    @Test func delegateVendsTheAnimatorAndInteractorForPushAndPop() {
        final class Delegate: UINavigationControllerDelegate {
            var operations: [UINavigationController.Operation] = []
            var interactor: UIPercentDrivenInteractiveTransition?
            var shown: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                operations.append(operation)
                return SlideNavigationAnimator(operation: operation, duration: 0.5)
            }
            func navigationController(
                _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
            ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                shown.append(viewController.name)
            }
        }
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let delegate = Delegate()
        nav.delegate = delegate
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: true)
        // The delegate was asked at once; UIKit starts the interactive push at the end of the turn.
        #expect(delegate.operations == [.push] && interactor.driveMode == .notStarted)
        world.advance(0)
        #expect(interactor.driveMode == .classic)
        interactor.update(0.4)
        #expect(second.view.layer.presentationState().frame.origin.x.isClose(to: 400 * 0.6, within: 1e-6))
        interactor.cancel()
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"] && second.parent == nil && second.view.superview == nil)
        #expect(delegate.shown.isEmpty)
        delegate.interactor = nil
        nav.pushViewController(second, animated: true)
        world.advance(1)
        nav.popViewController(animated: true)
        world.advance(1)
        #expect(delegate.operations == [.push, .push, .pop])
        #expect(delegate.shown == ["second", "first"])
        #expect(nav.viewControllers.map(\.name) == ["first"])
    }

    @Test func popDecisionFollowsTheProjection() {
        var tracker = PopGestureTracker()
        for i in 0...5 { tracker.add(progress: Double(i) * 0.02, at: Double(i) * 0.016) }
        let d = tracker.decide(progress: 0.1, duration: 0.35, width: 400)
        let expected = 0.1 + 0.5 * tracker.acceleration * 0.35 * 0.35 + tracker.velocity * 0.35
        #expect(d.projected.map { $0.isClose(to: expected) } == true)
        #expect(d.threshold == min(187.5 / 400, 0.5))
        #expect(d.pops == (expected > d.threshold))
    }

    /// As in UIKit, `viewControllers` holds a push's or a pop's result from its beginning (Apple's
    /// popViewController(animated:) "removes the top view controller from the stack"; a popped view
    /// controller's viewWillDisappear finds itself off the stack), and a cancelled one restores it.
    @Test func theStackHoldsTheOperationsResultWhileItIsInFlight() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: true)
        #expect(nav.isTransitioning && nav.viewControllers.map(\.name) == ["first", "second"] && nav.topViewController === second)
        world.advance(1)
        let gesture = nav.interactivePopGesture
        #expect(gesture.began(at: 0))
        #expect(nav.isTransitioning && nav.viewControllers.map(\.name) == ["first"])
        #expect(second.parent === nav, "a popped view controller stays a child until the pop completes")
        gesture.cancelled()
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"] && second.parent === nav)
        #expect(nav.transitionView.subviews.map(\.name) == [second.view.name])
        // A cancelled push takes its view controller off the stack again.
        let delegate = NavigationDelegate(commitsCancelledPops: false)
        nav.delegate = delegate
        let third = UIViewController(name: "third")
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        nav.pushViewController(third, animated: true)
        #expect(nav.viewControllers.map(\.name) == ["first", "second", "third"])
        world.advance(0)  // the interactive push starts at the end of the turn
        delegate.interactor?.cancel()
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"] && third.parent == nil && third.view.superview == nil)
    }

    /// An animator that completes a pop with `true` even when it was cancelled (as WorldDownTown's
    /// ZoomTransitioning does on iOS 10 and later) or, with `commitsCancelledPops` false, as UIKit asks.
    final class NavigationDelegate: UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
        let commitsCancelledPops: Bool
        var interactor: UIPercentDrivenInteractiveTransition?
        init(commitsCancelledPops: Bool) { self.commitsCancelledPops = commitsCancelledPops }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func navigationController(
            _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.3 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
            ctx.containerView.insertSubview(toView, belowSubview: fromView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.3, options: [], animations: {
                fromView.alpha = 0
                toView.alpha = 1
            }) { [commitsCancelledPops] _ in
                fromView.alpha = 1
                ctx.completeTransition(commitsCancelledPops || !ctx.transitionWasCancelled)
            }
        }
    }

    /// The zoom demo's edge-pan handler, on a cancel, appends the popped view controller back to the stack
    /// while the pop is in flight, then cancels; its animator then commits the pop (completeTransition(true)).
    /// The stack reads the assignment back at once, as in UIKit, and ends as assigned, its top shown; with an
    /// animator that completes as UIKit asks, the cancelled pop's restore does not put it on twice.
    @Test(arguments: [true, false])
    func anAssignmentWhileAPopIsInFlightIsTheStackItEndsWith(commitsCancelledPops: Bool) {
        let first = UIViewController(name: "first")
        let nav = UINavigationController(rootViewController: first)
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: false)
        let delegate = NavigationDelegate(commitsCancelledPops: commitsCancelledPops)
        nav.delegate = delegate
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        #expect(nav.popViewController(animated: true) === second)
        #expect(nav.viewControllers.map(\.name) == ["first"])
        world.advance(0)  // the interactive pop starts at the end of the turn
        interactor.update(0.2)
        nav.viewControllers.append(second)
        #expect(nav.isTransitioning && nav.viewControllers.map(\.name) == ["first", "second"])
        interactor.update(0)
        interactor.cancel()
        world.advance(1)
        #expect(!nav.isTransitioning)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
        #expect(second.parent === nav && first.parent === nav)
        #expect(nav.transitionView.subviews.map(\.name) == [second.view.name] && second.view.alpha == 1)
        #expect(second.appearanceState == .appeared && first.appearanceState == .disappeared)
    }

    /// An assignment in flight that leaves the popped view controller out: a cancelled pop still puts it
    /// back on top (UIKit restores a cancelled pop's stack; openradar 14794181 is the extra view controller this leaves).
    @Test func aCancelledPopPutsItsViewControllerBackOnAnAssignedStack() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        let third = UIViewController(name: "third")
        nav.pushViewController(second, animated: false)
        let gesture = nav.interactivePopGesture
        #expect(gesture.began(at: 0))
        nav.setViewControllers([nav.viewControllers[0], third], animated: false)
        #expect(nav.viewControllers.map(\.name) == ["first", "third"])
        gesture.cancelled()
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "third", "second"])
        #expect(third.parent === nav && nav.transitionView.subviews.map(\.name) == [second.view.name])
    }
}

/// What a navigation controller tells its delegate and its children when it appears or disappears itself.
@MainActor @Suite struct NavigationAppearanceTests {
    final class ShowLog: NSObject, UINavigationControllerDelegate {
        var lines: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            lines.append("willShow \(viewController.name)")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            lines.append("didShow \(viewController.name)")
        }
    }

    /// UIKit calls willShow and didShow for the root when the navigation controller first appears (apps
    /// that keep "the current view controller" from didShow rely on it), and not again for a push's
    /// own appearance work.
    @Test func firstAppearanceTellsTheDelegateItShowsTheRoot() {
        let log = ShowLog()
        let nav = UINavigationController(rootViewController: UIViewController(name: "root"))
        nav.delegate = log
        let world = World(root: nav)
        #expect(log.lines == ["willShow root", "didShow root"])
        nav.pushViewController(UIViewController(name: "second"), animated: true)
        world.advance(1)
        #expect(log.lines == ["willShow root", "didShow root", "willShow second", "didShow second"])
    }

    /// Covered by a full-screen presentation, the navigation controller's appearance reaches its top view
    /// controller only: the ones below it are not on screen, so they get no viewWillDisappear.
    @Test func appearanceReachesTheTopViewControllerOnly() {
        let root = UIViewController(name: "root")
        let nav = UINavigationController(rootViewController: root)
        let world = World(root: nav)
        let second = UIViewController(name: "second")
        nav.pushViewController(second, animated: false)
        world.advance(1)
        let rootBefore = root.appearanceCallbacks.count
        let cover = UIViewController(name: "cover")
        cover.modalPresentationStyle = .fullScreen
        nav.present(cover, animated: false)
        world.advance(1)
        #expect(second.appearanceCallbacks.suffix(2).map(\.kind) == [.viewWillDisappear, .viewDidDisappear])
        #expect(root.appearanceCallbacks.count == rootBefore, "\(root.appearanceCallbacks.map(\.kind))")
    }
}
