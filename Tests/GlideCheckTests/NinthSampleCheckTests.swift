import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// Checks as the ninth unseen sample's run showed they must judge them (docs/unseen-code.md, "The ninth sample").
@MainActor
struct NinthSampleCheckTests {
    /// A view whose layout fills its top half with a child (M07's presented navigation controller lays its bar out so).
    final class FillingView: UIView {
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            addSubview(child)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            child.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        }
    }

    final class Sheet: UIViewController {
        override func loadView() { view = FillingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    }

    /// M07's dismissal: the presented view goes to the context's final frame for it (.zero for a view the transition
    /// removes), moved below the screen.
    final class DropToFinalFrame: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)!
            let finalFrame = transitionContext.finalFrame(for: from).offsetBy(dx: 0, dy: from.view.frame.maxY)
            UIView.animate(withDuration: 0.6, animations: { from.view.frame = finalFrame }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    }

    @Test("a cancel that puts back a view's size lays the view out again at that size (M07: no 23 on its content)")
    func aCancelledResizeIsLaidOutAgain() throws {
        var check = TransitionCheck(
            presenting: UIViewController(),
            presented: { () -> Sheet in
                let sheet = Sheet()
                sheet.modalPresentationStyle = .overFullScreen
                return sheet
            }(),
            transitioningDelegate: DropToFinalFrame(),
            interactor: { UIPercentDrivenInteractiveTransition() },
            name: "Sheet", options: .init(runs: 0))
        check.options.flows = false
        let report = try check.runNow()
        #expect(report.scenarioCount > 0)
        #expect(!report.failedInvariants.contains(23), "\(report.violations.filter { $0.invariant == 23 }.prefix(2))")
    }
}
