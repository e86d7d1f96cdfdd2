import Foundation
import GlideCheck
import GlideUIKitCore

// Interactors, animators and presentation controllers that break one of 33–37 each, as app developers
// write them.

/// Breaks 33: a shared "end" helper copied from the finish path, so the cancel path ends with
/// `finishInteractiveTransition()` on the context after the cancel (on iOS that clears
/// `transitionWasCancelled`, and the cancelled transition is committed).
@MainActor
final class FinishesOnCancelInteractor: UIPercentDrivenInteractiveTransition {
    private var transitionContext: (any UIViewControllerContextTransitioning)?

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        super.startInteractiveTransition(transitionContext)
    }

    override func cancel() {
        super.cancel()
        endInteraction()
    }

    /// Copied from the finish path.
    private func endInteraction() {
        transitionContext?.finishInteractiveTransition()
        transitionContext = nil
    }
}

/// A presentation controller that keeps the presenter on screen above the presented view's top half.
@MainActor
final class LowerHalfPresentationController: DimmingPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

/// Breaks 34: sends the presenter its disappearance itself (a common workaround for "my presenter never
/// gets viewWillDisappear" with a custom presentation), balanced on both paths, so 26 holds; but the
/// presenter stays on screen above the half-height sheet while it is told its view disappeared.
@MainActor
final class PresenterDisappearsOnScreenAnimator: SlideAnimator {
    private var presenter: UIViewController?

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        if Self.isForward(ctx), ctx.viewController(forKey: .to)?.isBeingPresented == true, ctx.view(forKey: .from) == nil,
           let from = ctx.viewController(forKey: .from) {
            from.beginAppearanceTransition(false, animated: ctx.isAnimated)
            presenter = from
        } else if !Self.isForward(ctx), ctx.view(forKey: .to) == nil, let to = ctx.viewController(forKey: .to) {
            to.beginAppearanceTransition(true, animated: ctx.isAnimated)
            presenter = to
        }
        return super.prepare(ctx)
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        guard let presenter else { return }
        if cancelled {
            // Put it back as it was: the reverse transition, begun and ended.
            let appearing = presenter.isBeingPresented || Self.isForward(ctx)
            presenter.beginAppearanceTransition(appearing, animated: ctx.isAnimated)
        }
        presenter.endAppearanceTransition()
        self.presenter = nil
    }
}

/// Breaks 36: builds a new property animator every time it is asked, the way the WWDC sample's
/// `interruptibleAnimator(using:)` reads when its stored property is left out.
@MainActor
final class NewAnimatorPerCallAnimator: InterruptibleSlideAnimator {
    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    override func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        let made = makeAnimator(duration: transitionDuration(using: ctx))
        let (change, undo) = prepare(ctx)
        made.addAnimations(change)
        made.addCompletion { _ in self.complete(ctx, undo: undo) }
        return made
    }
}
