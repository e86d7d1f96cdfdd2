import Foundation
/// An interactor that drives a transition by percentages (`UIPercentDrivenInteractiveTransition`).
///
/// Two drive modes, chosen at start as UIKit chooses them:
/// - **Interruptible**: the animator vends `interruptibleAnimator(using:)`; `update` sets its
///   `fractionComplete`, `finish`/`cancel` reverse it if needed and continue it with
///   ``timingCurve`` over the remaining time.
/// - **Classic**: `animateTransition` runs with its block animations tracked, frozen and scrubbed
///   linearly (the container's `layer.speed` is 0 and `timeOffset` is p · duration); after release
///   they run to the end or back to the start with ``completionCurve``.
///
/// Finish takes (1 − p) · duration / completionSpeed seconds and cancel p · duration / completionSpeed.
///
/// A `finish()`, `cancel()` or `update` that arrives before the transition started is dropped, as UIKit drops it
/// (it has no context to drive yet): a gesture that ends before `startInteractiveTransition(_:)` leaves the transition
/// waiting at 0 %, the freeze of bug B6 in docs/uikit-rules.md. Glide's own drivers (the interactor it makes for
/// "what if this animator were driven interactively", UIKit's back swipe and sheet drag, a touchpad's driver) remember
/// the last such update and such an end, and apply them at start instead.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The drive mode of a started transition.
    package enum DriveMode: Sendable, Hashable {
        case notStarted
        case classic
        case interruptible
    }

    /// The non-interactive duration the animator reported at start, in seconds (0 before).
    open private(set) var duration: CGFloat {
        get { CGFloat(durationSeconds) }
        set { durationSeconds = Double(newValue) }
    }
    package private(set) var durationSeconds: Double = 0
    /// How fast the completion runs after release; values ≤ 0 read as 1.
    open var completionSpeed: CGFloat {
        get { storedSpeed > 0 ? storedSpeed : 1 }
        set { storedSpeed = newValue }
    }
    /// The curve of the completion after release (classic mode). Ease-in-out by default, as UIKit's header says.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the completion of an interruptible animator; nil keeps the animator's own.
    open var timingCurve: (any UITimingCurveProvider)?
    /// False to start an interruptible transition running, to be grabbed later with ``pause()``.
    open var wantsInteractiveStart = true
    /// Whether `update` clamps to [0, 1] (UIKit's private `_clampsPercentComplete`, on by default).
    package var clampsPercentComplete = true
    /// The mode chosen at start.
    package private(set) var driveMode: DriveMode = .notStarted
    /// The context of the transition being driven (or last driven, while something else keeps it).
    package private(set) weak var context: TransitionContext?
    /// The context held while its transition runs; let go of once it completed, as UIKit's interactor does not keep
    /// a finished transition's view controllers alive (an app that keeps its interactor, in the view controller it
    /// presents or in the presenter, would otherwise keep them through it).
    private var drivenContext: TransitionContext?
    /// A finish (true) or cancel (false) requested before start, applied at start (Glide's own drivers only:
    /// see ``remembersEndBeforeStart``).
    package private(set) var pendingEnd: Bool?
    /// True for an interactor Glide drives itself: the last update and a finish or cancel before start are remembered
    /// and applied at start. False (UIKit's behaviour) for one an app makes: they are dropped.
    package var remembersEndBeforeStart = false
    /// The last percent given to ``update(_:)`` before start, applied at start (Glide's own drivers only).
    package private(set) var pendingPercent: CGFloat?
    /// Calls that did nothing (update before start, a second finish...), for reports.
    package private(set) var ignoredCalls: [String] = []

    /// A call that reached this class's own `update`, `finish`, `cancel` or `pause`.
    package enum Call: Sendable, Hashable {
        case update(CGFloat)
        case finish
        case cancel
        case pause
    }
    /// Told of each call once this class's implementation has run (the checker follows an app's own
    /// interactor this way: what its gesture handler asked, after a subclass's override called `super`).
    package var callObserver: (@MainActor (Call) -> Void)?

    private var storedSpeed: CGFloat = 1

    /// The completion speed in effect, before "≤ 0 reads as 1": the value last set, or what a
    /// subclass's overriding getter answers when it answers something else (for the checker).
    package var completionSpeedInEffect: CGFloat {
        let answered = completionSpeed
        return answered == (storedSpeed > 0 ? storedSpeed : 1) ? storedSpeed : answered
    }
    private var tracker: AnimationTracker?
    private var ended = false

    public override init() {}

    /// `context`'s transition completed: it is let go of.
    func transitionDidComplete(_ context: TransitionContext) {
        if drivenContext === context { drivenContext = nil }
    }

    /// The last percent given to ``update(_:)`` (0 before a transition exists).
    open var percentComplete: CGFloat { CGFloat(context?.percentComplete ?? 0) }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else {
            preconditionFailure("UIPercentDrivenInteractiveTransition drives Glide's TransitionContext only")
        }
        context = ctx
        drivenContext = ctx
        ended = false
        // Not driving this transition until the mode is chosen below (the animator is asked its duration first), whatever
        // the last transition this interactor drove left.
        driveMode = .notStarted
        let animator = ctx.animator
        duration = animator.transitionDuration(using: ctx)
        if let interruptible = animator.vendedInterruptibleAnimator(using: ctx) {
            driveMode = .interruptible
            ctx.interruptibleAnimator = interruptible
            if ctx.initiallyInteractive {
                interruptible.pauseAnimation()
            } else {
                interruptible.startAnimation()
            }
        } else {
            driveMode = .classic
            let tracker = AnimationTracker(clock: ctx.clock, duration: duration)
            self.tracker = tracker
            ctx.tracker = tracker
            ctx.containerView.layer.speed = 0
            ctx.containerView.layer.timeOffset = 0
            ctx.containerView.layer.timeDriver = tracker
            tracker.track {
                animator.animateTransition(using: ctx)
                ctx.runPendingAlongsideAnimations()
            }
            if ctx.phase == .completed {
                // The animator completed inside animateTransition (it had nothing to animate): the
                // completion ended the interaction, so the container is not left frozen.
                ctx.containerView.layer.speed = 1
                ctx.containerView.layer.timeOffset = 0
                ctx.containerView.layer.endAnimationsAddedWhileDriven()
                ended = true
                return
            }
            if !ctx.initiallyInteractive { drive(finishing: true) }
        }
        if let percent = pendingPercent {
            pendingPercent = nil
            update(percent)
        }
        if let pending = pendingEnd {
            pendingEnd = nil
            if pending { finish() } else { cancel() }
        }
    }

    /// Moves the transition to `percentComplete` (clamped to [0, 1]); ignored unless in flight and interactive.
    open func update(_ percentComplete: CGFloat) {
        TransitionContext.activityCount &+= 1
        defer { callObserver?(.update(percentComplete)) }
        guard let ctx = context, ctx.phase == .inFlight, ctx.isInteractive, !ended else {
            if context == nil, remembersEndBeforeStart, pendingEnd == nil {
                pendingPercent = percentComplete
            } else {
                ignoredCalls.append("update(\(percentComplete)) while not in flight and interactive")
            }
            return
        }
        let p = clampsPercentComplete ? min(1, max(0, percentComplete)) : percentComplete
        switch driveMode {
        case .classic:
            tracker?.scrub(to: p)
            ctx.containerView.layer.timeOffset = p * duration
            ctx.containerView.layoutIfNeeded()
        case .interruptible:
            ctx.interruptibleAnimator?.fractionComplete = p
        case .notStarted:
            break
        }
        ctx.updateInteractiveTransition(p)
    }

    /// Completes the transition from where it is.
    open func finish() {
        TransitionContext.activityCount &+= 1
        end(finishing: true)
        callObserver?(.finish)
    }

    /// Takes the transition back to where it began.
    open func cancel() {
        TransitionContext.activityCount &+= 1
        end(finishing: false)
        callObserver?(.cancel)
    }

    /// Pauses an interruptible transition and makes it interactive again (ignored in classic mode).
    open func pause() {
        TransitionContext.activityCount &+= 1
        defer { callObserver?(.pause) }
        guard let ctx = context, driveMode == .interruptible, ctx.phase == .inFlight,
              let animator = ctx.interruptibleAnimator
        else {
            ignoredCalls.append("pause() without an interruptible transition in flight")
            return
        }
        animator.pauseAnimation()
        animator.isReversed = false
        ctx.pauseInteractiveTransition()
        if ctx.isInteractive {
            ended = false
            ctx.updateInteractiveTransition(animator.fractionComplete)
        }
    }

    private func end(finishing: Bool) {
        guard let ctx = context else {
            if !remembersEndBeforeStart {
                ignoredCalls.append("\(finishing ? "finish" : "cancel")() before the transition started: dropped, as UIKit drops it")
            } else if pendingEnd == nil {
                pendingEnd = finishing
            } else {
                ignoredCalls.append("\(finishing ? "finish" : "cancel")() before start after another end request")
            }
            return
        }
        guard ctx.phase == .inFlight, !ended else {
            ignoredCalls.append("\(finishing ? "finish" : "cancel")() after the interaction ended")
            return
        }
        ended = true
        drive(finishing: finishing)
        if finishing { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
    }

    private func drive(finishing: Bool) {
        guard let ctx = context else { return }
        // Where the animations are: the last update while scrubbing, the running time when a transition
        // that started non-interactively is turned around.
        var p = ctx.percentComplete
        if driveMode == .classic, let tracker, durationSeconds > 0 { p = tracker.time / durationSeconds }
        // The speed the context took at the end, ≤ 0 read as 1 (a subclass may override the getter
        // with any value, e.g. `1 - percentComplete`, which is 0 at the end).
        let raw = completionSpeed
        let speed = raw > 0 ? raw : 1
        let factor = (finishing ? 1 - p : p) / speed
        switch driveMode {
        case .classic:
            guard let tracker else { return }
            let container = ctx.containerView
            container.layer.speed = Float(speed)
            tracker.complete(finishing: finishing, seconds: factor * duration, curve: completionCurve, durationFactor: factor) {
                container.layer.timeDriver = nil
                container.layer.speed = 1
                container.layer.timeOffset = 0
                container.layer.endAnimationsAddedWhileDriven()
            }
        case .interruptible:
            guard let animator = ctx.interruptibleAnimator else { return }
            if animator.state == .stopped {
                ctx.setTransitionWasCancelled(!finishing)
                animator.finishAnimation(at: finishing ? .end : .start)
                return
            }
            animator.isReversed = !finishing
            if timingCurve != nil || speed != 1 {
                animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            } else {
                animator.startAnimation()
            }
        case .notStarted:
            break
        }
    }
}
