/// The direction of a navigation transition (`UINavigationController.Operation`).
public enum NavigationOperation: Sendable, Hashable {
    case none, push, pop
}

/// Supplies a navigation controller's animators and interactors (`UINavigationControllerDelegate`).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// A stack of view controllers with push and pop transitions (`UINavigationController`).
///
/// Transitions run in the navigation controller's transition view; the delegate may vend an
/// animator and an interactor. The built-in interactive pop is driven through
/// ``interactivePopGesture`` with UIKit's own rules. On a cancelled push or pop the stack is
/// unchanged and the to-view controller's view leaves the hierarchy.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The view transitions happen in (UIKit's `UINavigationTransitionView`).
    public let transitionView = View(name: "UINavigationTransitionView")
    /// The navigation bar (a plain 44-point view at the top).
    public let navigationBar = View(name: "UINavigationBar")
    /// The built-in edge-swipe pop, driven by gesture states.
    public private(set) lazy var interactivePopGesture = InteractivePopGesture(navigationController: self)
    /// The transition in flight, if any.
    public private(set) var currentTransition: TransitionContext?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController, name: String? = nil) {
        super.init(name: name ?? "NavigationController")
        viewControllers = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    private var laidOutSize: Size?

    open override func loadView() {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
        root.onLayout = { [unowned self] root in self.layoutContent(in: root.bounds) }
        view = root
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        layoutContent(in: root.bounds)
        if let top = topViewController {
            top.view.frame = transitionView.bounds
            transitionView.addSubview(top.view)
        }
    }

    /// Sizes the transition view and the bar to the navigation controller's view, and the top view
    /// controller's view to the transition view when no transition is moving it.
    private func layoutContent(in bounds: Rect) {
        // Only a new size re-lays the content out: a pass caused by adding a subview must not undo
        // what an animator did to the bar.
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        transitionView.frame = bounds
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: 44)
        if !isTransitioning, let top = topViewController, top.isViewLoaded, top.view.superview === transitionView {
            top.view.frame = transitionView.bounds
        }
    }

    /// The view controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// True while a push or pop is in flight.
    public var isTransitioning: Bool { currentTransition.map { $0.phase != .completed } ?? false }

    /// Pushes `viewController` on the stack.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !isTransitioning, let from = topViewController, !viewControllers.contains(where: { $0 === viewController }) else {
            Presenter.warnings.append("push of \(viewController.name) ignored: a transition is in flight or it is already on the stack")
            return
        }
        addChild(viewController)
        transition(.push, from: from, to: viewController, animated: animated, interactor: nil) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.viewControllers.append(viewController)
                viewController.didMove(toParent: self)
            } else {
                viewController.removeFromParent()
            }
        }
    }

    /// Pops the top view controller; returns it, or nil when only the root is left or a transition is in flight.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        pop(animated: animated, interactor: nil)
    }

    @discardableResult
    func pop(animated: Bool, interactor: (any ViewControllerInteractiveTransitioning)?) -> ViewController? {
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        let from = viewControllers[viewControllers.count - 1]
        let to = viewControllers[viewControllers.count - 2]
        from.willMove(toParent: nil)
        transition(.pop, from: from, to: to, animated: animated, interactor: interactor) { [weak self] completed in
            guard let self else { return }
            if completed {
                self.viewControllers.removeLast()
                from.removeFromParent()
            }
        }
        return from
    }

    private func transition(
        _ operation: NavigationOperation, from: ViewController, to: ViewController, animated: Bool,
        interactor builtIn: (any ViewControllerInteractiveTransitioning)?, stackUpdate: @escaping (Bool) -> Void
    ) {
        let container = transitionView
        let vended = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = vended ?? SlideNavigationAnimator(operation: operation)
        let interactor = vended.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) } ?? builtIn
        let ctx = TransitionContext(
            containerView: container, animated: animated, style: .none, clock: view.window?.clock ?? Clocks.current,
            animator: animator, interactor: animated ? interactor : nil)
        ctx.viewControllers = [.from: from, .to: to]
        ctx.initialFrames[ObjectIdentifier(from)] = from.view.frame
        ctx.finalFrames[ObjectIdentifier(from)] = .zero
        ctx.finalFrames[ObjectIdentifier(to)] = container.bounds
        currentTransition = ctx
        from.activeTransition = ctx
        to.activeTransition = ctx
        delegate?.navigationController(self, willShow: to, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        from.beginAppearanceTransition(false, animated: animated)
        ctx.completionHandler = { [weak self] completed in
            guard let self else { return }
            if completed {
                from.view.removeFromSuperview()
                if to.view.superview !== container { container.addSubview(to.view) }
            } else {
                // UIKit's navigation controller takes the to-view out again on a cancelled push or pop.
                to.view.removeFromSuperview()
                if from.view.superview !== container { container.addSubview(from.view) }
            }
            stackUpdate(completed)
            if completed {
                to.endAppearanceTransition()
                from.endAppearanceTransition()
                self.delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                to.beginAppearanceTransition(false, animated: animated)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: animated)
                from.endAppearanceTransition()
            }
            from.activeTransition = nil
            to.activeTransition = nil
        }
        if animated {
            ctx.start()
        } else {
            ctx.markInFlightWithoutAnimator()
            to.view.frame = container.bounds
            container.addSubview(to.view)
            ctx.completeTransition(true)
        }
    }
}

/// UIKit's default push and pop: the incoming view slides in from the right edge while the outgoing
/// one moves a third of the way left (reversed for pop). Cancel-safe.
@MainActor
public final class SlideNavigationAnimator: ViewControllerAnimatedTransitioning {
    public let operation: NavigationOperation
    public let duration: Double

    public init(operation: NavigationOperation, duration: Double = 0.35) {
        self.operation = operation
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { duration }

    public func animateTransition(using ctx: any ViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let container = ctx.containerView
        let width = container.bounds.width
        let bounds = container.bounds
        let push = operation == .push
        toView.frame = bounds.offsetBy(dx: push ? width : -width / 3, dy: 0)
        if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        View.animate(withDuration: duration, options: .curveEaseInOut, animations: {
            toView.frame = bounds
            fromView.frame = bounds.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }) { _ in
            let cancelled = ctx.transitionWasCancelled
            fromView.frame = bounds
            if cancelled { toView.frame = bounds }
            ctx.completeTransition(!cancelled)
        }
    }
}
