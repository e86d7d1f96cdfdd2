import Foundation
import GlideUIKitCore

/// Glide's standard scene for checking an animator on its own: an iPhone-sized window (390 × 844
/// points), a presenter with a header and a content view, a view controller to present with its
/// own content, and a navigation controller with a view controller to push.
@MainActor
enum StandardScene {
    static let windowFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The scene's window, iPhone-sized, on `clock`.
    static func window(clock: ManualClock) -> UIWindow {
        UIWindow(frame: windowFrame, clock: clock, name: "window")
    }

    /// A loaded view controller outside the transition, for the context's frame queries.
    static func bystander() -> UIViewController {
        let bystander = ContentViewController(name: "bystander", color: UIColor(red: 0.5, green: 0.5, blue: 0.5))
        bystander.loadViewIfNeeded()
        return bystander
    }

    static func make(
        clock: ManualClock, style: CheckStyle,
        animator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning,
        presentationController: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?
    ) -> CheckScene {
        let window = Self.window(clock: clock)
        let bystander = Self.bystander()
        if style == .tabBar {
            let first = ContentViewController(name: "first", color: UIColor(red: 0.95, green: 0.95, blue: 0.97))
            let second = ContentViewController(name: "second", color: UIColor(red: 0.2, green: 0.4, blue: 0.9))
            let tabs = UITabBarController(viewControllers: [first, second], name: "tabs")
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let delegate = AnimatorTabBarDelegate(makeAnimator: animator)
            return CheckScene(window: window, tabBarController: tabs, delegate: delegate, bystander: bystander)
        }
        if style == .navigation {
            let root = ContentViewController(name: "list", color: UIColor(red: 0.95, green: 0.95, blue: 0.97))
            let navigation = UINavigationController(rootViewController: root, name: "navigation")
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let pushed = ContentViewController(name: "detail", color: UIColor(red: 0.2, green: 0.4, blue: 0.9))
            let delegate = AnimatorNavigationDelegate(makeAnimator: animator)
            return CheckScene(window: window, navigationController: navigation, pushed: pushed, delegate: delegate, bystander: bystander)
        }
        let presenter = ContentViewController(name: "presenter", color: UIColor(red: 0.95, green: 0.95, blue: 0.97))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = ContentViewController(name: "presented", color: UIColor(red: 0.2, green: 0.4, blue: 0.9))
        presented.modalPresentationStyle = style.modalStyle
        let delegate = AnimatorTransitioningDelegate(makeAnimator: animator, makePresentationController: presentationController)
        return CheckScene(window: window, presenter: presenter, presented: presented, delegate: delegate, bystander: bystander)
    }
}

/// A view controller whose view has a header and a content view, so that animators have subviews to move.
@MainActor
final class ContentViewController: UIViewController {
    let color: UIColor

    init(name: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: StandardScene.windowFrame, name: "\(name).view")
        root.backgroundColor = color
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), name: "\(name).header")
        let content = UIView(frame: CGRect(x: 16, y: 116, width: 358, height: 600), name: "\(name).content")
        content.cornerRadius = 12
        root.addSubview(header)
        root.addSubview(content)
        view = root
    }
}

/// Vends a new animator for every presentation and dismissal, and the presentation controller for `.custom`.
@MainActor
final class AnimatorTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let makeAnimator: @MainActor () -> any UIViewControllerAnimatedTransitioning
    let makePresentationController: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?

    init(
        makeAnimator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning,
        makePresentationController: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?
    ) {
        self.makeAnimator = makeAnimator
        self.makePresentationController = makePresentationController
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { makeAnimator() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { makeAnimator() }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }
}

/// Vends a new animator for every change of tab.
@MainActor
final class AnimatorTabBarDelegate: UITabBarControllerDelegate {
    let makeAnimator: @MainActor () -> any UIViewControllerAnimatedTransitioning

    init(makeAnimator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning) {
        self.makeAnimator = makeAnimator
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { makeAnimator() }
}

/// Vends a new animator for every push and pop.
@MainActor
final class AnimatorNavigationDelegate: UINavigationControllerDelegate {
    let makeAnimator: @MainActor () -> any UIViewControllerAnimatedTransitioning

    init(makeAnimator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning) {
        self.makeAnimator = makeAnimator
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { makeAnimator() }
}
