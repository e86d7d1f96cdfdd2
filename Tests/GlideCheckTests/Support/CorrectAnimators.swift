import Foundation
import GlideCheck
import GlideUIKitCore

/// Apple's CustomTransitions style, classic path: slides the to-view in from the right (present,
/// push) or the from-view out to the right (dismiss, pop), completes with `!transitionWasCancelled`
/// and undoes what it did on cancel. The baseline every deviant departs from.
@MainActor
class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let duration: Double
    init(duration: Double = 0.4) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    /// True for a presentation or a push (the to-view comes in), false for a dismissal or a pop.
    static func isForward(_ ctx: any UIViewControllerContextTransitioning) -> Bool {
        guard let to = ctx.viewController(forKey: .to) else { return true }
        if to.isBeingPresented { return true }
        // A push leaves its from-view controller on the stack; a pop has taken it off (UIKit updates the stack as it begins).
        if let navigation = to.parent as? UINavigationController, let from = ctx.viewController(forKey: .from) {
            return navigation.viewControllers.contains { $0 === from }
        }
        return false
    }

    /// Sets up the views and returns the animated change and the undo for a cancel.
    func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let container = ctx.containerView
        let width = container.bounds.width
        if Self.isForward(ctx) {
            guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return ({}, {}) }
            let final = ctx.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            return ({ toView.frame = final }, { toView.removeFromSuperview() })
        }
        guard let fromView = ctx.view(forKey: .from) else { return ({}, {}) }
        let start = fromView.frame
        let toView = ctx.view(forKey: .to)
        if let toView, toView.superview == nil { container.insertSubview(toView, belowSubview: fromView) }
        return ({ fromView.frame = start.offsetBy(dx: width, dy: 0) }, {
            fromView.frame = start
            if let toView, toView.superview === container { toView.removeFromSuperview() }
        })
    }

    /// None: the classic path. Declared in the class (not left to the protocol's default) so that a
    /// subclass's `interruptibleAnimator(using:)` overrides it and is reached through the protocol.
    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating { NoInterruptibleAnimator.shared }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let (change, undo) = prepare(ctx)
        run(ctx, change) { _ in self.complete(ctx, undo: undo) }
    }

    /// Runs `change` over the duration (at once when the transition is not animated), then `then` with
    /// the animation's `finished` flag.
    func run(_ ctx: any UIViewControllerContextTransitioning, _ change: @escaping () -> Void, then: @escaping (Bool) -> Void) {
        if ctx.isAnimated {
            UIView.animate(withDuration: transitionDuration(using: ctx), animations: change, completion: then)
        } else {
            UIView.performWithoutAnimation(change)
            then(true)
        }
    }

    /// The completion, done right: undo on cancel, then `completeTransition(!transitionWasCancelled)`.
    /// The one place most deviants change.
    func complete(_ ctx: any UIViewControllerContextTransitioning, undo: @escaping () -> Void) {
        let cancelled = ctx.transitionWasCancelled
        if cancelled { undo() }
        willComplete(ctx, cancelled: cancelled)
        ctx.completeTransition(!cancelled)
    }

    /// Called in the completion, after the undo on cancel and before `completeTransition(!cancelled)`:
    /// where the hierarchy deviants put (or forget) their cleanup. Nothing here.
    func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {}
}

/// The same slide through an interruptible animator (`interruptibleAnimator(using:)`), the same
/// instance for the transition's life, completing from its completion with `!transitionWasCancelled`.
@MainActor
class InterruptibleSlideAnimator: SlideAnimator {
    private var animator: UIViewPropertyAnimator?

    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    override func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let made = makeAnimator(duration: transitionDuration(using: ctx))
        animator = made
        let (change, undo) = prepare(ctx)
        made.addAnimations(change)
        made.addCompletion { _ in self.complete(ctx, undo: undo) }
        return made
    }

    /// The property animator, ease-in-out over `duration`.
    func makeAnimator(duration: Double) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    }
}

/// The numbers of the invariants `subject` breaks over the whole matrix (and the report, for messages).
@MainActor
func brokenInvariants(_ subject: TransitionSubject, options: TransitionCheck.Options = .init(runs: 0)) throws -> (Set<Int>, CheckReport) {
    let report = try TransitionCheck(subject: subject, options: options).runNow()
    return (Set(report.failedInvariants), report)
}

/// A subject for `animator` in the standard scene, in every style.
@MainActor
func subject(
    _ name: String, styles: [CheckStyle] = CheckStyle.standardSceneStyles,
    interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
    presentationController: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)? = nil,
    animator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning
) -> TransitionSubject {
    .animator(named: name, styles: styles, animator: animator, presentationController: presentationController, interactor: interactor)
}
