import Foundation
import GlideClock
import GlideQuartzCore
/// The state of an interruptible animation (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable, Hashable {
    /// Not executing: no animations are running and none are prepared.
    case inactive = 0
    /// Executing, running or paused.
    case active = 1
    /// Stopped and not yet moved to inactive: call `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ends (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Sendable, Hashable {
    case end
    case start
    case current
}

/// An interruptible, scrubbable animation (UIKit's `UIViewPropertyAnimator`).
///
/// Animation blocks run when the animator becomes active (`startAnimation`, `pauseAnimation` or
/// setting `fractionComplete`), not when they are added. While paused, `fractionComplete` scrubs
/// (linearly unless ``scrubsLinearly`` is false). Reversed animations that end at the start set the
/// model values back to where they began, as UIKit does.
///
/// An animator stays alive while it is active or stopped, whether or not the code keeps a reference to
/// it, as in UIKit; it is let go when it becomes inactive.
///
/// Misuse that UIKit answers with an exception (setting ``isInterruptible`` on an active animator,
/// `finishAnimation(at:)` outside the stopped state) is ignored here and recorded in ``misuse``.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration in seconds (a spring with an implicit duration uses its settling duration).
    public let duration: Double
    /// The timing parameters given at creation.
    public let timingParameters: any UITimingCurveProvider
    /// The delay given to ``startAnimation(afterDelay:)``, in seconds.
    public private(set) var delay: Double = 0
    /// Inactive, active or stopped. Key-value observers of `state` are told of each change.
    public private(set) var state: UIViewAnimatingState = .inactive {
        willSet { if newValue != state { willChangeValue(forKey: "state") } }
        didSet { if oldValue != state { didChangeValue(forKey: "state") } }
    }
    /// True while the animation moves (forward or reversed); a running animator is always active. Key-value observers
    /// of `running` are told of each change.
    public private(set) var isRunning = false {
        willSet { if newValue != isRunning { willChangeValue(forKey: "running") } }
        didSet { if oldValue != isRunning { didChangeValue(forKey: "running") } }
    }
    /// When true at the end, the animator stays active and paused and runs no completion.
    public var pausesOnCompletion = false
    /// True (the default) to scrub linearly; false to scrub along the timing curve.
    public var scrubsLinearly = true {
        didSet { if state == .active, !isRunning, case .paused = group?.timeline { group?.scrubsLinearly = scrubsLinearly } }
    }
    /// Whether the animator can be paused and scrubbed; may be set only while inactive.
    public var isInterruptible = true {
        willSet { if state != .inactive { misuse.append("isInterruptible set on an active animator") } }
    }
    /// Whether the animated views take touches while animating (true by default); may be set only while inactive.
    /// While false, hit-testing passes the views it animates by, as for a block animation.
    public var isUserInteractionEnabled = true {
        willSet { if state != .inactive { misuse.append("isUserInteractionEnabled set on an active animator") } }
    }
    /// Calls that UIKit would reject with an exception, in order.
    package private(set) var misuse: [String] = []
    /// How many times ``continueAnimation(withTimingParameters:durationFactor:)`` continued the animation with timing
    /// parameters of the caller's own (a spring, a curve): each sets a duration and curve that are the caller's, not the
    /// remaining time of the original (a checker reads it to tell an app's re-timing from UIKit's).
    package private(set) var continuationsWithOwnTiming = 0

    /// The clock the animator runs on: the current one when it was made, and again whenever it is activated from
    /// inactive (see ``adoptCurrentClock()``).
    private var clock: any Clock
    private var pending: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    private var reversed = false
    private var startTask: ScheduledTask?

    /// An animator with timing parameters (a spring or a cubic curve) over `duration` seconds.
    public init(duration: Double, timingParameters: any UITimingCurveProvider) {
        self.clock = Clocks.current
        self.timingParameters = timingParameters
        if let spring = timingParameters.springTimingParameters, spring.implicitDuration {
            self.duration = spring.settlingDuration
        } else {
            self.duration = max(0, duration)
        }
    }

    /// An animator with no animations, a duration of 0 and the default (ease-in-out) curve: what
    /// `UIViewPropertyAnimator()` makes in UIKit (`NSObject`'s `init`), to fill with ``addAnimations(_:)``.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An animator with a UIKit curve.
    public convenience init(duration: Double, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: Double, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a critically or under-damped spring of `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    /// Adds animations that start at `delayFactor` of the duration (or of the remaining time when active).
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds `animation`, starting after `delayFactor` of the remaining duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(1, max(0, delayFactor))
        switch state {
        case .inactive:
            pending.append((animation, factor))
        case .active:
            guard let group else { return }
            let t = group.time
            let remaining = max(0, duration - t)
            run(animation, into: group, localStart: t + factor * remaining, localDuration: (1 - factor) * remaining)
        case .stopped:
            misuse.append("addAnimations on a stopped animator")
        }
    }

    /// Adds a completion, called with the position where the animation ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Waits for the animation to end and returns where it ended (Swift concurrency's form of
    /// ``addCompletion(_:)``). Glide differs: the completion runs on Glide's clock; the caller resumes after it, on
    /// the main actor's executor.
    @discardableResult
    public func addCompletion() async -> UIViewAnimatingPosition {
        await withCheckedContinuation { continuation in
            addCompletion { position in continuation.resume(returning: position) }
        }
    }

    // MARK: State

    /// The fraction of the animation's time that has passed (0 to 1); settable while paused or inactive.
    public var fractionComplete: CGFloat {
        get {
            guard let group, duration > 0 else { return 0 }
            return min(1, max(0, group.time / duration))
        }
        set {
            willChangeValue(forKey: "fractionComplete")
            defer { didChangeValue(forKey: "fractionComplete") }
            if state == .inactive { adoptCurrentClock(); activate(timeline: .paused(0)) }
            guard state == .active, !isRunning, let group else { return }
            group.timeline = .paused(min(1, max(0, newValue)) * duration)
            group.scrubsLinearly = scrubsLinearly
            group.allowsOvershoot = false
        }
    }

    /// Runs in reverse when true; setting it while running turns the animation around at once.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            willChangeValue(forKey: "reversed")
            defer { didChangeValue(forKey: "reversed") }
            reversed = newValue
            guard isRunning, let group else { return }
            let t = group.time
            if group.scrubsLinearly {
                // Completing after a scrub: run linearly back or forth with the animator's curve.
                retime(from: t, seconds: newValue ? t : duration - t, timing: nil)
            } else {
                group.timeline = .running(startNanoseconds: clock.nowNanoseconds, origin: t, rate: newValue ? -1 : 1)
                group.scheduleEnd()
            }
        }
    }

    /// Starts (or resumes) the animation.
    ///
    /// Glide differs: an inactive animator runs on the clock current when it starts (or is paused or scrubbed into
    /// activity), not the one current when it was made; iOS has one clock, GlideCheck one per scene.
    public func startAnimation() {
        switch state {
        case .inactive:
            startTask?.cancel()
            adoptCurrentClock()
            activate(timeline: .running(startNanoseconds: clock.nowNanoseconds + nanoseconds(delay), origin: reversed ? duration : 0, rate: reversed ? -1 : 1))
            if let tracker = AnimationTracker.active.last {
                tracker.adopt(self)
                return
            }
            isRunning = true
            group?.scheduleEnd()
        case .active:
            guard !isRunning, let group else { return }
            let t = group.time
            if group.scrubsLinearly {
                retime(from: t, seconds: reversed ? t : duration - t, timing: nil)
            } else {
                group.timeline = .running(startNanoseconds: clock.nowNanoseconds, origin: t, rate: reversed ? -1 : 1)
                isRunning = true
                group.scheduleEnd()
            }
        case .stopped:
            misuse.append("startAnimation on a stopped animator")
        }
    }

    /// Starts after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) {
        guard state == .inactive else { return startAnimation() }
        self.delay = max(0, delay)
        startAnimation()
    }

    /// Pauses a running animation, or activates an inactive one paused at its start.
    public func pauseAnimation() {
        switch state {
        case .inactive:
            adoptCurrentClock()
            activate(timeline: .paused(reversed ? duration : 0))
        case .active:
            guard isRunning, let group else { return }
            group.timeline = .paused(group.time)
            group.cancelEndTimer()
            isRunning = false
        case .stopped:
            misuse.append("pauseAnimation on a stopped animator")
        }
    }

    /// Continues a paused animation with new timing over `durationFactor` × the original duration
    /// (the remaining fraction when `durationFactor` ≤ 0), "as if started from its current position".
    /// Only an active animator continues: on an inactive or stopped one the call does nothing (UIKit's acts only in
    /// its paused-or-running state, `_animationState == 4`, in the iOS 26.1 decompilation); it is recorded in
    /// ``misuse``. An animator never started keeps its animation blocks, and what they capture, until it starts.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, let group else {
            misuse.append("continueAnimation on \(state == .inactive ? "an inactive" : "a stopped") animator: nothing happens")
            return
        }
        let t = group.time
        let remainingFraction = duration > 0 ? (reversed ? t : duration - t) / duration : 0
        let factor = durationFactor > 0 ? durationFactor : remainingFraction
        if parameters != nil { continuationsWithOwnTiming += 1 }
        retime(from: t, seconds: factor * duration, timing: parameters)
    }

    /// Stops the animation where it is. With `withoutFinishing` true the animator becomes inactive at once and
    /// no completion runs; with false it becomes stopped and waits for ``finishAnimation(at:)``.
    /// Either way the views keep their current presented values.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let group else { return }
        let frozen = group.activeAnimations.map { ($0, $0.value(atGroupTime: group.time)) }
        group.abandon()
        for (animation, value) in frozen { animation.layer?.setModelValue(animation.key, value) }
        stoppedAnimations = frozen.map(\.0)
        isRunning = false
        if withoutFinishing {
            state = .inactive
            reset()
        } else {
            state = .stopped
        }
    }

    private var stoppedAnimations: [PropertyAnimation] = []

    /// Finishes a stopped animator at `position`: the views take the end values, the values from before
    /// the animations (`.start`) or the current ones, and the completions run with `position`.
    public func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            misuse.append("finishAnimation(at:) on an animator that is not stopped")
            return
        }
        for animation in stoppedAnimations {
            switch position {
            case .end: animation.layer?.setModelValue(animation.key, animation.to)
            case .start: animation.layer?.setModelValue(animation.key, animation.original)
            case .current: break
            }
        }
        stoppedAnimations = []
        state = .inactive
        finish(position)
    }

    // MARK: Internals

    /// The animators that are active or stopped, kept alive as UIKit keeps them: code routinely starts an
    /// animator and keeps no reference to it (`runningPropertyAnimator`'s result discarded, an animator
    /// made and started inside `animateTransition`), and its completion must still run.
    private static var alive: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// Lets go of the animators kept alive on `clock` (a check's scene and clock dropped, never to run again),
    /// without running their completions: what they hold is then held only by whoever else keeps it.
    package static func letGo(runningOn clock: AnyObject) {
        for (id, animator) in alive where (animator.clock as AnyObject) === clock { alive[id] = nil }
    }

    /// An inactive animator runs on the clock current when it is activated. Glide differs from UIKit here, where there
    /// is one clock: each of GlideCheck's scenes has its own, and an animator an app keeps for its whole life (a
    /// shared manager's, made in an earlier scene) must run on the scene that starts it, or it never ends there.
    private func adoptCurrentClock() {
        guard state == .inactive else { return }
        clock = Clocks.current
    }

    private func activate(timeline: AnimationGroup.Timeline) {
        Self.alive[ObjectIdentifier(self)] = self
        let initialCurve = TimingFunction(timingParameters, duration: duration)
        let group = AnimationGroup(clock: clock, duration: duration, curve: initialCurve, timeline: timeline)
        group.allowsUserInteraction = isUserInteractionEnabled
        group.holdsAtEnd = { [weak self] in
            guard let self, self.pausesOnCompletion else { return false }
            self.isRunning = false
            return true
        }
        group.onEnd = { [weak self] ending in self?.groupEnded(ending) }
        self.group = group
        state = .active
        let blocks = pending
        pending = []
        for (block, factor) in blocks {
            run(block, into: group, localStart: factor * duration, localDuration: (1 - factor) * duration)
        }
    }

    private func run(_ block: () -> Void, into group: AnimationGroup, localStart: Double, localDuration: Double) {
        let transaction = AnimationTransaction()
        AnimationTransaction.stack.append(transaction)
        // Property animators never join a classic tracker's groups: they are scrubbed as animators.
        let trackers = AnimationTracker.active
        AnimationTracker.active = []
        block()
        AnimationTracker.active = trackers
        AnimationTransaction.stack.removeLast()
        transaction.commit(into: group, localStart: localStart, localDuration: localDuration)
    }

    private func retime(from t: Double, seconds: Double, timing: (any UITimingCurveProvider)?) {
        guard let group else { return }
        let target = reversed ? 0 : duration
        let function: TimingFunction
        if let timing {
            function = TimingFunction(timing, duration: seconds)
        } else if let spring = timingParameters.springTimingParameters {
            function = .spring(spring.curve(forDuration: seconds))
        } else {
            function = TimingFunction(timingParameters, duration: seconds)
        }
        if case .spring = function { group.allowsOvershoot = true } else { group.allowsOvershoot = false }
        group.scrubsLinearly = true
        group.timeline = .retimed(startNanoseconds: clock.nowNanoseconds, from: t, to: target, seconds: max(0, seconds), curve: function)
        isRunning = true
        group.scheduleEnd()
    }

    private func groupEnded(_ ending: AnimationGroup.Ending) {
        guard group != nil else { return }
        isRunning = false
        let position: UIViewAnimatingPosition
        switch ending {
        case .end: position = .end
        case .start:
            // The group gave the properties back their values from before the animations.
            position = .start
        case .removed: position = .current
        }
        state = .inactive
        finish(position)
    }

    private func finish(_ position: UIViewAnimatingPosition) {
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    private func reset() {
        Self.alive[ObjectIdentifier(self)] = nil
        group = nil
        completions = []
        pending = []
        isRunning = false
    }
}
