import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

// Invariant 38: what outlives a dropped scene. Each leaky form below is a leak a public transition library fixed
// (docs/uikit-rules.md, B15); its clean form is the fix.

/// Slides the presented view in from the right and out again.
private final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        let onScreen = container.bounds
        let offScreen = onScreen.offsetBy(dx: onScreen.width, dy: 0)
        if presenting { container.addSubview(view) }
        view.frame = presenting ? offScreen : onScreen
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.frame = presenting ? onScreen : offScreen
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !presenting && !cancelled { view.removeFromSuperview() }
            if presenting && cancelled { view.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

/// CCZoomTransition#4's shape: the delegate keeps the presentation controller it made, and the presented view
/// controller keeps the delegate; UIKit's presentation controller retains the view controller it presented.
private final class KeepingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let keepsStrongly: Bool
    var strongController: UIPresentationController?
    weak var weakController: UIPresentationController?
    init(keepsStrongly: Bool) { self.keepsStrongly = keepsStrongly }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        if keepsStrongly { strongController = controller } else { weakController = controller }
        return controller
    }
}

private final class KeepingDelegateViewController: UIViewController {
    let transition: KeepingDelegate
    init(keepsStrongly: Bool) {
        transition = KeepingDelegate(keepsStrongly: keepsStrongly)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// NYTPhotoViewer#79's shape: the dismissal's interaction controller keeps its transition context after the
/// transition completed (the fix lets go of it), and the presented view controller keeps the interaction controller.
private final class ContextKeepingInteractor: UIPercentDrivenInteractiveTransition {
    let letsGo: Bool
    var keptContext: (any UIViewControllerContextTransitioning)?
    init(letsGo: Bool) { self.letsGo = letsGo; super.init() }
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        keptContext = transitionContext
        super.startInteractiveTransition(transitionContext)
    }
    override func finish() { super.finish(); if letsGo { keptContext = nil } }
    override func cancel() { super.cancel(); if letsGo { keptContext = nil } }
}

/// The presented view controller: its pan drives the interactor it keeps, vended only while the pan is on.
private final class InteractiveDismissalViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor: ContextKeepingInteractor
    var interacting = false
    init(letsGo: Bool) {
        interactor = ContextKeepingInteractor(letsGo: letsGo)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(
            target: self, action: Selector(InteractiveDismissalViewController.handlePan(_:), name: "handlePan:")))
    }
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
        switch pan.state {
        case .began:
            interacting = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended, .cancelled:
            interacting = false
            if pan.state == .ended && progress > 0.5 { interactor.finish() } else { interactor.cancel() }
        default:
            break
        }
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interacting ? interactor : nil
    }
}

/// A closure that captures `self` strongly, kept by a view `self` keeps (ElasticTransition#27's kind).
private final class ClosureKeepingViewController: UIViewController {
    let capturesWeakly: Bool
    var onLayout: (() -> Void)?
    init(capturesWeakly: Bool) {
        self.capturesWeakly = capturesWeakly
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        if capturesWeakly { onLayout = { [weak self] in _ = self?.view.bounds } } else { onLayout = { _ = self.view.bounds } }
    }
}

/// MediaViewer#111's shape: an animator kept in a property, whose block captures `self`, continued before it was ever
/// started (UIKit then does nothing), so it keeps its block, and `self`, for good.
private final class NeverStartedAnimatorViewController: UIViewController {
    let capturesWeakly: Bool
    var fade: UIViewPropertyAnimator?
    init(capturesWeakly: Bool) {
        self.capturesWeakly = capturesWeakly
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if capturesWeakly {
            fade = UIViewPropertyAnimator(duration: 0.25, dampingRatio: 1) { [weak self] in self?.view.alpha = 0.5 }
        } else {
            fade = UIViewPropertyAnimator(duration: 0.25, dampingRatio: 1) { self.view.alpha = 0.5 }
        }
        fade?.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
}

/// A delegate every scene shares (a singleton), which keeps the last view controller it presented: not a leak
/// of the scene (the next presentation replaces it), and the delegate itself is the app's on purpose.
@MainActor private final class SharedDelegate: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = SharedDelegate()
    var lastPresented: UIViewController?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        lastPresented = presented
        return SlideIn()
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
}

