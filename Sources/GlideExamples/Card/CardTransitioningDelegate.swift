import Foundation
import GlideUIKit

/// Vends the card's expand and collapse animators, its presentation controller (blur), and the interactors the caller sets.
@MainActor
public final class CardTransitioningDelegate: ReferenceTransitioningDelegate {
    public let variant: ExampleVariant
    /// The card the next transition expands from or collapses onto (set it when a card is tapped).
    public var selectedCard: CardCell
    public var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    /// The animators vended, in order, up to the last ``vendedAnimatorLimit`` (for inspection).
    public private(set) var vendedAnimators: [CardTransitionAnimator] = []
    /// The presentation controller of the current presentation.
    public private(set) weak var presentationController: CardPresentationController?

    /// A delegate for transitions from and to `selectedCard`.
    public init(selectedCard: CardCell, variant: ExampleVariant = .reference) {
        self.selectedCard = selectedCard
        self.variant = variant
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    /// A new animator for `operation`, remembered in `vendedAnimators`.
    public func makeAnimator(for operation: ReferenceOperation) -> any UIViewControllerAnimatedTransitioning {
        let animator = CardTransitionAnimator(operation: operation, card: selectedCard, variant: variant)
        vendedAnimators.appendKeepingLast(animator, limit: vendedAnimatorLimit)
        return animator
    }
}
