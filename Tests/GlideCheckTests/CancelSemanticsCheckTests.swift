import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

// Transitions written as a UIKit developer writes them, one per class of the question "what does a
// cancel put back?" (reference §1): UIKit puts back what a driven block animated; the code puts back
// everything else. Each is checked as an app performs it, with `TransitionCheck(presenting:presented:)`,
// asking what a cancel does when the animator is driven interactively (`interactor:`).

/// Apple's CustomTransitions "Swipe" in Swift: the presentation slides the presented view in from the
/// right, the dismissal slides it out inside `UIView.animate`; on cancel the completion only removes
/// the to-view it added. The presented view is back on screen after a cancelled dismissal because
/// UIKit puts the frame back.
@MainActor
final class SwipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let width = containerView.bounds.width
        if presenting, let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: toViewController)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.frame = final
            }, completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!wasCancelled)
            })
        } else if let fromView {
            if let toView { containerView.insertSubview(toView, belowSubview: fromView) }
            let offscreen = fromView.frame.offsetBy(dx: width, dy: 0)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame = offscreen
            }, completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                // "The system does not remove toView when we invoke -completeTransition: with a value of NO."
                if wasCancelled { toView?.removeFromSuperview() }
                transitionContext.completeTransition(!wasCancelled)
            })
        } else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A flip in keyframes that fades alpha across its middle, as robertmryan's HorizontalFlip does: the
/// completion resets the transforms and anchor points and relies on UIKit for the alpha.
@MainActor
final class KeyframeFadeFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1600
        toView.frame = containerView.bounds
        toView.alpha = 0
        toView.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        containerView.addSubview(toView)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0)
                fromView.alpha = 0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = CATransform3DIdentity
                toView.alpha = 1
            }
        }, completion: { _ in
            toView.layer.transform = CATransform3DIdentity
            fromView.layer.transform = CATransform3DIdentity
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Hides the real view behind a snapshot before its animation (`fromView.alpha = 0`, outside the
/// block), animates the snapshot away, and on cancel removes the snapshot but forgets the alpha it set:
/// the reversal ends at that alpha 0, so the view the cancelled dismissal keeps is invisible.
@MainActor
final class HidesBehindSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True to leave the snapshot too (and put the alpha back): the snapshot-left-behind class.
    let leavesSnapshot: Bool
    init(leavesSnapshot: Bool = false) { self.leavesSnapshot = leavesSnapshot }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let snapshot = fromView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let toView = transitionContext.view(forKey: .to)
        if let toView { containerView.insertSubview(toView, belowSubview: fromView) }
        snapshot.frame = fromView.frame
        containerView.addSubview(snapshot)
        fromView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapshot.frame = snapshot.frame.offsetBy(dx: 0, dy: containerView.bounds.height)
            snapshot.alpha = 0.2
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            if wasCancelled {
                toView?.removeFromSuperview()
                if self.leavesSnapshot { fromView.alpha = 1 } else { snapshot.removeFromSuperview() }
            } else {
                snapshot.removeFromSuperview()
                fromView.alpha = 1
            }
            transitionContext.completeTransition(!wasCancelled)
        })
    }
}

/// Fades the dismissed view with an explicit Core Animation animation, setting the model value to the
/// end first (the standard Core Animation pattern), and slides it in `UIView.animate`: a cancel runs the
/// block back but Core Animation never changes a model value, so the view stays at opacity 0.
@MainActor
final class ExplicitFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let toView = transitionContext.view(forKey: .to)
        if let toView { containerView.insertSubview(toView, belowSubview: fromView) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = transitionDuration(using: transitionContext)
        fromView.layer.opacity = 0
        fromView.layer.add(fade, forKey: "fade")
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            if wasCancelled { toView?.removeFromSuperview() }
            transitionContext.completeTransition(!wasCancelled)
        })
    }
}

