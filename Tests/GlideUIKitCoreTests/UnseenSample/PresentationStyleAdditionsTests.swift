import Foundation
import Testing
@testable import GlideUIKitCore

/// The presentation names units 26–50 of the unseen sample used: sheet and popover styles, the default animation's
/// `modalTransitionStyle`, the adaptive delegate, and the coordinator's one-argument `animate`.
@MainActor @Suite struct PresentationStyleAdditionsTests {
    @Test("a page sheet, a form sheet and .automatic keep the presenter's view under the sheet")
    func sheetsKeepThePresenter() {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
            let world = World()
            let presented = UIViewController(name: "sheet")
            presented.modalPresentationStyle = style
            world.root.present(presented, animated: true)
            world.advance(1)
            #expect(world.root.presentedViewController === presented)
            #expect(world.root.view.window === world.window, "the presenter stays on screen under a \(style) sheet")
            #expect(presented.presentationController?.shouldRemovePresentersView == false)
            world.root.dismiss(animated: true)
            world.advance(1)
            #expect(world.root.presentedViewController == nil && presented.view.window == nil)
        }
    }

    @Test("the default style is .automatic, a page sheet: the presenter stays and gets no appearance callbacks")
    func defaultIsAPageSheet() {
        let world = World()
        let presented = UIViewController(name: "plain")
        #expect(presented.modalPresentationStyle == .automatic)
        #expect(presented.sheetPresentationController != nil, "UIKit makes the sheet on first use")
        let before = world.root.appearanceCallbacks.count
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(world.root.view.window === world.window)
        #expect(presented.view.frame.minY > 0, "the sheet's frame, not the window's")
        #expect(world.root.appearanceCallbacks.count == before, "a page sheet leaves the presenter's appearance alone")
    }

    /// An animator written before iOS 13 for a full-screen presentation: it takes both views from the view
    /// controllers and, dismissing, puts the presenter's view into the container.
    @MainActor final class PreSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var fromViews: [UIView?] = []
        var toViews: [UIView?] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            fromViews.append(ctx.view(forKey: .from))
            toViews.append(ctx.view(forKey: .to))
            let toView = ctx.viewController(forKey: .to)!.view!
            ctx.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }

    @Test("an animator on the default style gets no from-view presenting and no to-view dismissing; the presenter's view it moves into the container leaves the window with it")
    func preSheetAnimatorOnTheDefaultStyle() {
        let world = World()
        let presented = UIViewController(name: "viewer")
        let animator = PreSheetAnimator()
        let delegate = TestDelegate(animator: animator)
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(animator.fromViews.count == 1 && animator.fromViews[0] == nil, "view(forKey: .from) is nil under a page sheet")
        #expect(animator.toViews[0] === presented.view)
        world.root.dismiss(animated: true)
        world.advance(1)
        #expect(animator.toViews.count == 2 && animator.toViews[1] == nil, "view(forKey: .to) is nil dismissing a page sheet")
        #expect(world.root.presentedViewController == nil)
        #expect(world.root.view.window == nil, "iOS 13's black screen: the presenter's view left with the sheet's container")
        // The same code on the style it was written for keeps the presenter on screen.
        let again = World()
        let full = UIViewController(name: "viewer")
        full.modalPresentationStyle = .fullScreen
        let fullAnimator = PreSheetAnimator()
        let fullDelegate = TestDelegate(animator: fullAnimator)
        full.transitioningDelegate = fullDelegate
        again.root.present(full, animated: true)
        again.advance(1)
        again.root.dismiss(animated: true)
        again.advance(1)
        #expect(again.root.view.window === again.window)
        #expect(fullAnimator.fromViews[0] === again.root.view)
    }

    @Test("under the default style the sheet lays its presented view out at its detent once an animator that set no frame presented it")
    func theSheetOwnsTheFrameAfterAnAnimator() {
        final class AddOnly: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                let view = ctx.view(forKey: .to)!
                view.frame = ctx.containerView.bounds
                ctx.containerView.addSubview(view)
                view.alpha = 0
                UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
            }
        }
        let world = World()
        let presented = UIViewController(name: "sheet")
        let delegate = TestDelegate(animator: AddOnly())
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        let sheetFrame = presented.presentationController!.frameOfPresentedViewInContainerView
        #expect(sheetFrame.minY > 0 && presented.view.frame == sheetFrame, "\(presented.view.frame) vs \(sheetFrame)")
    }

    @Test("a popover presents full screen, as UIKit adapts it in compact width")
    func popoverIsFullScreen() {
        let world = World()
        let presented = UIViewController(name: "popover")
        presented.modalPresentationStyle = .popover
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(world.root.view.window == nil, "a full-screen presentation removes the presenter's view")
        #expect(UIModalPresentationStyle.popover.modeled == .fullScreen)
        #expect(UIModalPresentationStyle.automatic.modeled == .pageSheet)
    }

    @Test("with no animator vended, .crossDissolve fades the presented view in place; .coverVertical slides it up")
    func defaultAnimationFollowsTheTransitionStyle() {
        for style in [UIModalTransitionStyle.crossDissolve, .coverVertical] {
            let world = World()
            let presented = UIViewController(name: "shown")
            presented.modalTransitionStyle = style
            presented.modalPresentationStyle = .fullScreen
            world.root.present(presented, animated: true)
            world.advance(0.15)
            let moving = presented.view.layer.presentation()
            if style == .crossDissolve {
                #expect(moving?.frame.origin.y == 0)
                #expect((moving?.opacity ?? 1) < 1 && (moving?.opacity ?? 0) > 0)
            } else {
                #expect((moving?.frame.origin.y ?? 0) > 0)
            }
            world.advance(1)
            #expect(presented.view.alpha == 1 && presented.view.frame.origin.y == 0)
            world.root.dismiss(animated: true)
            world.advance(1)
            #expect(presented.view.window == nil && world.root.presentedViewController == nil)
        }
    }

    @Test("a cancelled cross-dissolve dismissal puts the presented view back and removes the revealed one")
    func crossDissolveCancel() {
        let world = World()
        let presented = UIViewController(name: "shown")
        presented.modalTransitionStyle = .crossDissolve
        presented.modalPresentationStyle = .fullScreen
        world.root.present(presented, animated: true)
        world.advance(1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractorOnlyDelegate(interactor: interactor)
        presented.transitioningDelegate = delegate
        world.root.dismiss(animated: true)
        world.clock.runPending()
        interactor.update(0.5)
        interactor.cancel()
        world.advance(1)
        #expect(world.root.presentedViewController === presented)
        #expect(presented.view.alpha == 1)
        #expect(world.root.view.window == nil, "the presenter's view revealed for the dismissal is removed again")
    }

    @Test("a presentation controller holds its adaptive delegate weakly; the defaults answer as UIKit's absent methods")
    func adaptiveDelegate() {
        final class Adaptive: NSObject, UIAdaptivePresentationControllerDelegate {}
        let presented = UIViewController(name: "shown")
        let controller = UIPresentationController(presentedViewController: presented, presenting: nil)
        var delegate: Adaptive? = Adaptive()
        controller.delegate = delegate
        #expect(controller.delegate === delegate)
        #expect(delegate!.adaptivePresentationStyle(for: controller) == controller.presentationStyle)
        #expect(delegate!.presentationControllerShouldDismiss(controller))
        #expect(delegate!.presentationController(controller, viewControllerForAdaptivePresentationStyle: .fullScreen) == nil)
        delegate = nil
        #expect(controller.delegate == nil)
    }

    @Test("the coordinator's animate(alongsideTransition:) without a completion runs alongside")
    func coordinatorAnimateWithoutCompletion() {
        let world = World()
        let presented = UIViewController(name: "shown")
        let marker = UIView()
        world.root.present(presented, animated: true)
        let coordinator: (any UIViewControllerTransitionCoordinator)? = presented.transitionCoordinator
        #expect(coordinator != nil)
        coordinator?.animate { _ in marker.alpha = 0.25 }
        world.advance(1)
        #expect(marker.alpha == 0.25)
    }
}

/// A transitioning delegate that vends UIKit's cross-dissolve animator and an interactor for the dismissal.
@MainActor final class InteractorOnlyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor: UIPercentDrivenInteractiveTransition
    init(interactor: UIPercentDrivenInteractiveTransition) { self.interactor = interactor }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossDissolveAnimator()
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}
