import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A bottom sheet written the way sheet libraries write it: its presentation controller is its own animator and
/// its own interaction controller, and springs the sheet up by itself; the sheet's pan works from the moment the
/// sheet appears, so the user can grab it while it is still coming up. A drag that ends low enough dismisses.
///
/// The grab stops the presentation's animation where it is. In the `.dismissesMidPresentation` form a drag released
/// low asks for `dismiss(animated:)` even while the presentation runs; UIKit refuses a dismissal while a presentation
/// is in progress, so the presentation, its animation stopped, never completes: the app hangs. The reference form
/// ends the presentation cancelled instead (the sheet goes back down, `completeTransition(false)`).
@MainActor
final class GrabbableSheetPresentationController: UIPresentationController, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
{
    enum Form { case reference, dismissesMidPresentation }

    let form: Form
    private(set) var isPresenting = false
    private weak var presentingContext: UIViewControllerContextTransitioning?
    private var animator: UIViewPropertyAnimator?
    private var grabOrigin: CGFloat = 0
    let sheetHeight: CGFloat = 400

    init(presentedViewController: UIViewController, presenting: UIViewController?, form: Form) {
        self.form = form
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return CGRect(x: 0, y: containerView.bounds.height - sheetHeight, width: containerView.bounds.width, height: sheetHeight)
    }

    override func presentationTransitionWillBegin() {
        presentedViewController.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(GrabbableSheetPresentationController.handlePan(_:), name: "handlePan:")))
    }

    // MARK: Animator and interaction controller

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to) === presentedViewController
        let sheet = presentedViewController.view!
        let container = transitionContext.containerView
        if presenting {
            isPresenting = true
            presentingContext = transitionContext
            container.addSubview(sheet)
            sheet.frame = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: sheetHeight)
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { sheet.frame = self.frameOfPresentedViewInContainerView }
            animator.addCompletion { _ in self.endPresentation(completed: true) }
            self.animator = animator
            animator.startAnimation()
        } else {
            UIView.animate(withDuration: 0.3, animations: { sheet.frame.origin.y = container.bounds.height }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        animateTransition(using: transitionContext)
    }

    private func endPresentation(completed: Bool) {
        isPresenting = false
        animator = nil
        presentingContext?.completeTransition(completed)
    }

    // MARK: The sheet's pan

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet = pan.view, let container = containerView else { return }
        switch pan.state {
        case .began:
            // The grab stops the presentation's animation where the sheet is.
            animator?.stopAnimation(true)
            animator = nil
            grabOrigin = sheet.frame.minY
        case .changed:
            sheet.frame.origin.y = max(frameOfPresentedViewInContainerView.minY, grabOrigin + pan.translation(in: container).y)
        case .ended, .cancelled, .failed:
            let low = pan.state == .ended && sheet.frame.minY > frameOfPresentedViewInContainerView.minY + sheetHeight / 4
            if low && !(isPresenting && form == .reference) {
                presentedViewController.dismiss(animated: true)
            } else if low {
                UIView.animate(withDuration: 0.3, animations: { sheet.frame.origin.y = container.bounds.height }) { _ in
                    self.endPresentation(completed: false)
                }
            } else {
                UIView.animate(withDuration: 0.3, animations: { sheet.frame = self.frameOfPresentedViewInContainerView }) { _ in
                    if self.isPresenting { self.endPresentation(completed: true) }
                }
            }
        default:
            break
        }
    }
}

/// The sheet's transitioning delegate, held by the presenter: the presentation controller it makes is the
/// presentation's animator and interaction controller, and the dismissal's animator.
@MainActor
final class GrabbableSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The delegates, held as the presenter's property holds its own.
    static var held: [GrabbableSheetTransitioningDelegate] = []
    let form: GrabbableSheetPresentationController.Form
    private weak var sheetController: GrabbableSheetPresentationController?

    init(form: GrabbableSheetPresentationController.Form) { self.form = form }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = GrabbableSheetPresentationController(presentedViewController: presented, presenting: presenting, form: form)
        sheetController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { sheetController }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        sheetController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { sheetController }
}

@MainActor
struct TouchesDuringTransitionFlowTests {

    private func check(_ form: GrabbableSheetPresentationController.Form) -> TransitionCheck {
        TransitionCheck(
            presentation: {
                let home = UIViewController()
                let sheet = UIViewController()
                let delegate = GrabbableSheetTransitioningDelegate(form: form)
                GrabbableSheetTransitioningDelegate.held.append(delegate)
                sheet.modalPresentationStyle = .custom
                sheet.transitioningDelegate = delegate
                return (home, sheet)
            },
            options: .init(runs: 0))
    }

    /// Grabbing the sheet while it comes up and letting go low hangs the presentation (a dismissal UIKit refuses
    /// mid-presentation, the presentation's animation stopped): only a flow that touches the sheet during the
    /// presentation shows it.
    @Test func aSheetGrabbedDuringItsPresentationAndReleasedLowHangs() throws {
        let check = check(.dismissesMidPresentation)
        let during = check.flows.filter { $0.name.hasSuffix("while present by button is in flight") }
        #expect(!during.isEmpty, "\(check.flows.map(\.name))")
        let report = check.runFlows()
        let failure = try #require(report.failures.first, "no flow failed of \(report.flowCount)")
        #expect(failure.differences.contains { $0.contains("still in flight") }, "\(failure)")
        #expect(failure.shrunk.actions.contains {
            if case .touchesDuringButton(.present, _, _) = $0 { return true } else { return false }
        }, "\(failure.shrunk)")
        #expect(report.failures.allSatisfy { $0.flow.name.hasSuffix("while present by button is in flight") }, "\(report.failures)")
    }

    /// The reference sheet ends a presentation grabbed and released low cancelled: every flow, those that touch
    /// the sheet during its presentation included, ends where it began.
    @Test func theReferenceSheetEndsAGrabbedPresentationCancelled() {
        let report = check(.reference).runFlows()
        #expect(report.flowCount > 10, "\(report.flowCount)")
        #expect(report.passed, "\(report.failures.prefix(3))")
    }

    /// A transition that is not interactive gets no touches while it runs (UIKit's views are not the user's to
    /// touch then): the pull-down detail, presented by button with no interaction controller, has no such flow.
    @Test func aNonInteractiveTransitionGetsNoTouchesWhileItRuns() {
        let check = TransitionCheck(
            presentation: {
                let home = InteractionHomeViewController(vending: .whileInteracting)
                let detail = PullDownDetailViewController()
                detail.interactor = home.interactor
                detail.modalPresentationStyle = .fullScreen
                detail.transitioningDelegate = home
                return (home, detail)
            },
            options: .init(runs: 0))
        #expect(!check.flows.isEmpty)
        #expect(!check.flows.contains { $0.name.contains("by button is in flight") }, "\(check.flows.map(\.name))")
    }
}