/// Scrubs a Core Animation effect through the container's layer time beside its property animator,
/// and runs it back on cancel by setting the container's `speed = -1`, which it puts back only when the
/// transition finishes: after a cancelled dismissal the container, still on screen, runs backwards.
@MainActor
final class ReversesContainerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let fromView { containerView.insertSubview(toView, belowSubview: fromView) }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            fromView?.alpha = 0
        }
        animator.addCompletion { position in
            let wasCancelled = transitionContext.transitionWasCancelled
            if wasCancelled {
                containerView.layer.speed = -1   // "play the effect back"; reset only on the finished path
                toView?.removeFromSuperview()
            } else {
                containerView.layer.speed = 1
            }
            transitionContext.completeTransition(!wasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// The app's presented screen: it sets its transitioning delegate, as apps do.
@MainActor
final class SemanticsDetailViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let makeAnimator: (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning

    init(_ makeAnimator: @escaping (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning) {
        self.makeAnimator = makeAnimator
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeAnimator(true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeAnimator(false)
    }
}

@MainActor
final class SemanticsHomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }
}

@MainActor
struct CancelSemanticsCheckTests {
    func check(_ makeAnimator: @escaping (Bool) -> UIViewControllerAnimatedTransitioning) throws -> CheckReport {
        try TransitionCheck(
            presenting: SemanticsHomeViewController(), presented: SemanticsDetailViewController(makeAnimator),
            interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0)
        ).runNow()
    }

    @Test func anAppleSwipeShapedDismissalIsClean() throws {
        let report = try check { SwipeAnimator(presenting: $0) }
        #expect(report.passed, "\(report.failures)")
        #expect(report.warnings.isEmpty, "\(report.warnings.prefix(3))")
        #expect(report.scenarioCounts["matrix"] ?? 0 > 0)
    }

    @Test func aKeyframeFlipThatAnimatesAlphaIsClean() throws {
        let report = try check { _ in KeyframeFadeFlipAnimator() }
        #expect(report.passed, "\(report.failures)")
        #expect(report.warnings.isEmpty, "\(report.warnings.prefix(3))")
    }

    /// A value set before the block is where the reversal ends: the presented view stays at alpha 0.
    @Test func aPresetStartValueIsTheCodesToPutBack() throws {
        let report = try check { _ in HidesBehindSnapshotAnimator() }
        #expect(report.failedInvariants == [18, 23], "\(report.failures)")
        let evidence = try #require(report.violations(of: 23).first?.evidence)
        #expect(evidence.property == "alpha" && evidence.before == "1" && evidence.after == "0", "\(evidence)")
        // The dismissal keeps the detail on screen, transparent (a cancelled presentation leaves the
        // presenter's view so, the same way).
        let kept = try #require(report.violations(of: 18).first?.evidence)
        #expect(kept.view?.contains("SemanticsDetailViewController") == true && kept.property == "alpha", "\(kept)")
    }

    /// A snapshot left over the view on cancel is the code's to remove (UIKit restores values, not subviews).
    @Test func aSnapshotLeftInTheContainerFails() throws {
        let report = try check { _ in HidesBehindSnapshotAnimator(leavesSnapshot: true) }
        #expect(report.failedInvariants == [22], "\(report.failures)")
        let evidence = try #require(report.violations(of: 22).first?.evidence)
        #expect(evidence.message.contains("a snapshot of"), "\(evidence)")
        #expect(evidence.message.contains("SemanticsDetailViewController"), "\(evidence)")
    }

    /// An explicit animation's model value is the code's: Core Animation never puts it back.
    @Test func anExplicitAnimationsModelValueIsNotRestored() throws {
        let report = try check { _ in ExplicitFadeAnimator() }
        #expect(report.failedInvariants == [18, 23], "\(report.failures)")
        let evidence = try #require(report.violations(of: 23).first?.evidence)
        #expect(evidence.property == "alpha" && evidence.before == "1" && evidence.after == "0", "\(evidence)")
        // The transform was animated in the block: UIKit put it back, and nothing reports it.
        #expect(!report.violations.contains { $0.evidence.property == "transform" }, "\(report.failures)")
    }

    /// Layer timing changed by hand is the code's to put back: invariant 31.
    @Test func aContainerLeftAtSpeedMinusOneFails() throws {
        let report = try check { _ in ReversesContainerAnimator() }
        #expect(report.failedInvariants == [31], "\(report.failures)")
        let evidence = try #require(report.violations(of: 31).first?.evidence)
        #expect(evidence.property == "layer.speed" && evidence.before == "1" && evidence.after == "-1", "\(evidence)")
        #expect(evidence.view?.contains("UITransitionView") == true, "\(evidence)")
    }
}
