import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// An image viewer presented full screen: a zoomable scroll view (a double tap zooms the image to 3×) and a pull-down
/// pan on the viewer's view that drags the image and drives an interactive dismissal. The buggy form builds the drag's
/// transform from identity and animates it back to identity on a cancel, so a cancelled pull-down after a zoom leaves
/// the image unzoomed in a scroll view still at 3× (MediaViewer#8 before its fix); the reference form starts from
/// the zoom's transform and puts it back. Only a scenario that zooms first reaches the difference.
@MainActor
struct ZoomedPullDownTests {
    final class Viewer: UIViewController, UIScrollViewDelegate, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
        let keepsZoom: Bool
        let scroll = UIScrollView()
        let image = UIView()
        let interactor = UIPercentDrivenInteractiveTransition()
        var pulling = false
        private var start = CGAffineTransform.identity

        init(keepsZoom: Bool) {
            self.keepsZoom = keepsZoom
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .fullScreen
            transitioningDelegate = self
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            scroll.frame = view.bounds
            scroll.delegate = self
            scroll.maximumZoomScale = 3
            view.addSubview(scroll)
            image.frame = CGRect(x: 0, y: 227, width: 390, height: 390)
            image.backgroundColor = .orange
            scroll.addSubview(image)
            let doubleTap = UITapGestureRecognizer(target: self, action: Selector(Viewer.doubleTapped(_:), name: "doubleTapped:"))
            doubleTap.numberOfTapsRequired = 2
            image.addGestureRecognizer(doubleTap)
            let pull = UIPanGestureRecognizer(target: self, action: Selector(Viewer.pulled(_:), name: "pulled:"))
            pull.delegate = self
            view.addGestureRecognizer(pull)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
        /// The pull-down works on a zoomed page too, beside the scroll view's own pan.
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            true
        }

        func doubleTapped(_ tap: UITapGestureRecognizer) {
            scroll.setZoomScale(scroll.zoomScale > 1 ? 1 : 3, animated: true)
        }

        func pulled(_ pan: UIPanGestureRecognizer) {
            let y = pan.translation(in: view).y
            switch pan.state {
            case .began:
                start = keepsZoom ? image.transform : .identity
                pulling = true
                dismiss(animated: true)
            case .changed:
                interactor.update(max(y, 0) / 844)
                image.transform = start.concatenating(CGAffineTransform(translationX: 0, y: max(y, 0)))
            case .ended, .cancelled:
                pulling = false
                if pan.state == .ended && y > 300 {
                    interactor.finish()
                } else {
                    interactor.cancel()
                    let back = start
                    UIView.animate(withDuration: 0.2) { self.image.transform = back }
                }
            default:
                break
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { Fade() }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            pulling ? interactor : nil
        }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.insertSubview(to, belowSubview: from)
            UIView.animate(withDuration: 0.3, animations: { from.alpha = 0 }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    private func report(keepsZoom: Bool) throws -> CheckReport {
        var check = TransitionCheck(presenting: UIViewController(), presented: Viewer(keepsZoom: keepsZoom), options: .init(runs: 0))
        check.options.flows = false
        return try check.runNow()
    }

    @Test("the second screen's drags are played after its double tap and after a pinch too, named so")
    func zoomFirstScenariosExist() {
        let check = TransitionCheck(presenting: UIViewController(), presented: Viewer(keepsZoom: true), options: .init(runs: 0))
        let scenarios = TouchExploration.scenarios(for: check.subject, style: .fullScreen).filter { $0.prelude != nil }
        // Each drag of the viewer's pull-down and of the scroll view's own pan (the double tap's recognizer is left out).
        let drags = ["50 %, slow, lift at rest", "to 60 % and back to 10 %"]
        // After the app's double tap and after a pinch out on the scroll view's own pinch.
        let expected = ["2 taps with 1 finger", "pinch out to double, slow"].flatMap { first in
            ["down", "left", "right", "up"].flatMap { direction in drags.map { "touches: pan \(direction) \($0), after \(first)" } }
        }
        #expect(scenarios.map(\.label).sorted() == (expected + expected).sorted(), "\(scenarios.map(\.label))")
        #expect(Set(scenarios.compactMap(\.touches?.recognizer)) == ["UIPanGestureRecognizer on Viewer.view", "UIScrollViewPanGestureRecognizer on UIScrollView"])
        #expect(scenarios.allSatisfy { $0.swiftLiteral.contains("prelude: TouchScript(") })
    }

    @Test("a cancelled pull-down after a zoom that throws the zoom away fails 23 there")
    func theZoomThrownAwayIsCaught() throws {
        let buggy = try report(keepsZoom: false)
        #expect(buggy.failedInvariants.contains(23), "\(buggy.text(verbose: false))")
        // Besides, in both forms, 27 on a quick flick lifted in the turn of its `.began` (a plain
        // UIPercentDrivenInteractiveTransition drops that early end): not this test's business.
        #expect(buggy.violations.filter { $0.scenario.prelude == nil }.allSatisfy { $0.invariant == 27 }, "\(buggy.text(verbose: false))")
        let smallest = try #require(buggy.invariants.first { $0.id == 23 }?.smallest)
        #expect(smallest.scenario.label.contains(", after "), "\(smallest.scenario.label)")
        let zoomedBy = Set(buggy.violations.filter { $0.invariant == 23 }.compactMap { $0.scenario.prelude?.name })
        #expect(zoomedBy == ["2 taps with 1 finger", "pinch out to double, slow"], "\(zoomedBy)")
    }

    @Test("the viewer that puts its zoom back passes")
    func theZoomKeptPasses() throws {
        let reference = try report(keepsZoom: true)
        #expect(reference.failedInvariants == [27], "\(reference.text(verbose: false))")
        #expect(reference.violations.allSatisfy { $0.invariant == 27 && $0.scenario.prelude == nil }, "\(reference.text(verbose: false))")
        #expect(reference.scenarioCount > 0 && reference.errors.filter { $0.scenario.prelude != nil && !$0.notApplicable }.isEmpty)
    }
}
