import Foundation
import GlideUIKitCore

/// A window and its view controllers, built fresh for each scenario: what the checker presents,
/// dismisses, pushes and pops.
///
/// A modal scene names the view controller that presents and the one presented, whose
/// `transitioningDelegate` vends the animator under check. A navigation scene names the navigation
/// controller, whose `delegate` vends it, and the view controller to push.
@MainActor
public struct CheckScene {
    /// The key window, on the scenario's clock.
    public var window: UIWindow
    /// The view controller that calls `present` (modal styles).
    public var presenter: UIViewController?
    /// The view controller presented and dismissed (modal styles); its transitioning delegate vends the animator.
    public var presented: UIViewController?
    /// The delegate a check gives the presented view controller, which vends the animator and, for `.custom`, the
    /// presentation controller. The scene holds it strongly (`transitioningDelegate` is weak, as in UIKit). Nil when
    /// the app's own delegate is used: the presented view controller's, asked when UIKit asks.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The navigation controller (navigation style).
    public var navigationController: UINavigationController?
    /// The view controller pushed and popped (navigation style).
    public var pushed: UIViewController?
    /// The navigation controller's delegate, which vends the animator (held strongly).
    public var navigationDelegate: (any UINavigationControllerDelegate)?
    /// The tab bar controller (tab bar style): it shows its first tab and switches to its second and back.
    public var tabBarController: UITabBarController?
    /// The tab bar controller's delegate, which vends the animator (held strongly).
    public var tabBarDelegate: (any UITabBarControllerDelegate)?
    /// A view controller in the window that takes no part in the transition (for the context's frame queries).
    public var bystander: UIViewController?
    /// Names of views the transition may leave behind on purpose (not reported as transient).
    public var persistentViewNames: Set<String>
    /// The scene's gesture handlers, held here for the scene's life (a recognizer holds its targets
    /// weakly, as in UIKit). A handler the scene's view controllers already hold need not be listed.
    /// Traces given to the check are played into ``window``, where these handlers decide.
    public var gestureHandlers: [AnyObject]
    /// The gesture recognizers in the window when the presenter was put on screen, before the presented view controller
    /// was made (nil when the scene was built otherwise). On iOS the app's button makes the presented view controller
    /// when tapped, so a recognizer its making adds (a library that adds its dismissal pan to the window then, and
    /// removes it when the dismissal ends) is not part of the first screen the flows come back to.
    package var recognizersBeforePresented: Set<ObjectIdentifier>?

    /// A modal scene: `presenter` presents `presented`, whose `transitioningDelegate` is set to `delegate`.
    public init(
        window: UIWindow, presenter: UIViewController, presented: UIViewController,
        delegate: (any UIViewControllerTransitioningDelegate)?, bystander: UIViewController? = nil,
        persistentViewNames: Set<String> = [], gestureHandlers: [AnyObject] = []
    ) {
        self.gestureHandlers = gestureHandlers
        self.window = window
        self.presenter = presenter
        self.presented = presented
        self.transitioningDelegate = delegate
        self.bystander = bystander
        self.persistentViewNames = persistentViewNames
        // Set only when it is another delegate: a view controller that is its own delegate's owner may refuse
        // every assignment (SideMenu's menu logs a warning for each), and iOS never assigns it for the app. Without
        // one, the view controller's own is left unread until UIKit asks for it.
        if let delegate, presented.transitioningDelegate !== delegate { presented.transitioningDelegate = delegate }
    }

    /// A navigation scene: `navigationController` (in `window`) pushes `pushed`; `delegate` vends the animator.
    public init(
        window: UIWindow, navigationController: UINavigationController, pushed: UIViewController,
        delegate: (any UINavigationControllerDelegate)?, bystander: UIViewController? = nil,
        persistentViewNames: Set<String> = [], gestureHandlers: [AnyObject] = []
    ) {
        self.gestureHandlers = gestureHandlers
        self.window = window
        self.navigationController = navigationController
        self.pushed = pushed
        self.navigationDelegate = delegate
        self.bystander = bystander
        self.persistentViewNames = persistentViewNames
        navigationController.delegate = delegate
    }

    /// A tab bar scene: `tabBarController` (in `window`, with at least two tabs, the first selected) switches
    /// to its second tab and back; `delegate` vends the animator.
    public init(
        window: UIWindow, tabBarController: UITabBarController, delegate: (any UITabBarControllerDelegate)?,
        bystander: UIViewController? = nil, persistentViewNames: Set<String> = [], gestureHandlers: [AnyObject] = []
    ) {
        self.gestureHandlers = gestureHandlers
        self.window = window
        self.tabBarController = tabBarController
        self.tabBarDelegate = delegate
        self.bystander = bystander
        self.persistentViewNames = persistentViewNames
        tabBarController.delegate = delegate
    }

    /// The view controllers whose state a snapshot records.
    var viewControllers: [UIViewController] {
        var list: [UIViewController] = []
        func add(_ vc: UIViewController?) {
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
        add(tabBarController)
        tabBarController?.tabs.forEach { add($0) }
        add(bystander)
        return list
    }
}

extension UIViewController {
    /// The root of the containment chain (UIKit's presenting view controller for full-screen styles).
    var containmentRootForCheck: UIViewController {
        var v = self
        while let parent = v.parent { v = parent }
        return v
    }
}