/// The corpus's HalfModal and 30DaysofSwift shape: the presenter keeps its transitioning delegate, which keeps the
/// presenter and the view controller it presents. A cycle through the screen the user is left on: nothing leaks while
/// it stays (a warning); the presented one is the screen's to keep until the next presentation replaces it.
private final class HomeWithDelegate: UIViewController {
    var transition: ScreenKeepingDelegate?
    func prepare(presenting presented: UIViewController) {
        transition = ScreenKeepingDelegate(home: self, presented: presented)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transition
    }
}

private final class ScreenKeepingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var home: UIViewController
    var presented: UIViewController
    init(home: UIViewController, presented: UIViewController) { self.home = home; self.presented = presented }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
}

/// SimpleImageViewer#7's shape (the fifth bug sample's f04): the presented view controller keeps its dismissal
/// animator, which keeps the transition context strongly (the fix made it weak); every completed dismissal leaves a cycle.
private final class ContextKeepingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let keepsStrongly: Bool
    var strongContext: (any UIViewControllerContextTransitioning)?
    weak var weakContext: (any UIViewControllerContextTransitioning)?
    init(keepsStrongly: Bool) { self.keepsStrongly = keepsStrongly }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if keepsStrongly { strongContext = transitionContext } else { weakContext = transitionContext }
        SlideIn().animateTransition(using: transitionContext)
    }
}

private final class ContextKeepingViewer: UIViewController, UIViewControllerTransitioningDelegate {
    let dismissal: ContextKeepingAnimator
    init(keepsStrongly: Bool) {
        dismissal = ContextKeepingAnimator(keepsStrongly: keepsStrongly)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }
    required init?(coder: NSCoder) { fatalError() }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideIn() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissal }
}

