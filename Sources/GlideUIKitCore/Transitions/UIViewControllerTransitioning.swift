import Foundation
import GlideCoreGraphics
/// Keys for the view controllers of a transition (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller visible at the start of the transition (and at the end of a cancelled one).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the beginning of the transition, or at the end of a cancelled one.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of a completed transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// How a presented view controller covers the screen (`UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    /// Not a presentation (navigation and other container transitions): UIKit's −1.
    case none = -1
    /// Covers the screen; the presenter's view is removed when the presentation ends.
    case fullScreen = 0
    /// Covers the presentation context (the nearest ancestor that defines one); the presenter's view is removed.
    case currentContext = 3
    /// A presentation controller supplied by the transitioning delegate manages the presentation.
    case custom = 4
    /// Covers the screen; the presenter's view stays underneath.
    case overFullScreen = 5
    /// Covers the presentation context; the views underneath stay.
    case overCurrentContext = 6
    /// The system's choice for the presented view controller: a page sheet since iOS 13, as Glide presents it.
    case automatic = -2
    /// A sheet that partly covers the presenter, which stays visible behind it, managed by a
    /// ``UISheetPresentationController`` (its detents, dimming and drag to dismiss: see that class).
    case pageSheet = 1
    /// A sheet centred on a regular-width screen; a page sheet in compact width.
    ///
    /// Glide differs from UIKit here: presented as ``pageSheet`` is (the headless screen is an iPhone's, compact width).
    case formSheet = 2
    /// A popover with an arrow, managed by a ``UIPopoverPresentationController``; on an iPhone (compact width) UIKit
    /// adapts it to full screen unless the popover's delegate answers `.none` (see that class).
    case popover = 7

    /// The style Glide presents with: `.automatic` as `.pageSheet`, a popover as `.fullScreen` (its default adaptation;
    /// the presentation asks the popover's delegate first: see ``UIPopoverPresentationController``).
    package var modeled: UIModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .popover: return .fullScreen
        default: return self
        }
    }

    /// True for the styles that keep the presenter's view in place (`shouldRemovePresentersView` false by default).
    public var keepsPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext, .none, .popover: return false
        case .custom, .overFullScreen, .overCurrentContext, .automatic, .pageSheet, .formSheet: return true
        }
    }
}

/// The context a transition's animator works in (`UIViewControllerContextTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: GlideObjectProtocol {
    /// The view in which the transition takes place; the animator adds the to-view (and on dismissal the revealed view) here.
    var containerView: UIView { get }
    /// False for a non-animated transition (a custom presentation still runs `animateTransition` then).
    var isAnimated: Bool { get }
    /// True while an interactor drives the transition.
    var isInteractive: Bool { get }
    /// True from the moment the interaction is cancelled (synchronously at `cancelInteractiveTransition`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style, or `.none` for a navigation transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (the identity: the headless screen never rotates).
    var targetTransform: CGAffineTransform { get }
    /// Reports progress, 0 to 1 (clamped).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends the interaction: the transition completes.
    func finishInteractiveTransition()
    /// Ends the interaction: the transition goes back to where it began.
    func cancelInteractiveTransition()
    /// Moves an interruptible transition back into its interactive phase.
    func pauseInteractiveTransition()
    /// Must be called exactly once when the animations are done: true when the transition completed,
    /// false when the original view controller is still shown. The argument is trusted as passed.
    func completeTransition(_ didComplete: Bool)
    /// The view controller for `.from` or `.to`; nil for any other key.
    @discardableResult
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for `.from` or `.to`; nil means "leave that view controller's view alone".
    @discardableResult
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame `vc`'s view starts at, or `.zero` when unknown or when `vc` is not part of the transition.
    @discardableResult
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view ends at; `.zero` for the from-view controller iff its view will be removed.
    @discardableResult
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator of a transition (`UIViewControllerAnimatedTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: GlideObjectProtocol {
    /// The non-interactive duration in seconds; a percent-driven interaction reads it once at start.
    @discardableResult
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double
    /// Runs the animations. Must end with `completeTransition(!transitionContext.transitionWasCancelled)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition, the same instance for its life. Optional in UIKit:
    /// an animator that does not implement it makes a percent-driven interaction scrub the animations
    /// `animateTransition` creates. (Glide: the default implementation answers a placeholder that
    /// stands for "not implemented"; Glide drives a `UIViewPropertyAnimator` and records any other type.)
    @discardableResult
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called last, after `completeTransition`, with the same value.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    @discardableResult
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interactor of a transition (`UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: GlideObjectProtocol {
    /// Called instead of `animateTransition`; the interactor runs the animator as it needs.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the non-interactive completion runs: 1 takes the remaining fraction of the duration.
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive completion.
    var completionCurve: UIView.AnimationCurve { get }
    /// False to start an interruptible transition non-interactively and grab it later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies animators, interactors and presentation controllers for presentations
/// (`UIViewControllerTransitioningDelegate`). Every method is optional; nil asks for UIKit's default.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: GlideObjectProtocol {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    @discardableResult
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// Used for `.custom` presentations only.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    @discardableResult
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    @discardableResult
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    @discardableResult
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    @discardableResult
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    @discardableResult
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it does not implement `interruptibleAnimator(using:)`
    /// (or vends a type Glide cannot drive).
    package func vendedInterruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator? {
        interruptibleAnimator(using: transitionContext) as? UIViewPropertyAnimator
    }
}
