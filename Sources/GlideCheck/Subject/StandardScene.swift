import GlideTransitions

/// Glide's standard scene for checking an animator on its own: an iPhone-sized window (390 × 844
/// points), a presenter with a header and a content view, a view controller to present with its
/// own content, and a navigation controller with a view controller to push.
@MainActor
enum StandardScene {
    static let windowFrame = Rect(x: 0, y: 0, width: 390, height: 844)

    static func make(
        clock: ManualClock, style: CheckStyle,
        animator: @escaping @MainActor () -> any ViewControllerAnimatedTransitioning,
        presentationController: (@MainActor (ViewController, ViewController?) -> PresentationController)?
    ) -> CheckScene {
        Clocks.current = clock
        let window = Window(frame: windowFrame, clock: clock, name: "window")
        let bystander = ContentViewController(name: "bystander", color: Color(red: 0.5, green: 0.5, blue: 0.5))
        bystander.loadViewIfNeeded()
        if style == .navigation {
            let root = ContentViewController(name: "list", color: Color(red: 0.95, green: 0.95, blue: 0.97))
            let navigation = NavigationController(rootViewController: root, name: "navigation")
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let pushed = ContentViewController(name: "detail", color: Color(red: 0.2, green: 0.4, blue: 0.9))
            let delegate = AnimatorNavigationDelegate(makeAnimator: animator)
            return CheckScene(window: window, navigationController: navigation, pushed: pushed, delegate: delegate, bystander: bystander)
        }
        let presenter = ContentViewController(name: "presenter", color: Color(red: 0.95, green: 0.95, blue: 0.97))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = ContentViewController(name: "presented", color: Color(red: 0.2, green: 0.4, blue: 0.9))
        presented.modalPresentationStyle = style.modalStyle
        let delegate = AnimatorTransitioningDelegate(makeAnimator: animator, makePresentationController: presentationController)
        return CheckScene(window: window, presenter: presenter, presented: presented, delegate: delegate, bystander: bystander)
    }
}

/// A view controller whose view has a header and a content view, so that animators have subviews to move.
@MainActor
final class ContentViewController: ViewController {
    let color: Color

    init(name: String, color: Color) {
        self.color = color
        super.init(name: name)
    }

    override func loadView() {
        let root = View(frame: StandardScene.windowFrame, name: "\(name).view")
        root.backgroundColor = color
        let header = View(frame: Rect(x: 0, y: 0, width: 390, height: 100), name: "\(name).header")
        let content = View(frame: Rect(x: 16, y: 116, width: 358, height: 600), name: "\(name).content")
        content.cornerRadius = 12
        root.addSubview(header)
        root.addSubview(content)
        view = root
    }
}

/// Vends a new animator for every presentation and dismissal, and the presentation controller for `.custom`.
@MainActor
final class AnimatorTransitioningDelegate: ViewControllerTransitioningDelegate {
    let makeAnimator: @MainActor () -> any ViewControllerAnimatedTransitioning
    let makePresentationController: (@MainActor (ViewController, ViewController?) -> PresentationController)?

    init(
        makeAnimator: @escaping @MainActor () -> any ViewControllerAnimatedTransitioning,
        makePresentationController: (@MainActor (ViewController, ViewController?) -> PresentationController)?
    ) {
        self.makeAnimator = makeAnimator
        self.makePresentationController = makePresentationController
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { makeAnimator() }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { makeAnimator() }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        makePresentationController?(presented, presenting)
    }
}

/// Vends a new animator for every push and pop.
@MainActor
final class AnimatorNavigationDelegate: NavigationControllerDelegate {
    let makeAnimator: @MainActor () -> any ViewControllerAnimatedTransitioning

    init(makeAnimator: @escaping @MainActor () -> any ViewControllerAnimatedTransitioning) {
        self.makeAnimator = makeAnimator
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { makeAnimator() }
}
