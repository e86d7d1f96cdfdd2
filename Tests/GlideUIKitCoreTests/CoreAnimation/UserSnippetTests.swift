// Transition code as a UIKit developer writes it, against Glide's public API only (no
// `@testable`): what `import UIKit` code uses of Core Animation must compile and behave.
import Foundation
import GlideUIKitCore
import Testing

/// A card flip in the style of public transition code: perspective on the container, the
/// from-view turned away with `CABasicAnimation(keyPath: "transform.rotation.y")`, the to-view
/// turned in after it, and the transition completed from `animationDidStop(_:finished:)`.
final class FlipTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let duration: TimeInterval = 0.6
    var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)!.view!

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        containerView.layer.sublayerTransform = perspective
        containerView.addSubview(toView)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            fromView.layer.removeAllAnimations()
        }
        let flipOut = CABasicAnimation(keyPath: "transform.rotation.y")
        flipOut.fromValue = NSNumber(value: 0)
        flipOut.toValue = CGFloat.pi / 2
        flipOut.duration = duration / 2
        flipOut.timingFunction = CAMediaTimingFunction(name: .easeIn)
        flipOut.fillMode = .forwards
        flipOut.isRemovedOnCompletion = false
        fromView.layer.add(flipOut, forKey: "flipOut")

        let flipIn = CABasicAnimation(keyPath: "transform.rotation.y")
        flipIn.fromValue = -CGFloat.pi / 2
        flipIn.toValue = 0
        flipIn.beginTime = CACurrentMediaTime() + duration / 2
        flipIn.duration = duration / 2
        flipIn.fillMode = CAMediaTimingFillMode.backwards
        flipIn.delegate = self
        toView.layer.add(flipIn, forKey: "flipIn")
        toView.layer.transform = CATransform3DMakeRotation(0, 0, 1, 0)
        CATransaction.commit()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext else { return }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        self.transitionContext = nil
    }
}

final class FlipDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FlipTransitionAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// A display link driven the UIKit way, with the selector `glide port` writes; the target is a
/// main-actor object, as the views and view controllers that own display links are.
@MainActor final class Ticker: NSObject {
    var timestamps: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
}

@MainActor @Suite struct UserSnippetTests {
    @Test func flipWithExplicitRotationAnimationsRunsAsOnIOS() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = UIViewController()
        let delegate = FlipDelegate()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        let toView = presented.view!
        let fromView = root.view!

        clock.advance(by: 0.15)
        // Half of the first half, eased in: the from-view has turned by easeIn(0.5) · π/2.
        let turned = CGFloat(CAMediaTimingFunctionProgress.easeIn(0.5)) * .pi / 2
        let out = fromView.layer.presentation()!.transform
        #expect(abs(out.m11 - cos(turned)) < 1e-4 && abs(out.m13 - -sin(turned)) < 1e-4)
        #expect(fromView.layer.transform.m11 == 1, "the model is untouched")
        // The to-view waits edge-on (backwards fill at −π/2) until its begin time.
        #expect(abs(toView.layer.presentation()!.transform.m11) < 1e-9)
        #expect(toView.layer.superlayer === toView.superview?.layer, "the layer tree follows the views")

        clock.advance(by: 0.3)
        // 0.45 s: the to-view is half way back from −π/2, linearly.
        let back = toView.layer.presentation()!.transform
        #expect(abs(back.m11 - cos(CGFloat.pi / 4)) < 1e-9)
        #expect(abs(fromView.layer.presentation()!.transform.m11) < 1e-9, "the from-view holds edge-on (forwards fill)")

        clock.advance(by: 0.2)
        #expect(presented.presentingViewController === root)
        #expect(toView.layer.animationKeys() == nil && fromView.layer.animationKeys() == nil)
        #expect(toView.layer.presentation()!.transform == CATransform3DIdentity)
        _ = delegate
    }

    @Test func displayLinkWithTargetAndSelector() {
        let clock = ManualClock().makeCurrent()
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector(Ticker.step))
        clock.advance(by: 0.1)
        #expect(ticker.timestamps.isEmpty, "nothing until added to a run loop")
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.05)
        #expect(ticker.timestamps.count == 3 && abs(ticker.timestamps[0] - 7.0 / 60) < 1e-9)
        #expect(abs(link.duration - 1.0 / 60) < 1e-12 && abs(link.targetTimestamp - 10.0 / 60) < 1e-9)
        link.preferredFramesPerSecond = 30
        clock.advance(by: 0.1)
        #expect(ticker.timestamps.count == 6, "every other frame at 30 per second")
        link.isPaused = true
        clock.advance(by: 0.1)
        #expect(ticker.timestamps.count == 6)
        link.isPaused = false
        link.remove(from: .main, forMode: .common)
        clock.advance(by: 0.1)
        #expect(ticker.timestamps.count == 6, "removed from its only mode: stopped")
        link.add(to: .main, forMode: .default)
        clock.advance(by: 0.05)
        #expect(ticker.timestamps.count > 6)
        link.invalidate()
        let count = ticker.timestamps.count
        clock.advance(by: 0.1)
        #expect(ticker.timestamps.count == count && !link.isValid)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
        #expect(link.preferredFramesPerSecond == 20)
    }

    /// `UIScreen.main.displayLink(withTarget:selector:)` (GTSheet's presentation manager): the screen's link, which
    /// ticks on the clock once added, as `CADisplayLink(target:selector:)` does.
    @Test func screensDisplayLink() throws {
        let clock = ManualClock().makeCurrent()
        let ticker = Ticker()
        let link = try #require(UIScreen.main.displayLink(withTarget: ticker, selector: Selector(Ticker.step)))
        clock.advance(by: 0.1)
        #expect(ticker.timestamps.isEmpty)
        link.add(to: .main, forMode: RunLoop.Mode.default)
        clock.advance(by: 0.05)
        #expect(ticker.timestamps.count == 3)
        link.invalidate()
    }
}

/// The named curves' progress, computed from their control points through the public API.
enum CAMediaTimingFunctionProgress {
    static func easeIn(_ x: Double) -> Double {
        var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
        let f = CAMediaTimingFunction(name: .easeIn)
        f.getControlPoint(at: 1, values: &c1)
        f.getControlPoint(at: 2, values: &c2)
        return UICubicTimingParameters(
            controlPoint1: CGPoint(x: CGFloat(c1[0]), y: CGFloat(c1[1])),
            controlPoint2: CGPoint(x: CGFloat(c2[0]), y: CGFloat(c2[1]))).progress(atTimeFraction: x)
    }
}
