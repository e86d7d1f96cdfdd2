import Foundation
import GlideUIKit

/// Vends the half sheet's presentation controller and slide animators, and the interactors the caller sets.
@MainActor
public final class HalfSheetTransitioningDelegate: ReferenceTransitioningDelegate {
    /// The form of the presentation controller, where the buggy form's bug is.
    public let variant: ExampleVariant
    public var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?
    public var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of the current presentation.
    public private(set) weak var presentationController: HalfSheetPresentationController?
    /// The animators vended so far, in order.
    public private(set) var vendedAnimators: [HalfSheetAnimator] = []

    /// A delegate in `variant`.
    public init(variant: ExampleVariant = .reference) {
        self.variant = variant
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting, variant: variant)
        presentationController = controller
        return controller
    }

    /// A new animator for `operation`, remembered in `vendedAnimators`.
    public func makeAnimator(for operation: ReferenceOperation) -> any UIViewControllerAnimatedTransitioning {
        let animator = HalfSheetAnimator(operation: operation)
        vendedAnimators.appendKeepingLast(animator, limit: vendedAnimatorLimit)
        return animator
    }
}
