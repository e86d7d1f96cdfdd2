import GlideCheck
import GlideTransitions

/// Apple's CustomTransitions style, classic path: slides the to-view in from the right (present,
/// push) or the from-view out to the right (dismiss, pop), completes with `!transitionWasCancelled`
/// and undoes what it did on cancel. The baseline every deviant departs from.
@MainActor
class SlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    init(duration: Double = 0.4) { self.duration = duration }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    /// True for a presentation or a push (the to-view comes in), false for a dismissal or a pop.
    static func isForward(_ ctx: any ViewControllerContextTransitioning) -> Bool {
        guard let to = ctx.viewController(forKey: .to) else { return true }
        if to.isBeingPresented { return true }
        if let navigation = to.parent as? NavigationController { return !navigation.viewControllers.contains { $0 === to } }
        return false
    }

    /// Sets up the views and returns the animated change and the undo for a cancel.
    func prepare(_ ctx: any ViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
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
    func interruptibleAnimator(using ctx: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? { nil }

    func animateTransition(using ctx: any ViewControllerContextTransitioning) {
        let (change, undo) = prepare(ctx)
        let finish = {
            let cancelled = ctx.transitionWasCancelled
            if cancelled { undo() }
            ctx.completeTransition(!cancelled)
        }
        if ctx.isAnimated {
            View.animate(withDuration: transitionDuration(using: ctx), animations: change) { _ in finish() }
        } else {
            View.performWithoutAnimation(change)
            finish()
        }
    }
}

/// The same slide through an interruptible animator (`interruptibleAnimator(using:)`), the same
/// instance for the transition's life, completing from its completion with `!transitionWasCancelled`.
@MainActor
final class InterruptibleSlideAnimator: SlideAnimator {
    private var animator: ViewPropertyAnimator?

    override func animateTransition(using ctx: any ViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx)?.startAnimation()
    }

    override func interruptibleAnimator(using ctx: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        if let animator { return animator }
        let made = ViewPropertyAnimator(duration: transitionDuration(using: ctx), curve: .easeInOut)
        animator = made
        let (change, undo) = prepare(ctx)
        made.addAnimations(change)
        made.addCompletion { _ in
            let cancelled = ctx.transitionWasCancelled
            if cancelled { undo() }
            ctx.completeTransition(!cancelled)
        }
        return made
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
    _ name: String, styles: [CheckStyle] = CheckStyle.allCases,
    interactor: @escaping @MainActor () -> PercentDrivenInteractiveTransition = { PercentDrivenInteractiveTransition() },
    presentationController: (@MainActor (ViewController, ViewController?) -> PresentationController)? = nil,
    animator: @escaping @MainActor () -> any ViewControllerAnimatedTransitioning
) -> TransitionSubject {
    .animator(named: name, styles: styles, animator: animator, presentationController: presentationController, interactor: interactor)
}
