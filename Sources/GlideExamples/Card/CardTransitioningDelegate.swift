import GlideTransitions

/// Vends the card's expand and collapse animators, its presentation controller (blur), and the interactors the caller sets.
@MainActor
public final class CardTransitioningDelegate: ReferenceTransitioningDelegate {
    public let variant: ExampleVariant
    /// The card the next transition expands from or collapses onto (set it when a card is tapped).
    public var selectedCard: CardCell
    public var presentationInteractor: (any ViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any ViewControllerInteractiveTransitioning)?
    /// The animators vended so far, in order (for inspection).
    public private(set) var vendedAnimators: [CardTransitionAnimator] = []
    /// The presentation controller of the current presentation.
    public private(set) weak var presentationController: CardPresentationController?

    /// A delegate for transitions from and to `selectedCard`.
    public init(selectedCard: CardCell, variant: ExampleVariant = .reference) {
        self.selectedCard = selectedCard
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
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    private func vend(_ operation: ReferenceOperation) -> CardTransitionAnimator {
        let animator = CardTransitionAnimator(operation: operation, card: selectedCard, variant: variant)
        vendedAnimators.append(animator)
        return animator
    }
}
