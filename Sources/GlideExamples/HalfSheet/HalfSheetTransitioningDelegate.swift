import GlideTransitions

/// Vends the half sheet's presentation controller and slide animators, and the interactors the caller sets.
@MainActor
public final class HalfSheetTransitioningDelegate: ReferenceTransitioningDelegate {
    /// The form of the presentation controller, where the buggy form's bug is.
    public let variant: ExampleVariant
    public var presentationInteractor: (any ViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of the current presentation.
    public private(set) weak var presentationController: HalfSheetPresentationController?
    /// The animators vended so far, in order.
    public private(set) var vendedAnimators: [HalfSheetAnimator] = []

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

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting, variant: variant)
        presentationController = controller
        return controller
    }

    private func vend(_ operation: ReferenceOperation) -> HalfSheetAnimator {
        let animator = HalfSheetAnimator(operation: operation)
        vendedAnimators.append(animator)
        return animator
    }
}
