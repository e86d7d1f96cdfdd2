import Foundation
import GlideUIKit
import Testing

/// What main-queue work logged, with the clock's time.
@MainActor
final class QueueLog {
    var entries: [String] = []
}

/// An interactor that lets the finger's last movement settle: its finish and cancel reach UIKit 10 ms later
/// through the main queue, as some real interactors do.
final class SettlingInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { super.cancel() }
    }

    override func finish() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { super.finish() }
    }
}

/// Fades the presented view in and out; cancel-safe.
final class QueueFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView {
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3, animations: {
            toView?.alpha = 1
            fromView?.alpha = 0
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { toView?.removeFromSuperview() }
            fromView?.alpha = 1
            transitionContext.completeTransition(!cancelled)
        })
    }
}

final class QueueTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = SettlingInteractor()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        QueueFadeAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

/// `DispatchQueue.main.async` and `asyncAfter(deadline:)` run on Glide's clock, so work a transition defers to the
/// main queue happens at its time in a check; other queues are Dispatch's.
@MainActor
@Suite struct MainQueueTests {
    @Test func mainQueueWorkRunsOnGlidesClock() {
        let clock = ManualClock()
        clock.makeCurrent()
        let log = QueueLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.entries.append("after \(clock.now)") }
        DispatchQueue.main.async { log.entries.append("async \(clock.now)") }
        #expect(log.entries.isEmpty, "never synchronously")
        clock.advance(by: 0)
        #expect(log.entries == ["async 0.0"])
        clock.advance(by: 0.249)
        #expect(log.entries == ["async 0.0"])
        clock.advance(by: 0.001)
        #expect(log.entries == ["async 0.0", "after 0.25"])
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.entries.append("past \(clock.now)") }
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log.entries.append("never") }
        clock.advance(by: 3600)
        #expect(log.entries == ["async 0.0", "after 0.25", "past 0.25"], "a past deadline runs on the next turn")
    }

    /// The Swift 3 migrator's spelling of a one-second delay (the twentieth unseen sample's U02), with `<dispatch/time.h>`'s
    /// constants, runs one second later on the clock.
    @Test func theMigratorsDelayInNanosecondsPerSecond() {
        let clock = ManualClock()
        clock.makeCurrent()
        let log = QueueLog()
        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Double(Int64(1 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)) {
            log.entries.append("done \(clock.now)")
        }
        clock.advance(by: 0.999)
        #expect(log.entries.isEmpty)
        clock.advance(by: 0.001)
        #expect(log.entries == ["done 1.0"])
        #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
    }

    /// `CFAbsoluteTimeGetCurrent()`, which gesture code times flicks with, reads Glide's clock: a difference of two
    /// readings is the clock's seconds, and a reading is a date in December 2025 on a fresh clock.
    @Test func absoluteTimeReadsTheClock() {
        let clock = ManualClock()
        clock.makeCurrent()
        let start = CFAbsoluteTimeGetCurrent()
        clock.advance(by: 0.25)
        #expect(CFAbsoluteTimeGetCurrent() - start == 0.25)
        let date = Date(timeIntervalSinceReferenceDate: start)
        #expect(Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date).year == 2025)
    }

    /// `mach_absolute_time()` with `mach_timebase_info`, as frame-timing code scales it, reads Glide's clock in nanoseconds.
    @Test func machAbsoluteTimeReadsTheClock() {
        let clock = ManualClock()
        clock.makeCurrent()
        var info = mach_timebase_info_data_t()
        #expect(mach_timebase_info(&info) == KERN_SUCCESS)
        let start = mach_absolute_time()
        clock.advance(by: 0.5)
        let elapsed = (mach_absolute_time() - start) * UInt64(info.numer) / UInt64(info.denom)
        #expect(elapsed == 500_000_000)
        #expect(Double(elapsed) / Double(NSEC_PER_SEC) == 0.5)
    }

    @Test func anInteractorThatDefersItsEndThroughTheMainQueueEndsTheTransition() {
        for finishing in [true, false] {
            let clock = ManualClock()
            clock.makeCurrent()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
            let home = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            let presented = UIViewController()
            let delegate = QueueTransitioningDelegate()
            presented.modalPresentationStyle = .fullScreen
            presented.transitioningDelegate = delegate
            home.present(presented, animated: true)
            clock.runPending()
            let context = presented.transitionCoordinator
            delegate.interactor.update(0.5)
            if finishing { delegate.interactor.finish() } else { delegate.interactor.cancel() }
            #expect(context?.isInteractive == true, "the end reaches UIKit 10 ms later")
            clock.advance(by: 0.01)
            #expect(context?.isInteractive == false && context?.isCancelled == !finishing)
            clock.advance(by: 1)
            #expect((presented.presentingViewController === home) == finishing)
        }
    }

    @Test func otherQueuesAreDispatchs() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
    }
}
