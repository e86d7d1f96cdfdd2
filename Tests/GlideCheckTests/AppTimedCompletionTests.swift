import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A pull-down dismissal written as MediaViewer writes its pop: the app's own `UIViewControllerInteractiveTransitioning`
/// follows the finger by moving the view, tells the context `finishInteractiveTransition()` (or cancel) at the
/// release, and ends with an animation of its own length. UIKit times nothing here (no percent-driven interactor
/// scrubs an animator), so invariant 9's `(1 − p) · duration` does not apply.
@MainActor
final class PullDownDismissal: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning,
    UIViewControllerTransitioningDelegate
{
    static var held: [PullDownDismissal] = []
    weak var sheet: UIViewController?
    private var context: UIViewControllerContextTransitioning?
    private var pulling = false

    func attach(to sheet: UIViewController) {
        self.sheet = sheet
        sheet.transitioningDelegate = self
        sheet.modalPresentationStyle = .fullScreen
        sheet.loadViewIfNeeded()
        sheet.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PullDownDismissal.pan(_:), name: "pan:")))
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        pulling ? self : nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let view = transitionContext.view(forKey: .from)!
        UIView.animate(withDuration: 0.3, animations: { view.frame.origin.y = transitionContext.containerView.bounds.height }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.insertSubview(to, at: 0) }
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let height = view.bounds.height
        switch pan.state {
        case .began:
            pulling = true
            sheet?.dismiss(animated: true)
        case .changed:
            let p = min(max(pan.translation(in: view.superview).y / height, 0), 1)
            view.frame.origin.y = p * height
            context?.updateInteractiveTransition(p)
        case .ended, .cancelled, .failed:
            pulling = false
            guard let context else { return }
            self.context = nil
            let finishing = pan.state == .ended && view.frame.minY > height / 4
            if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            // The app's own ending: 0.35 s whatever the progress.
            UIView.animate(withDuration: 0.35, animations: { view.frame.origin.y = finishing ? height : 0 }) { _ in
                context.completeTransition(finishing)
            }
        default:
            break
        }
    }
}

@MainActor
struct AppTimedCompletionTests {
    @Test func anAppsOwnInteractionControllerTimesItsOwnEnding() throws {
        let report = try TransitionCheck(
            presentation: {
                let home = UIViewController()
                let sheet = UIViewController()
                sheet.view.backgroundColor = .white
                let dismissal = PullDownDismissal()
                PullDownDismissal.held.append(dismissal)
                dismissal.attach(to: sheet)
                return (home, sheet)
            },
            options: .init(runs: 0)
        ).runNow()
        let interactive = report.scenarioCount
        #expect(interactive > 0)
        #expect(!report.failedInvariants.contains(9), "\(report.violations(of: 9).prefix(2))")
        #expect(!report.failedInvariants.contains(8), "\(report.violations(of: 8).prefix(2))")
    }
}

/// A pushed screen that shows the navigation controller's toolbar while it is on top (a photo viewer's page bar):
/// the toolbar is UIKit's chrome, shown and hidden as the app asks, not a view the transition left behind.
final class ToolbarScreen: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.toolbar.backgroundColor = .white
        navigationController?.setToolbarHidden(false, animated: animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

@MainActor
struct ContainerBarTests {
    @Test func aToolbarThePushedScreenShowsIsNoLeftover() throws {
        let report = try TransitionCheck(
            navigationController: UINavigationController(rootViewController: UIViewController()),
            pushed: ToolbarScreen(),
            options: .init(runs: 0)
        ).runNow()
        #expect(!report.failedInvariants.contains(22), "\(report.violations(of: 22).prefix(2))")
        #expect(!report.warnings.contains { $0.invariant == 22 }, "not even unseen")
    }
}

/// A detail screen that shrinks its photo as it leaves and never puts it back: harmless when each push makes a new
/// screen (the app's button does), visible when the same one is pushed again.
final class ShrinkingPhotoScreen: UIViewController {
    let photo = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.backgroundColor = .red
        view.addSubview(photo)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { photo.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
    }
}

/// The screen the app keeps, made with its navigation controller (one per scene, the same for every push in it).
@MainActor var keptPhotoScreen: ShrinkingPhotoScreen?

@MainActor
struct RenewedPushTests {
    @Test func aFlowPushesANewScreenWhenTheExpressionMakesOne() {
        let report = TransitionCheck(
            navigationController: UINavigationController(rootViewController: UIViewController()),
            pushed: ShrinkingPhotoScreen(),
            options: .init(runs: 0)
        ).runFlows()
        #expect(report.flowCount > 0)
        #expect(report.passed, "\(report.failures.prefix(2))")
    }

    @Test func aScreenTheAppKeepsIsPushedAgainWithWhatItKept() {
        func makeNavigation() -> UINavigationController {
            keptPhotoScreen = ShrinkingPhotoScreen()
            return UINavigationController(rootViewController: UIViewController())
        }
        let report = TransitionCheck(
            navigationController: makeNavigation(),
            pushed: keptPhotoScreen!,
            name: "ShrinkingPhotoScreen",
            options: .init(runs: 0)
        ).runFlows()
        #expect(!report.passed)
        #expect(report.failures.contains { $0.differences.contains { $0.contains("ShrinkingPhotoScreen.view") } }, "\(report.failures.prefix(1))")
    }
}

/// A screen that makes itself its navigation controller's delegate when the app makes it (as MediaViewer's README
/// has the app do) and counts what UIKit asks it.
final class SelfDelegatingScreen: UIViewController, UINavigationControllerDelegate {
    static var made: [SelfDelegatingScreen] = []
    var asked = 0
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked += 1
        return nil
    }
}

@MainActor var selfDelegatingNavigation: UINavigationController?

@MainActor
struct DelegateSetByPushedTests {
    @Test func aDelegateThePushedExpressionSetsIsTheOneUIKitAsks() throws {
        func makeScreen() -> SelfDelegatingScreen {
            let screen = SelfDelegatingScreen()
            SelfDelegatingScreen.made.append(screen)
            selfDelegatingNavigation?.delegate = screen
            return screen
        }
        func makeNavigation() -> UINavigationController {
            let navigation = UINavigationController(rootViewController: UIViewController())
            selfDelegatingNavigation = navigation
            return navigation
        }
        SelfDelegatingScreen.made = []
        _ = try TransitionCheck(
            navigationController: makeNavigation(), pushed: makeScreen(), name: "SelfDelegatingScreen", options: .init(runs: 0)
        ).runNow()
        let scenes = SelfDelegatingScreen.made
        // Scenes whose push is not animated (UIKit asks no animator then) leave a few unasked.
        let asked = scenes.filter { $0.asked > 0 }.count
        #expect(!scenes.isEmpty && asked * 10 >= scenes.count * 8, "the delegate the app set in `pushed:` was wiped: \(scenes.map(\.asked))")
        SelfDelegatingScreen.made = []
    }
}
