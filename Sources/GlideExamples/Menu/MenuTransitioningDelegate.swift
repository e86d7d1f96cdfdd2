import GlideTransitions

/// Vends the menu's slide-in and slide-out animators, and the interactors the caller sets.
@MainActor
public final class MenuTransitioningDelegate: ReferenceTransitioningDelegate {
    public let variant: ExampleVariant
    public var presentationInteractor: (any ViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any ViewControllerInteractiveTransitioning)?
    /// The animators vended so far, in order.
    public private(set) var vendedAnimators: [MenuTransitionAnimator] = []

    /// A delegate in `variant`.
    public init(variant: ExampleVariant = .reference) {
        self.variant = variant
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        vend(.present)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        vend(.dismiss)
    }

    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        presentationInteractor
    }

    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        dismissalInteractor
    }

    private func vend(_ operation: ReferenceOperation) -> MenuTransitionAnimator {
        let animator = MenuTransitionAnimator(operation: operation, variant: variant)
        vendedAnimators.append(animator)
        return animator
    }
}
