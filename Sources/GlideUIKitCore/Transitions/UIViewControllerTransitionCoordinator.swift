import Foundation
import GlideCoreGraphics
/// What a view controller sees of a transition in flight (`UIViewControllerTransitionCoordinator`).
///
/// Obtained from `viewController.transitionCoordinator` while a transition runs. Animations
/// registered with ``animate(alongsideTransition:completion:)`` run with the transition (scrubbed
/// with it when it is interactive) and their completions run inside `completeTransition`.
@preconcurrency @MainActor
public final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The transition's context.
    package unowned let context: TransitionContext

    init(context: TransitionContext) {
        self.context = context
    }

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    /// True when the transition started interactively; never changes during the transition.
    public var initiallyInteractive: Bool { context.initiallyInteractive }
    public var isInterruptible: Bool { context.isInterruptible }
    public var isInteractive: Bool { context.isInteractive }
    /// True once the interaction was cancelled (mirrors `transitionWasCancelled`).
    public var isCancelled: Bool { context.transitionWasCancelled }
    public var transitionDuration: TimeInterval { context.transitionDuration }
    /// The percent at which the interaction handed over to the non-interactive completion.
    public var percentComplete: CGFloat { CGFloat(context.percentComplete) }
    /// The completion speed, always positive as documented (UIKit stores it negated on cancel internally).
    public var completionVelocity: CGFloat { CGFloat(abs(context.signedCompletionVelocity)) }
    public var completionCurve: UIView.AnimationCurve { context.completionCurve }
    public var containerView: UIView { context.containerView }
    public var targetTransform: CGAffineTransform { context.targetTransform }

    @discardableResult
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    @discardableResult
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    /// Runs `animation` alongside the transition and `completion` when it completes (inside `completeTransition`).
    /// Returns true when the animation was scheduled (or was nil).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    /// As ``animate(alongsideTransition:completion:)``, for views outside the container.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard context.phase != .completed else { return animation == nil }
        context.record(.alongsideRegistered(animation: animation != nil, completion: completion != nil))
        if let completion { context.alongsideCompletions.append(completion) }
        guard let animation else { return true }
        switch context.phase {
        case .ready:
            context.pendingAlongside.append((animation, view))
        case .inFlight:
            context.runAlongside(animation)
        case .completed:
            return false
        }
        return true
    }

    /// Calls `handler` each time the transition moves between interactive and non-interactive
    /// (on finish, cancel, and each pause and resume).
    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard context.phase != .completed else { return }
        context.record(.interactionHandlerRegistered)
        context.interactionChangeHandlers.append(handler)
    }
}

/// What alongside animations and completions see of a transition (`UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: GlideObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    @discardableResult
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    @discardableResult
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// A view controller's view of the transition it takes part in (`UIViewControllerTransitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
