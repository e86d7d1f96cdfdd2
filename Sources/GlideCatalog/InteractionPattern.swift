import Foundation
import GlideExamples
import GlideUIKit

/// The interaction bugs of issue 18, each written the way an app writes it, in a small app: a home screen
/// that presents a detail as a sheet (its presentation controller scales the home screen back) and is the
/// transitioning delegate; the detail closes with a pull-down pan (the app's own percent-driven
/// interactor, vended while the pan drives it) and with its close button (`dismiss(animated: true)`).
///
/// ``makePresentation(_:)`` builds the reference form (nil) or the form with one bug. Single-transition
/// checks pass every form except ``duplicatedAppearance`` (invariant 26); ``staleInteractor`` and
/// ``cancelCorruptsDidEnd`` show only in a flow of several transitions. ``dropsEarlyFinish`` and
/// ``deferredPopDropsEarlyFinish`` are a navigation app (``makeNavigation(_:popsOnTheMainQueue:)``): a quick flick's
/// lift before the pop started leaves it hanging.
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
    /// A navigation app (``makeNavigation(_:)``): the photo's edge pan pops it with the app's own interactor,
    /// written by hand, which ignores a `finish()` or `cancel()` that arrives before
    /// `startInteractiveTransition(_:)`. UIKit starts a pop from the navigation controller's deferred
    /// transition, so a quick flick's `.ended` comes first: the pop is left waiting, the screen frozen
    /// (InstagramTransition#4, devsign-nav-transitions#1).
    case dropsEarlyFinish = "drops-early-finish"
    /// ``dropsEarlyFinish``'s interactor, with the pop deferred to the main queue in the pan's `.began`
    /// (`DispatchQueue.main.async`, MediaViewer's workaround for a blocked main thread). A lift in the same turn as
    /// the `.began` comes before the pop and its interactor are asked for, and ends nothing; but a lift in the next
    /// turn, once the main queue has run the pop, comes before UIKit starts it at the end of that turn: the finish is
    /// dropped and the pop left waiting (MediaViewer#109).
    case deferredPopDropsEarlyFinish = "deferred-pop-drops-early-finish"

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

extension InteractionPattern {
    /// The navigation app of ``dropsEarlyFinish``: a list whose navigation controller pushes a photo, the
    /// list its navigation delegate; the photo pops with its left-edge pan, through the app's hand-written
    /// interactor, or with the back button (`popViewController(animated: true)`). The reference form
    /// (every other pattern, and nil) remembers an end asked for before the start and applies it then.
    /// With `popsOnTheMainQueue` (implied by ``deferredPopDropsEarlyFinish``), the pan's `.began` pops in a job on
    /// the main queue rather than at once. With `startsNonInteractively`, the interactor answers false to
    /// `wantsInteractiveStart` (as InstagramTransition#4's fix has it): the context is not interactive, and the
    /// interactor moves the photo with the finger all the same.
    @MainActor
    public static func makeNavigation(
        _ pattern: InteractionPattern?, popsOnTheMainQueue: Bool = false, startsNonInteractively: Bool = false
    ) -> UINavigationController {
        let list = PatternListViewController(
            dropsEarlyEnd: pattern == .dropsEarlyFinish || pattern == .deferredPopDropsEarlyFinish,
            popsOnTheMainQueue: popsOnTheMainQueue || pattern == .deferredPopDropsEarlyFinish,
            startsNonInteractively: startsNonInteractively)
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = list
        return navigation
    }
}

/// The list: the navigation delegate, vending the photo's interactor while its edge pan drives a pop.
@MainActor
public final class PatternListViewController: UIViewController, UINavigationControllerDelegate {
    let dropsEarlyEnd: Bool
    /// Whether the photo's edge pan pops in a job on the main queue.
    let popsOnTheMainQueue: Bool
    /// The interactor of the pop the photo's edge pan is driving, nil otherwise.
    public var popInteractor: PatternPopInteractor?
    /// Whether the interactors made answer false to `wantsInteractiveStart`.
    let startsNonInteractively: Bool

    init(dropsEarlyEnd: Bool, popsOnTheMainQueue: Bool, startsNonInteractively: Bool) {
        self.dropsEarlyEnd = dropsEarlyEnd
        self.popsOnTheMainQueue = popsOnTheMainQueue
        self.startsNonInteractively = startsNonInteractively
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PatternPushAnimator(operation: operation)
    }

