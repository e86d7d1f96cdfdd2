import Foundation
import GlideUIKit

/// Vends the menu's slide-in and slide-out animators, and the interactors the caller sets.
@MainActor
public final class MenuTransitioningDelegate: ReferenceTransitioningDelegate {
    public let variant: ExampleVariant
    public var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    /// The animators vended so far, in order.
    public private(set) var vendedAnimators: [MenuTransitionAnimator] = []

    /// A delegate in `variant`.
    public init(variant: ExampleVariant = .reference) {
        self.variant = variant
    }

    /// A new animator for `operation`, remembered in `vendedAnimators`.
    public func makeAnimator(for operation: ReferenceOperation) -> any UIViewControllerAnimatedTransitioning {
        let animator = MenuTransitionAnimator(operation: operation, variant: variant)
        vendedAnimators.appendKeepingLast(animator, limit: vendedAnimatorLimit)
        return animator
    }
}
