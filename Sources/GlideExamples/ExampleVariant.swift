import Foundation
import GlideUIKit

/// The two operations every reference transition drives.
public enum ReferenceOperation: String, Sendable, Hashable, CaseIterable {
    /// `present(_:animated:)` of the scene's presented view controller.
    case present
    /// `dismiss(animated:)` of the presented view controller.
    case dismiss
}

/// Which form of an example transition to build: the correct one, or the one as commonly written with its bug.
///
/// The buggy form differs from the reference form in exactly one place, the bug its transition's
/// ``ReferenceTransition/bugDescription`` names, so that a checker's report can be traced to it.
public enum ExampleVariant: String, Sendable, Hashable, CaseIterable {
    /// Apple's CustomTransitions style: completes with `!transitionWasCancelled` and undoes on cancel what it did.
    case reference
    /// As commonly written, with one cancellation bug.
    case buggy
}

/// Which form of an example's gesture handlers to build: the correct one, or the one as often
/// written, whose `switch gesture.state` stops at `.ended`.
///
/// Like ``ExampleVariant/buggy``, the forgetful form differs from the reference form in one place:
/// the `case .cancelled, .failed:` branch, which it does not have.
public enum HandlerVariant: String, Sendable, Hashable, CaseIterable {
    /// Cancels the transition in `.cancelled` and `.failed` (an incoming call, a lost touch).
    case reference
    /// As often written: `.cancelled` and `.failed` fall into `default: break`, so a gesture the
    /// system takes away leaves the transition interactive, never finished or cancelled.
    case forgetsCancellation
}

/// A transitioning delegate whose interactors the caller chooses per transition.
///
/// The reference scenes drive their transitions through this hook: set an interactor before
/// `present` / `dismiss` to make that transition interactive, leave it nil for an animated one.
/// UIKit asks for the interactor only after the delegate vended an animator, and so does Glide.
@MainActor
public protocol ReferenceTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// The form this delegate's animators and presentation controllers take.
    var variant: ExampleVariant { get }
    /// Returned from `interactionControllerForPresentation(using:)`.
    var presentationInteractor: (any UIViewControllerInteractiveTransitioning)? { get set }
    /// Returned from `interactionControllerForDismissal(using:)`.
    var dismissalInteractor: (any UIViewControllerInteractiveTransitioning)? { get set }
    /// A new animator for `operation` (the delegate's animator methods return it).
    func makeAnimator(for operation: ReferenceOperation) -> any UIViewControllerAnimatedTransitioning
}

extension ReferenceTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(for: .present)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(for: .dismiss)
    }

    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        presentationInteractor
    }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissalInteractor
    }
}

extension UIViewControllerContextTransitioning {
    /// Runs `animations` with `animate` when the transition is animated; otherwise makes the changes at
    /// once and calls `completion(true)` synchronously (UIKit still runs a custom animator for a
    /// non-animated `.custom` presentation, "to add or remove subviews").
    ///
    /// The animators also report a duration of 0 when not animated, as Apple's CustomTransitions sample
    /// does, so that alongside animations of a non-animated transition apply at once.
    func perform(
        animations: @escaping () -> Void, completion: @escaping (Bool) -> Void,
        animate: (@escaping () -> Void, @escaping (Bool) -> Void) -> Void
    ) {
        if isAnimated {
            animate(animations, completion)
        } else {
            UIView.performWithoutAnimation(animations)
            completion(true)
        }
    }
}

/// How many vended animators a reference delegate keeps for inspection (a long live session vends
/// one per transition).
public let vendedAnimatorLimit = 64

extension Array {
    /// Appends `element`, dropping the oldest elements beyond `limit`.
    mutating func appendKeepingLast(_ element: Element, limit: Int) {
        if count >= limit { removeFirst(count - limit + 1) }
        append(element)
    }
}
