import GlideTransitions

/// Stands in for the animator under check: forwards every call and tells the recorder about it,
/// and asks the context the animator is handed about keys and frames (invariant 30).
@MainActor
final class RecordingAnimator: ViewControllerAnimatedTransitioning {
    let base: any ViewControllerAnimatedTransitioning
    weak var recorder: Recorder?

    init(_ base: any ViewControllerAnimatedTransitioning, recorder: Recorder) {
        self.base = base
        self.recorder = recorder
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        let duration = base.transitionDuration(using: transitionContext)
        if let recorder, recorder.context != nil, transitionContext === recorder.context || recorder.animatorContext == nil {
            recorder.duration = duration
        }
        recorder?.note(.transitionDuration(duration))
        return duration
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let recorder, recorder.armed {
            recorder.animatorContext = transitionContext
            if recorder.answers == nil { recorder.answers = ask(transitionContext, bystander: recorder.scene.bystander) }
            if recorder.duration == 0 { recorder.duration = base.transitionDuration(using: transitionContext) }
            recorder.note(.animateTransition(engineContext: transitionContext === recorder.context))
        }
        base.animateTransition(using: transitionContext)
    }

    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning) -> ViewPropertyAnimator? {
        let animator = base.interruptibleAnimator(using: transitionContext)
        if let recorder, recorder.armed {
            if recorder.animatorContext == nil { recorder.animatorContext = transitionContext }
            if recorder.answers == nil { recorder.answers = ask(transitionContext, bystander: recorder.scene.bystander) }
            recorder.note(.interruptibleAnimator(vended: animator != nil))
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        recorder?.note(.animationEnded(transitionCompleted))
        base.animationEnded(transitionCompleted)
    }

    private func ask(_ context: any ViewControllerContextTransitioning, bystander: ViewController?) -> ContextAnswers {
        let unknownView = TransitionContextViewKey(rawValue: "GlideCheckUnknownViewKey")
        let unknownController = TransitionContextViewControllerKey(rawValue: "GlideCheckUnknownViewControllerKey")
        let from = context.viewController(forKey: .from)
        return ContextAnswers(
            unknownViewKeyIsNil: context.view(forKey: unknownView) == nil,
            unknownViewControllerKeyIsNil: context.viewController(forKey: unknownController) == nil,
            bystanderInitialFrame: bystander.map { CheckFormat.rect(context.initialFrame(for: $0)) },
            bystanderFinalFrame: bystander.map { CheckFormat.rect(context.finalFrame(for: $0)) },
            fromFinalFrame: from.map { CheckFormat.rect(context.finalFrame(for: $0)) } ?? "nil")
    }
}

/// Wraps the scene's transitioning delegate: vends its animators wrapped for recording, its
/// presentation controller, and the checker's interactor.
@MainActor
final class RecordingTransitioningDelegate: ViewControllerTransitioningDelegate {
    let base: (any ViewControllerTransitioningDelegate)?
    weak var recorder: Recorder?
    /// The interactor for the next transition (nil for a non-interactive one).
    var interactor: PercentDrivenInteractiveTransition?

    init(base: (any ViewControllerTransitioningDelegate)?, recorder: Recorder) {
        self.base = base
        self.recorder = recorder
    }

    private func wrap(_ animator: (any ViewControllerAnimatedTransitioning)?) -> (any ViewControllerAnimatedTransitioning)? {
        guard let animator, let recorder else { return animator }
        return RecordingAnimator(animator, recorder: recorder)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        wrap(base?.animationController(forPresented: presented, presenting: presenting, source: source))
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        wrap(base?.animationController(forDismissed: dismissed))
    }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        interactor
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? {
        interactor
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        base?.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}

/// Wraps the scene's navigation delegate the same way.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let base: (any NavigationControllerDelegate)?
    weak var recorder: Recorder?
    var interactor: PercentDrivenInteractiveTransition?

    init(base: (any NavigationControllerDelegate)?, recorder: Recorder) {
        self.base = base
        self.recorder = recorder
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        guard let animator = base?.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC),
              let recorder
        else { return nil }
        return RecordingAnimator(animator, recorder: recorder)
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interactor
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        base?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        base?.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
