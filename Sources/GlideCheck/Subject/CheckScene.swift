import GlideTransitions

/// A window and its view controllers, built fresh for each scenario: what the checker presents,
/// dismisses, pushes and pops.
///
/// A modal scene names the view controller that presents and the one presented, whose
/// `transitioningDelegate` vends the animator under check. A navigation scene names the navigation
/// controller, whose `delegate` vends it, and the view controller to push.
@MainActor
public struct CheckScene {
    /// The key window, on the scenario's clock.
    public var window: Window
    /// The view controller that calls `present` (modal styles).
    public var presenter: ViewController?
    /// The view controller presented and dismissed (modal styles); its transitioning delegate vends the animator.
    public var presented: ViewController?
    /// The delegate that vends the animator and, for `.custom`, the presentation controller. The scene
    /// holds it strongly (`transitioningDelegate` is weak, as in UIKit).
    public var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// The navigation controller (navigation style).
    public var navigationController: NavigationController?
    /// The view controller pushed and popped (navigation style).
    public var pushed: ViewController?
    /// The navigation controller's delegate, which vends the animator (held strongly).
    public var navigationDelegate: (any NavigationControllerDelegate)?
    /// A view controller in the window that takes no part in the transition (for the context's frame queries).
    public var bystander: ViewController?
    /// Names of views the transition may leave behind on purpose (not reported as transient).
    public var persistentViewNames: Set<String>

    /// A modal scene: `presenter` presents `presented`, whose `transitioningDelegate` is set to `delegate`.
    public init(
        window: Window, presenter: ViewController, presented: ViewController,
        delegate: (any ViewControllerTransitioningDelegate)?, bystander: ViewController? = nil,
        persistentViewNames: Set<String> = []
    ) {
        self.window = window
        self.presenter = presenter
        self.presented = presented
        self.transitioningDelegate = delegate
        self.bystander = bystander
        self.persistentViewNames = persistentViewNames
        presented.transitioningDelegate = delegate
    }

    /// A navigation scene: `navigationController` (in `window`) pushes `pushed`; `delegate` vends the animator.
    public init(
        window: Window, navigationController: NavigationController, pushed: ViewController,
        delegate: (any NavigationControllerDelegate)?, bystander: ViewController? = nil,
        persistentViewNames: Set<String> = []
    ) {
        self.window = window
        self.navigationController = navigationController
        self.pushed = pushed
        self.navigationDelegate = delegate
        self.bystander = bystander
        self.persistentViewNames = persistentViewNames
        navigationController.delegate = delegate
    }

    /// The view controllers whose state a snapshot records.
    var viewControllers: [ViewController] {
        var list: [ViewController] = []
        func add(_ vc: ViewController?) {
            guard let vc, !list.contains(where: { $0 === vc }) else { return }
            list.append(vc)
        }
        add(window.rootViewController)
        add(presenter)
        add(presenter?.containmentRootForCheck)
        add(presented)
        add(navigationController)
        navigationController?.viewControllers.forEach { add($0) }
        add(pushed)
        add(bystander)
        return list
    }
}

extension ViewController {
    /// The root of the containment chain (UIKit's presenting view controller for full-screen styles).
    var containmentRootForCheck: ViewController {
        var v = self
        while let parent = v.parent { v = parent }
        return v
    }
}