@MainActor @Suite struct SceneReleasedTests {
    /// The dismissal forms the cycle and the viewer leaves the screen: a failure on the dismissal itself, though the
    /// check's follow-up presents the same viewer again (taken out again before the screen is noted: it was a warning, "a cycle through the screen left showing").
    @Test func aDismissalThatLeavesACycleFailsThoughTheFollowUpShowsTheViewerAgain() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: ContextKeepingViewer(keepsStrongly: true),
            options: options()).runNow()
        let dismissals = report.violations.filter { $0.invariant == 38 && $0.scenario.operation == .dismiss && !$0.scenario.interactive }
        #expect(!dismissals.isEmpty, "\(report.warnings.filter { $0.invariant == 38 }.map { "\($0.scenario)" }.prefix(3))")
        #expect(dismissals.allSatisfy { $0.evidence.message.contains("the transition context") }, "\(dismissals.prefix(1))")
        let fixed = try findings(TransitionCheck(
            presenting: UIViewController(), presented: ContextKeepingViewer(keepsStrongly: false), options: options()))
        #expect(fixed.isEmpty, "\(fixed.prefix(3))")
    }

    private func findings(_ check: TransitionCheck) throws -> [Violation] {
        try check.runNow().violations.filter { $0.invariant == 38 }
    }

    private func options(touches: Bool = false) -> TransitionCheck.Options {
        var options = TransitionCheck.Options(runs: 0)
        options.flows = false
        options.touches = touches
        return options
    }

    @Test func aPresentationControllerKeptStronglyByWhatItPresentedIsReported() throws {
        let leaky = try findings(TransitionCheck(
            presenting: UIViewController(), presented: KeepingDelegateViewController(keepsStrongly: true),
            styles: [.custom], options: options()))
        // A presentation the check then dismissed (its follow-up): the controller retains what it presented once the
        // presented view controller let go of it.
        let presentation = try #require(leaky.first { $0.scenario.operation == .present && !$0.scenario.interactive })
        #expect(presentation.evidence.message.contains("the presented view controller (KeepingDelegateViewController)"), "\(presentation.evidence.message)")
        #expect(presentation.evidence.message.contains("the transitioning delegate (KeepingDelegate)"), "\(presentation.evidence.message)")

        let fixed = try findings(TransitionCheck(
            presenting: UIViewController(), presented: KeepingDelegateViewController(keepsStrongly: false),
            styles: [.custom], options: options()))
        #expect(fixed.isEmpty, "\(fixed.prefix(3))")
    }

    @Test func anInteractorThatKeepsItsContextIsReportedOnTheInteractiveDismissal() throws {
        var leakyCheck = TransitionCheck(
            presenting: UIViewController(), presented: InteractiveDismissalViewController(letsGo: false),
            styles: [.fullScreen], options: options(touches: true))
        leakyCheck.subject.interaction = .asVended
        let leaky = try findings(leakyCheck)
        // The pan's dismissals, finished or cancelled: the context kept after completeTransition keeps both view
        // controllers, and the presented one keeps the interactor.
        let byTouch = leaky.filter { $0.scenario.touches != nil }
        #expect(!byTouch.isEmpty)
        #expect(byTouch.allSatisfy { $0.evidence.message.contains("the transition context") }, "\(byTouch.prefix(2))")
        // A dismissal by the app's code (no pan, no interactor vended): nothing kept.
        #expect(!leaky.contains { $0.scenario.touches == nil }, "\(leaky.prefix(2))")

        var fixedCheck = TransitionCheck(
            presenting: UIViewController(), presented: InteractiveDismissalViewController(letsGo: true),
            styles: [.fullScreen], options: options(touches: true))
        fixedCheck.subject.interaction = .asVended
        let fixed = try findings(fixedCheck)
        #expect(fixed.isEmpty, "\(fixed.prefix(3))")
    }

    /// The findings of 38 for `presented`, presented `.custom` by a plain view controller through a delegate that
    /// keeps nothing.
    private func customPresentationFindings(_ presented: @autoclosure @escaping @MainActor () -> UIViewController) throws -> [Violation] {
        try findings(TransitionCheck(
            presenting: UIViewController(), presented: presented(),
            transitioningDelegate: KeepingDelegate(keepsStrongly: false), styles: [.custom], options: options()))
    }

    @Test func aClosureCapturingSelfStronglyIsReportedInEveryScenario() throws {
        let leaky = try customPresentationFindings(ClosureKeepingViewController(capturesWeakly: false))
        #expect(!leaky.isEmpty)
        #expect(leaky.allSatisfy { $0.evidence.message.contains("ClosureKeepingViewController") })
        let fixed = try customPresentationFindings(ClosureKeepingViewController(capturesWeakly: true))
        #expect(fixed.isEmpty, "\(fixed.prefix(3))")
    }

    @Test func aCycleThroughTheScreenLeftShowingIsAWarning() throws {
        let report = try TransitionCheck(presentation: {
            let home = HomeWithDelegate()
            let detail = UIViewController()
            home.prepare(presenting: detail)
            return (home, detail)
        }, styles: [.custom], options: options()).runNow()
        #expect(!report.violations.contains { $0.invariant == 38 }, "\(report.violations.prefix(2))")
        let found = report.warnings.filter { $0.invariant == 38 }
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.isWarning }, "\(found.filter { !$0.isWarning }.map { "\($0.scenario): \($0.evidence.message)" }.prefix(3))")
        #expect(found.allSatisfy { $0.evidence.onIOS?.contains("HomeWithDelegate") == true }, "\(found.prefix(1))")
        #expect(!report.failedInvariants.contains(38))
    }

    @Test func anAnimatorNeverStartedWhoseBlockCapturesSelfIsReported() throws {
        let leaky = try customPresentationFindings(NeverStartedAnimatorViewController(capturesWeakly: false))
        #expect(leaky.contains { $0.evidence.message.contains("the presented view controller (NeverStartedAnimatorViewController)") })
        let fixed = try customPresentationFindings(NeverStartedAnimatorViewController(capturesWeakly: true))
        #expect(fixed.isEmpty, "\(fixed.prefix(3))")
    }

    @Test func aSharedDelegateThatKeepsTheLastPresentedIsNotALeak() throws {
        let found = try findings(TransitionCheck(
            presenting: UIViewController(), presented: UIViewController(), transitioningDelegate: SharedDelegate.shared,
            styles: [.custom, .fullScreen], options: options()))
        #expect(found.isEmpty, "\(found.prefix(3))")
    }
}
