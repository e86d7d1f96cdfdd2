import Foundation
import GlideUIKitCore

/// The interaction bugs of issue 18, each written the way an app writes it, in a small app: a home screen
/// that presents a detail as a sheet (its presentation controller scales the home screen back) and is the
/// transitioning delegate; the detail closes with a pull-down pan (the app's own percent-driven
/// interactor, vended while the pan drives it) and with its close button (`dismiss(animated: true)`).
///
/// ``makePresentation(_:)`` builds the reference form (nil) or the form with one bug. Single-transition
/// checks pass every form except ``duplicatedAppearance`` (invariant 26); the other two show only in a
/// flow of several transitions.
public enum InteractionPattern: String, Sendable, Hashable, CaseIterable {
    /// The pan's flag is cleared in `.ended` only: a gesture the system cancels is cancelled, but leaves the
    /// flag set, so the delegate vends the interactor to the next dismissal, the close button's, and
    /// nobody drives it (it hangs at 0 %).
    case staleInteractor = "stale-interactor"
    /// The animator calls `beginAppearanceTransition`/`endAppearanceTransition` on the home screen itself,
    /// on top of UIKit's own calls for a full-screen presentation, and ends them on the cancel path as if
    /// it had finished ("Unbalanced calls to begin/end appearance transitions").
    case duplicatedAppearance = "duplicated-appearance"
    /// The presentation controller forgets the home screen's saved transform in `dismissalTransitionDidEnd(_:)`
    /// without reading `completed`: after a cancelled dismissal the sheet is still up, but the next
    /// dismissal has nothing to scale the home screen back to, and leaves it scaled back.
    case cancelCorruptsDidEnd = "cancel-corrupts-did-end"

    /// A home screen and its detail, the detail's `transitioningDelegate` wired: the reference form for nil.
    @MainActor
    public static func makePresentation(_ pattern: InteractionPattern?) -> (presenting: UIViewController, presented: UIViewController) {
        let home = PatternHomeViewController(pattern: pattern)
        let detail = PatternDetailViewController(pattern: pattern)
        detail.interactor = home.interactor
        detail.modalPresentationStyle = pattern == .duplicatedAppearance ? .fullScreen : .custom
        detail.transitioningDelegate = home
        return (home, detail)
    }
}

/// The app's interactor: a percent-driven one with the flag its pan handler sets.
@MainActor
public final class PatternInteractor: UIPercentDrivenInteractiveTransition {
    public var interactionInProgress = false
}

/// The home screen: the transitioning delegate, vending the interactor only while the pan drives it.
@MainActor
public final class PatternHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public let interactor = PatternInteractor()
    let pattern: InteractionPattern?

    init(pattern: InteractionPattern?) {
        self.pattern = pattern
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PatternSlideAnimator(presenting: true, managesAppearance: pattern == .duplicatedAppearance)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PatternSlideAnimator(presenting: false, managesAppearance: pattern == .duplicatedAppearance)
    }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor.interactionInProgress ? interactor : nil
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        PatternSheetPresentationController(
            presentedViewController: presented, presenting: presenting, forgetsOnEveryEnd: pattern == .cancelCorruptsDidEnd)
    }
}

/// The detail: a pull-down pan that dismisses it interactively, and a close button.
@MainActor
public final class PatternDetailViewController: UIViewController {
    public weak var interactor: PatternInteractor?
    let pattern: InteractionPattern?

    init(pattern: InteractionPattern?) {
        self.pattern = pattern
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PatternDetailViewController.handlePan(_:), name: "handlePan:")))
    }

    /// The close button's action.
    public func close() {
        dismiss(animated: true)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let interactor, let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / max(1, view.bounds.height)))
        switch pan.state {
        case .began:
            interactor.interactionInProgress = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            interactor.interactionInProgress = false
            if progress > 0.5 || pan.velocity(in: view).y > 1000 { interactor.finish() } else { interactor.cancel() }
        case .cancelled, .failed:
            if pattern != .staleInteractor { interactor.interactionInProgress = false }
            interactor.cancel()
        default:
            break
        }
    }
}

/// Slides the detail up from the bottom to its final frame, and down and out.
@MainActor
final class PatternSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration = 0.35
    let presenting: Bool
    /// The duplicated-appearance bug: calls the home screen's appearance transitions itself.
    let managesAppearance: Bool

    init(presenting: Bool, managesAppearance: Bool) {
        self.presenting = presenting
        self.managesAppearance = managesAppearance
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { Self.duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let home = transitionContext.viewController(forKey: presenting ? .from : .to)
        if managesAppearance { home?.beginAppearanceTransition(!presenting, animated: true) }
        let end: () -> Void = {
            // The bug: ends the appearance transition begun above as if the transition had finished.
            if self.managesAppearance { home?.endAppearanceTransition() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            guard let detail = transitionContext.viewController(forKey: .to), let detailView = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            let final = transitionContext.finalFrame(for: detail)
            detailView.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(detailView)
            UIView.animate(withDuration: Self.duration, animations: { detailView.frame = final }) { _ in end() }
        } else {
            guard let detailView = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
            if let homeView = transitionContext.view(forKey: .to), homeView.superview == nil {
                container.insertSubview(homeView, belowSubview: detailView)
            }
            let gone = detailView.frame.offsetBy(dx: 0, dy: container.bounds.height - detailView.frame.minY)
            UIView.animate(withDuration: Self.duration, animations: { detailView.frame = gone }) { _ in
                if transitionContext.transitionWasCancelled, let homeView = transitionContext.view(forKey: .to), homeView.superview === container {
                    homeView.removeFromSuperview()
                }
                end()
            }
        }
    }
}

/// A lower-two-thirds sheet that scales the home screen back while it is up.
@MainActor
final class PatternSheetPresentationController: UIPresentationController {
    static let scaledBack = CGAffineTransform(scaleX: 0.92, y: 0.92)
    /// The cancel-corrupts-did-end bug: forgets the saved transform at every end of a dismissal.
    let forgetsOnEveryEnd: Bool
    /// The home screen's transform from before the sheet, to go back to when the sheet goes.
    private var savedTransform: CGAffineTransform?

    init(presentedViewController: UIViewController, presenting: UIViewController?, forgetsOnEveryEnd: Bool) {
        self.forgetsOnEveryEnd = forgetsOnEveryEnd
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    override func presentationTransitionWillBegin() {
        let home = presentingViewController.view
        savedTransform = home?.transform ?? .identity
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in home?.transform = Self.scaledBack })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { savedTransform = nil }
    }

    override func dismissalTransitionWillBegin() {
        guard let back = savedTransform else { return }
        let home = presentingViewController.view
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in home?.transform = back })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // The sheet is gone: nothing to go back to any more. The bug forgets it after a cancelled dismissal
        // too, with the sheet still up, so the next dismissal leaves the home screen scaled back.
        if completed || forgetsOnEveryEnd { savedTransform = nil }
    }
}
