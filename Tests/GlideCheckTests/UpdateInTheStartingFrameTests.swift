import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

// A pan handler that begins the dismissal at .began and falls through to update at .changed (SideMenu's
// handleMenuPan): UIKit recognizes the pan at the first move, so .began and the first update come in one touch
// frame, the update after the transition started. Invariant 6 judged it from before the frame ("while the
// transition was not started"), a false alarm on every drag of such a handler.

@MainActor
final class FallthroughSheetViewController: UIViewController {
    let interactor = UIPercentDrivenInteractiveTransition()
    private(set) var interacting = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(FallthroughSheetViewController.handlePan(_:), name: "handlePan:")))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let progress = max(0, min(1, gesture.translation(in: view).y / 400))
        switch gesture.state {
        case .began:
            interacting = true
            dismiss(animated: true)
            fallthrough
        case .changed:
            interactor.update(progress)
        case .ended:
            interacting = false
            if progress > 0.5 { interactor.finish() } else { interactor.cancel() }
        default:
            interacting = false
            interactor.cancel()
        }
    }
}

@MainActor
final class FallthroughSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        sheet = dismissed as? FallthroughSheetViewController
        return SlideAnimator()
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let sheet = sheet, sheet.interacting else { return nil }
        return sheet.interactor
    }
    /// The sheet being dismissed (UIKit asks for the animator first).
    weak var sheet: FallthroughSheetViewController?
}

@MainActor
struct UpdateInTheStartingFrameTests {
    @Test func anUpdateAfterTheStartInTheSameTouchFrameKeeps6() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(),
            presented: { () -> FallthroughSheetViewController in
                let sheet = FallthroughSheetViewController()
                sheet.modalPresentationStyle = .fullScreen
                return sheet
            }(),
            transitioningDelegate: FallthroughSheetDelegate(),
            options: .init(runs: 0, invariants: [6])
        ).runNow()
        #expect(report.errors.isEmpty, "\(report.errors.prefix(2))")
        #expect(report.scenarioCounts["touches", default: 0] > 0, "\(report.scenarioCounts)")
        #expect(report.violations(of: 6).isEmpty, "\(report.violations(of: 6).prefix(2))")
    }
}
