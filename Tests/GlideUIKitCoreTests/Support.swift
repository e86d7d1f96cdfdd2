import Foundation
@testable import GlideUIKitCore

/// A headless screen on a manual clock: a window with a root view controller.
@MainActor
struct World {
    let clock: ManualClock
    let window: UIWindow
    let root: UIViewController
    /// Every transition context made on the world's clock while the world exists, kept for the tests to read after
    /// their transitions completed (UIKit's interactor, like Glide's, does not keep a finished transition's context).
    let contexts: KeptContexts

    init(root: UIViewController = UIViewController(name: "root")) {
        clock = ManualClock().makeCurrent()
        contexts = KeptContexts(on: clock)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
        self.root = root
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    func advance(_ seconds: Double) { clock.advance(by: seconds) }
}

/// Keeps the transition contexts made on one clock while it lives.
@MainActor
final class KeptContexts {
    private(set) var all: [TransitionContext] = []
    private var observation: TransitionObservation?

    init(on clock: ManualClock) {
        observation = TransitionContext.observeCreation { [weak self, weak clock] context in
            if context.clock === clock { self?.all.append(context) }
        }
    }
}

/// A transitioning delegate that vends one animator and, optionally, one interactor.
@MainActor
final class TestDelegate: UIViewControllerTransitioningDelegate {
    var animator: any UIViewControllerAnimatedTransitioning
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var presentationControllerFactory: ((UIViewController, UIViewController?) -> UIPresentationController)?

    init(animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)? = nil) {
        self.animator = animator
        self.interactor = interactor
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        presentationControllerFactory?(presented, presenting)
    }
}

/// A correct slide animator in the style of Apple's sample: block animations, completes with
/// `!transitionWasCancelled`, removes the to-view on a cancelled dismissal. Records what it was told.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let duration: Double
    /// The presentation's delay (SideMenu's interactive animator passes its duration).
    var delay: Double = 0
    var ended: [Bool] = []
    var completionArguments: [Bool] = []

    init(duration: Double = 1.0) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let toVC = ctx.viewController(forKey: .to)!
        let fromVC = ctx.viewController(forKey: .from)!
        let presenting = toVC.presentingViewController === fromVC
        if presenting {
            let toView = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: final.width, dy: 0)
            UIView.animate(withDuration: duration, delay: delay, options: .curveEaseInOut, animations: { toView.frame = final }) { _ in
                let cancelled = ctx.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                self.completionArguments.append(!cancelled)
                ctx.completeTransition(!cancelled)
            }
        } else {
            let fromView = ctx.view(forKey: .from)!
            let toView = ctx.view(forKey: .to)
            if let toView { container.insertSubview(toView, belowSubview: fromView) }
            let start = fromView.frame
            UIView.animate(withDuration: duration, animations: { fromView.frame = start.offsetBy(dx: start.width, dy: 0) }) { _ in
                let cancelled = ctx.transitionWasCancelled
                if cancelled {
                    fromView.frame = start
                    toView?.removeFromSuperview()
                }
                self.completionArguments.append(!cancelled)
                ctx.completeTransition(!cancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// The same slide driven by an interruptible property animator.
@MainActor
final class InterruptibleSlideAnimator: UIViewControllerAnimatedTransitioning {
    let duration: Double
    var animator: UIViewPropertyAnimator?
    var ended: [Bool] = []

    init(duration: Double = 1.0) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = ctx.containerView
        let toVC = ctx.viewController(forKey: .to)!
        let toView = ctx.view(forKey: .to)!
        let final = ctx.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { toView.frame = final }
        animator.addCompletion { position in
            let cancelled = ctx.transitionWasCancelled
            if cancelled { toView.removeFromSuperview() }
            ctx.completeTransition(!cancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        animator = nil
    }
}

/// An interactor whose completion speed and curve are whatever the test says.
@MainActor
final class FixedInteractor: UIViewControllerInteractiveTransitioning {
    var speed: Double
    var context: (any UIViewControllerContextTransitioning)?
    init(speed: Double) { self.speed = speed }
    var completionSpeed: Double { speed }
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

extension Double {
    func isClose(to other: Double, within tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}

extension CGFloat {
    func isClose(to other: CGFloat, within tolerance: Double = 1e-9) -> Bool { Swift.abs(Double(self - other)) <= tolerance }
}

extension CGRect {
    func isClose(to other: CGRect, within tolerance: Double = 1e-6) -> Bool {
        origin.x.isClose(to: other.origin.x, within: tolerance) && origin.y.isClose(to: other.origin.y, within: tolerance)
            && size.width.isClose(to: other.size.width, within: tolerance) && size.height.isClose(to: other.size.height, within: tolerance)
    }
}

/// A navigation controller delegate that vends a `SlideNavigationAnimator` (of `duration`, else the animator's own)
/// for every push and pop and, optionally, one interactor; it records each operation it is asked for, by name.
@MainActor
final class TestNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    let duration: Double?
    private(set) var asked: [(operation: UINavigationController.Operation, from: String, to: String)] = []

    init(interactor: (any UIViewControllerInteractiveTransitioning)? = nil, duration: Double? = nil) {
        self.interactor = interactor
        self.duration = duration
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append((operation, fromVC.name, toVC.name))
        return duration.map { SlideNavigationAnimator(operation: operation, duration: $0) } ?? SlideNavigationAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// A view controller that records its appearance callbacks by name ("willAppear", "didDisappear"…), in order.
@MainActor
class AppearanceLog: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}
