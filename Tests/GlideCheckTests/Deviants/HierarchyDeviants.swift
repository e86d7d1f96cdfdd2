import Foundation
import GlideCheck
import GlideUIKitCore

/// A dimming presentation controller done right: the dimming view goes in `presentationTransitionWillBegin`,
/// and leaves in `presentationTransitionDidEnd(false)` and `dismissalTransitionDidEnd(true)`.
@MainActor
class DimmingPresentationController: UIPresentationController {
    var dimmingView: UIView?

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let dimming = UIView(frame: container.bounds, name: "dimming")
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeDimming() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeDimming() }
    }

    func removeDimming() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }
}

/// 17 (a warning). Cleans up only after a dismissal: `presentationTransitionDidEnd(false)` was never
/// written, so a cancelled presentation leaves the dimming view in the container, which UIKit takes
/// out of the window with it: nothing shows on iOS.
@MainActor
final class NoCancelCleanupPresentationController: DimmingPresentationController {
    override func presentationTransitionDidEnd(_ completed: Bool) {}
}

/// 18. Adds the to-view on top of the from-view (`addSubview` where `insertSubview(_:belowSubview:)`
/// was meant) and leaves it on a cancelled dismissal: UIKit does not remove it (Apple's sample does,
/// B2), so the screen the user went back to covers the one they stayed on.
@MainActor
final class KeepsToViewOnCancelAnimator: SlideAnimator {
    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let (change, undo) = super.prepare(ctx)
        guard !Self.isForward(ctx), let toView = ctx.view(forKey: .to) else { return (change, undo) }
        ctx.containerView.addSubview(toView)
        return (change, {})
    }
}

/// 19 (a warning). Relies on the container going away: `dismissalTransitionDidEnd(true)` does not
/// remove the dimming view (only a cancelled presentation does); UIKit takes the container out of the
/// window and the dimming view with it, so nothing shows on iOS.
@MainActor
final class NoDismissalCleanupPresentationController: DimmingPresentationController {
    override func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// 20. Borrows the presenter's view into the container to animate a dismissal in a non-full-screen
/// style (B1's move) and puts it back where it was on the completed path only: after a cancelled
/// dismissal it stays in the container. (Borrowed and put back on both paths, it is a warning: the
/// container UIKit tears down does not take it.)
@MainActor
final class BorrowsPresenterViewAnimator: SlideAnimator {
    private var borrowed: (view: UIView, home: UIView, index: Int, frame: CGRect)?
    /// True to put the view back on both paths (no black screen: a warning of 20, not a failure).
    let returnsOnCancel: Bool

    init(returnsOnCancel: Bool = false) {
        self.returnsOnCancel = returnsOnCancel
        super.init()
    }

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let prepared = super.prepare(ctx)
        // UIKit hands no to-view for these styles; the animator takes the view controller's view anyway.
        guard !Self.isForward(ctx), ctx.view(forKey: .to) == nil, let presenterView = ctx.viewController(forKey: .to)?.view,
              let home = presenterView.superview, let fromView = ctx.view(forKey: .from)
        else { return prepared }
        let frame = presenterView.frame
        borrowed = (presenterView, home, home.subviews.firstIndex { $0 === presenterView } ?? 0, frame)
        ctx.containerView.insertSubview(presenterView, belowSubview: fromView)
        presenterView.frame = ctx.containerView.convert(frame, from: home)
        return prepared
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        // Put back on the completed path only: a cancelled dismissal leaves it in the container.
        guard let borrowed, !cancelled || returnsOnCancel else { return }
        borrowed.home.insertSubview(borrowed.view, at: borrowed.index)
        borrowed.view.frame = borrowed.frame
    }
}

/// 21. Removes the presenting view controller's view when its presentation animation completes, as if
/// every style were full screen (View2ViewTransition#22).
@MainActor
final class RemovesPresenterViewAnimator: SlideAnimator {
    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        guard ctx.isAnimated, !cancelled, Self.isForward(ctx), ctx.viewController(forKey: .to)?.isBeingPresented == true else { return }
        ctx.viewController(forKey: .from)?.view.removeFromSuperview()
    }
}

/// 22. Cross-fades from a snapshot of the from-view laid over the transition and removes it in the
/// completed branch only: a cancel runs the fade back, so the frozen copy stays over the live screen,
/// taking its touches (B4).
@MainActor
final class LeavesSnapshotAnimator: SlideAnimator {
    private var snapshot: UIView?

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let (change, undo) = super.prepare(ctx)
        guard let fromView = ctx.view(forKey: .from), let copy = fromView.snapshotView(afterScreenUpdates: false) else { return (change, undo) }
        copy.frame = ctx.containerView.convert(fromView.frame, from: fromView.superview)
        ctx.containerView.addSubview(copy)
        snapshot = copy
        return ({ change(); copy.alpha = 0 }, undo)
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        if !cancelled { snapshot?.removeFromSuperview() }
    }
}

/// 23. Dims the from-view to half alpha *before* its animation block while presenting or pushing, fades
/// it further inside the block, and restores the alpha in the completed branch only (B5). A cancel
/// runs the fade back to where the block started, the half alpha set outside it: UIKit restores what
/// the block animated, not what the code set before it.
@MainActor
final class FadesFromViewAnimator: SlideAnimator {
    private var faded: UIView?

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let (change, undo) = super.prepare(ctx)
        guard Self.isForward(ctx), let fromView = ctx.view(forKey: .from) else { return (change, undo) }
        faded = fromView
        fromView.alpha = 0.5
        return ({ change(); fromView.alpha = 0.2 }, undo)
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        if !cancelled { faded?.alpha = 1 }
    }
}

/// 24. Disables touches on the from-view while animating and enables them again in the completed
/// branch only.
@MainActor
final class DisablesInteractionAnimator: SlideAnimator {
    private var disabled: UIView?

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        if let fromView = ctx.view(forKey: .from) {
            fromView.isUserInteractionEnabled = false
            disabled = fromView
        }
        return super.prepare(ctx)
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        if !cancelled { disabled?.isUserInteractionEnabled = true }
    }
}

/// 25 (with 2). Completes with the UIView animation's `finished` flag (seedante#5): a cancelled
/// animation still finishes, so the cancel is committed.
@MainActor
final class FinishedFlagAnimator: SlideAnimator {
    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let (change, _) = prepare(ctx)
        run(ctx, change) { finished in ctx.completeTransition(finished) }
    }
}

/// 26. Sends the presenter its disappearance itself where UIKit does not (a non-full-screen
/// presentation, a common workaround) and ends it in the completed branch only.
@MainActor
final class PresenterAppearanceAnimator: SlideAnimator {
    private var presenter: UIViewController?

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        if Self.isForward(ctx), ctx.viewController(forKey: .to)?.isBeingPresented == true, ctx.view(forKey: .from) == nil,
           let from = ctx.viewController(forKey: .from) {
            from.beginAppearanceTransition(false, animated: ctx.isAnimated)
            presenter = from
        }
        return super.prepare(ctx)
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        if !cancelled { presenter?.endAppearanceTransition() }
    }
}