    public func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        popInteractor
    }
}

/// The photo: a left-edge pan that pops it interactively.
@MainActor
public final class PatternPhotoViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(PatternPhotoViewController.handleEdgePan(_:), name: "handleEdgePan:"))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view, let list = navigationController?.delegate as? PatternListViewController ?? nil else { return }
        let progress = max(0, min(1, pan.translation(in: view).x / max(1, view.bounds.width)))
        switch pan.state {
        case .began:
            list.popInteractor = PatternPopInteractor(remembersEarlyEnd: !list.dropsEarlyEnd)
            list.popInteractor?.wantsInteractiveStart = !list.startsNonInteractively
            if list.popsOnTheMainQueue {
                DispatchQueue.main.async { self.navigationController?.popViewController(animated: true) }
            } else {
                navigationController?.popViewController(animated: true)
            }
        case .changed:
            list.popInteractor?.update(progress)
        case .ended:
            if progress > 0.5 || pan.velocity(in: view).x > 500 { list.popInteractor?.finish() } else { list.popInteractor?.cancel() }
            list.popInteractor = nil
        case .cancelled, .failed:
            list.popInteractor?.cancel()
            list.popInteractor = nil
        default:
            break
        }
    }
}

/// The pop's interactor, written by hand: it moves the photo itself while the finger drags, then animates
/// it out (finish) or back (cancel).
@MainActor
public final class PatternPopInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    static let duration = 0.3
    /// The reference form: an end asked for before the start is remembered and applied at the start. The
    /// bug drops it, as an interactor that does nothing without a context does.
    let remembersEarlyEnd: Bool
    /// True unless the app starts the pop non-interactively (the context then is not interactive; the interactor
    /// still moves the photo itself).
    public var wantsInteractiveStart = true
    private var context: (any UIViewControllerContextTransitioning)?
    private var earlyEnd: Bool?
    /// How far the finger has dragged the photo, 0…1.
    private var progress: CGFloat = 0

    init(remembersEarlyEnd: Bool) {
        self.remembersEarlyEnd = remembersEarlyEnd
    }

    public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        if let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to),
           let fromView = transitionContext.view(forKey: .from) {
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        if let end = earlyEnd {
            earlyEnd = nil
            if end { finish() } else { cancel() }
        }
    }

    public func update(_ progress: CGFloat) {
        guard let context, let fromView = context.view(forKey: .from) else { return }
        self.progress = progress
        fromView.transform = CGAffineTransform(translationX: progress * context.containerView.bounds.width, y: 0)
        context.updateInteractiveTransition(progress)
    }

    public func finish() { end(finishing: true) }

    public func cancel() { end(finishing: false) }

    private func end(finishing: Bool) {
        guard let context else {
            if remembersEarlyEnd { earlyEnd = finishing }
            return
        }
        guard let fromView = context.view(forKey: .from) else { return }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let width = context.containerView.bounds.width
        // The rest of the way at the transition's pace: (1 − p) · duration to finish, p · duration to cancel.
        let remaining = Double(finishing ? 1 - progress : progress) * Self.duration
        UIView.animate(withDuration: remaining, animations: {
            fromView.transform = finishing ? CGAffineTransform(translationX: width, y: 0) : .identity
        }) { _ in
            fromView.transform = .identity
            if !finishing { context.view(forKey: .to)?.removeFromSuperview() }
            context.completeTransition(finishing)
        }
        self.context = nil
    }
}

/// Slides the photo in from the right on a push and out to the right on a pop (the back button's).
@MainActor
final class PatternPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let to = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: to)
        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.operation == .push { toView.transform = .identity } else { fromView.transform = CGAffineTransform(translationX: width, y: 0) }
        }) { _ in
            toView.transform = .identity
            fromView.transform = .identity
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}

/// The app's interactor: a percent-driven one with the flag its pan handler sets. It keeps a `finish()` or `cancel()`
/// that arrives before `startInteractiveTransition(_:)` (a quick flick lifted in the turn of its `.began`: UIKit
/// starts the dismissal at the end of that turn) and applies it at the start, as careful apps do
/// (Kolos65/InstagramTransition#4).
@MainActor
open class PatternInteractor: FlickSafeInteractiveTransition {
    /// Set by the pan's `.began`, cleared by its end; a new gesture forgets what the last one left.
    public var interactionInProgress = false {
        didSet { if interactionInProgress { gestureBegan() } }
    }
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
