import Foundation
import GlideUIKit

/// Vends the flip's present and dismiss animators for a card, and the interactors the caller sets.
@MainActor
public final class FlipTransitioningDelegate: ReferenceTransitioningDelegate {
    public let variant: ExampleVariant
    /// The card the flip starts from and ends on.
    public let card: UIView
    public var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    /// The last presentation animator vended.
    public private(set) var presentAnimator: FlipPresentAnimator?
    /// The last dismissal animator vended.
    public private(set) var dismissAnimator: FlipDismissAnimator?

    /// A delegate flipping from and to `card`; `variant` applies to the dismissal, where the buggy form's bug is.
    public init(card: UIView, variant: ExampleVariant = .reference) {
        self.card = card
        self.variant = variant
    }

    /// The card's frame in window coordinates now.
    private var cardFrameInWindow: CGRect {
        guard let superview = card.superview else { return card.frame }
        return superview.convert(card.frame, to: nil)
    }

    /// A new present or dismiss animator, remembered as ``presentAnimator`` / ``dismissAnimator``.
    public func makeAnimator(for operation: ReferenceOperation) -> any UIViewControllerAnimatedTransitioning {
        switch operation {
        case .present:
            let animator = FlipPresentAnimator(originFrame: cardFrameInWindow)
            presentAnimator = animator
            return animator
        case .dismiss:
            let animator = FlipDismissAnimator(destinationFrame: cardFrameInWindow, variant: variant)
            dismissAnimator = animator
            return animator
        }
    }
}
