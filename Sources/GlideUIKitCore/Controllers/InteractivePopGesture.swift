import Foundation
/// UIKit's decision at the end of an interactive pop, from the gesture's samples (`_UINavigationInteractiveTransition`; its source is in docs/uikit-rules.md).
///
/// Velocity and acceleration are three-sample moving averages of the progress (translation / width)
/// per second; a sample is taken when at least 10 ms passed, or more than 1 ms passed and the
/// position changed; an acceleration may jump at most ±5 per sample.
public struct PopGestureTracker: Sendable, Hashable {
    /// The smallest interval that always makes a sample, in seconds.
    public static let sampleInterval = 0.01
    /// The smallest interval that makes a sample when the position changed, in seconds.
    public static let minimumSampleInterval = 0.001
    /// The largest change of acceleration between samples, in progress per second².
    public static let accelerationJumpLimit = 5.0
    /// The projected progress must exceed min(this / width, 0.5) to pop, in points.
    public static let projectionThresholdPoints = 187.5

    private var lastTime: Double?
    private var lastProgress: Double = 0
    private var velocities: [Double] = []
    private var accelerations: [Double] = []

    public init() {}

    /// The number of velocity samples taken.
    public var sampleCount: Int { velocities.count }
    /// The moving-average velocity in progress per second.
    public var velocity: Double { average(velocities) }
    /// The moving-average acceleration in progress per second².
    public var acceleration: Double { average(accelerations) }

    /// Adds the progress `progress` seen at `time` seconds.
    public mutating func add(progress: Double, at time: Double) {
        guard let last = lastTime else {
            lastTime = time
            lastProgress = progress
            return
        }
        let dt = time - last
        guard dt >= Self.sampleInterval || (dt > Self.minimumSampleInterval && progress != lastProgress) else { return }
        let v = (progress - lastProgress) / dt
        if let previousV = velocities.last {
            var a = (v - previousV) / dt
            if let previousA = accelerations.last {
                a = min(previousA + Self.accelerationJumpLimit, max(previousA - Self.accelerationJumpLimit, a))
            }
            accelerations.append(a)
            if accelerations.count > 3 { accelerations.removeFirst() }
        }
        velocities.append(v)
        if velocities.count > 3 { velocities.removeFirst() }
        sampledCount += 1
        lastTime = time
        lastProgress = progress
    }

    private var sampledCount = 0

    /// The finger rested at its last progress until `time`: adds the samples taken every
    /// ``sampleInterval`` meanwhile (a stationary touch still makes samples once 10 ms passed), so
    /// velocity and acceleration settle instead of keeping the values of the last movement.
    public mutating func rest(until time: Double) {
        guard var t = lastTime else { return }
        while time - t >= Self.sampleInterval {
            t += Self.sampleInterval
            add(progress: lastProgress, at: t)
        }
    }

    /// UIKit's augmented rule at release: with at least 3 samples, pop iff p + ½·a·D² + v·D exceeds
    /// min(187.5 / width, 0.5); otherwise pop iff the velocity is positive.
    @discardableResult
    public func decide(progress p: Double, duration: Double, width: Double) -> PopDecision {
        let threshold = min(Self.projectionThresholdPoints / max(width, 1), 0.5)
        let v = velocity
        let pops: Bool
        let projected: Double?
        if sampledCount >= 3 {
            let value = p + 0.5 * acceleration * duration * duration + v * duration
            projected = value
            pops = value > threshold
        } else {
            projected = nil
            pops = v > 0
        }
        let remaining = pops ? 1 - p : p
        let speed = max(remaining, duration * abs(v))
        return PopDecision(pops: pops, progress: p, velocity: v, acceleration: acceleration, projected: projected,
                           threshold: threshold, completionSpeed: speed > 0 ? speed : 1)
    }

    private func average(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}

/// The outcome of an interactive pop's release.
public struct PopDecision: Sendable, Hashable {
    /// True to finish the pop, false to cancel it.
    public var pops: Bool
    public var progress: Double
    /// Progress per second.
    public var velocity: Double
    /// Progress per second².
    public var acceleration: Double
    /// The projected progress, when enough samples existed.
    public var projected: Double?
    public var threshold: Double
    /// max(remaining fraction, duration · |velocity|): never slower than the duration, as fast as the finger.
    public var completionSpeed: Double
}

/// The navigation controller's built-in edge-swipe pop, fed gesture states (UIKit's
/// `_UINavigationInteractiveTransition`).
///
/// `began` pops interactively with a percent-driven interactor; `changed` maps the horizontal
/// translation to progress (translation / width, capped at 0.999); `ended` applies UIKit's
/// augmented decision and hands over the completion speed; `cancelled` cancels.
@preconcurrency @MainActor
public final class InteractivePopGesture {
    /// The largest progress while the finger is down (UIKit's cap without fluid transitions).
    public static let progressCap = 0.999

    public unowned let navigationController: UINavigationController
    /// The interactor of the pop in progress.
    public private(set) var interactor: UIPercentDrivenInteractiveTransition?
    /// The decision made at the last release.
    public private(set) var lastDecision: PopDecision?
    private var tracker = PopGestureTracker()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The gesture began; returns false when a pop cannot start (only the root left, or a transition in flight).
    @discardableResult
    public func began(at time: Double) -> Bool {
        guard !navigationController.isTransitioning, navigationController.viewControllers.count > 1 else { return false }
        let interactor = UIPercentDrivenInteractiveTransition()
        // UIKit's own pop interactor settles a swipe that ends before the pop started.
        interactor.remembersEndBeforeStart = true
        self.interactor = interactor
        tracker = PopGestureTracker()
        tracker.add(progress: 0, at: time)
        navigationController.ignoresDelegateTransitionController = true
        navigationController.swipeInteractor = interactor
        defer {
            navigationController.ignoresDelegateTransitionController = false
            navigationController.swipeInteractor = nil
        }
        // UIKit's swipe sends the public popViewController(animated: true), so an app's override of it runs (one that pops
        // without animation pops at once); the animated pop it makes is the one the swipe drives.
        _ = navigationController.popViewController(animated: true)
        return true
    }

    /// The finger moved: `translationX` points from where it began.
    public func changed(translationX: Double, at time: Double) {
        guard let interactor else { return }
        let width = navigationController.transitionView.bounds.width
        let p = min(Self.progressCap, max(0, translationX / max(width, 1)))
        tracker.add(progress: p, at: time)
        interactor.update(p)
    }

    /// The finger lifted: finish or cancel by UIKit's rule.
    @discardableResult
    public func ended(at time: Double) -> PopDecision? {
        guard let interactor else { return nil }
        let width = navigationController.transitionView.bounds.width
        let decision = tracker.decide(progress: interactor.percentComplete, duration: interactor.duration, width: width)
        lastDecision = decision
        interactor.completionSpeed = decision.completionSpeed
        if decision.pops { interactor.finish() } else { interactor.cancel() }
        self.interactor = nil
        return decision
    }

    /// The system cancelled the gesture: the pop is cancelled.
    public func cancelled() {
        interactor?.cancel()
        interactor = nil
    }
}
