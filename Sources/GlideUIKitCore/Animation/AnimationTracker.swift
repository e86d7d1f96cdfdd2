import Foundation
import GlideClock
import GlideQuartzCore
/// Ties animations created during a classic percent-driven transition to the transition's progress.
///
/// UIKit's classic drive sets the container's `layer.speed = 0` and `timeOffset = p · duration`,
/// and tracks the UIView animations an animator creates (and those run alongside) so that it can
/// complete them later. Here every `UIView.animate` / keyframe group created while a tracker is
/// active follows the tracker's time, and every property animator started meanwhile is scrubbed
/// through `fractionComplete` (UIKit's "animator tracking" mode).
///
/// While scrubbing, time is linear in p: during the interactive portion the timing curve is
/// linear, as UIKit's header says; after release the completion curve applies.
@MainActor
final class AnimationTracker: AnimationTimeDriver {
    enum Phase {
        case scrubbing(Double)
        case completing(startNanoseconds: Int64, from: Double, to: Double, seconds: Double, curve: TimingFunction)
        case ended(Double)
    }

    let clock: any Clock
    /// The transition's duration: tracker time runs from 0 to here.
    let duration: Double
    private(set) var phase: Phase = .scrubbing(0)
    private(set) var groups: [AnimationGroup] = []
    private(set) var propertyAnimators: [UIViewPropertyAnimator] = []
    private var endTask: ScheduledTask?

    /// The trackers collecting animations now, innermost last.
    static var active: [AnimationTracker] = []

    init(clock: any Clock, duration: Double) {
        self.clock = clock
        self.duration = duration
    }

    /// Runs `body` with new animations adopted by this tracker.
    func track(_ body: () -> Void) {
        Self.active.append(self)
        defer { Self.active.removeLast() }
        body()
    }

    /// Tracker time in seconds (p · duration while scrubbing).
    var time: Double {
        switch phase {
        case .scrubbing(let t), .ended(let t):
            return t
        case let .completing(start, from, to, seconds, curve):
            let s = Double(clock.nowNanoseconds - start) / 1e9
            if seconds <= 0 || s >= seconds { return to }
            return from + (to - from) * curve.progress(atFraction: max(0, s / seconds), duration: seconds)
        }
    }

    /// True once the completion has run to an end.
    var isEnded: Bool {
        if case .ended = phase { return true }
        return false
    }

    /// Drives `group` by the percent from its start: a delay given with it is time of the paused container's layer, which
    /// does not pass (see ``UIView/animate(withDuration:delay:options:animations:completion:)``).
    func adopt(_ group: AnimationGroup) {
        group.timeline = .tracked(self)
        group.scrubsLinearly = true
        groups.append(group)
    }

    func adopt(_ animator: UIViewPropertyAnimator) {
        propertyAnimators.append(animator)
        if animator.state == .inactive || animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = duration > 0 ? time / duration : 0
    }

    /// Scrubs to `percent` of the duration.
    func scrub(to percent: Double) {
        guard case .scrubbing = phase else { return }
        phase = .scrubbing(percent * duration)
        for animator in propertyAnimators where animator.state == .active && !animator.isRunning {
            animator.fractionComplete = percent
        }
    }

    /// Runs from the current time to the end (finish) or the start (cancel) over `seconds` with `curve`,
    /// then calls `completion`. While already completing (a transition that started non-interactively
    /// and is cancelled as it runs), it turns around from where it is, as UIKit's
    /// `_completeAnimationWithUUID(…reverse:)` does; the earlier completion is dropped.
    func complete(
        finishing: Bool, seconds: Double, curve: UIView.AnimationCurve, durationFactor: Double,
        completion: @escaping @MainActor () -> Void
    ) {
        let t: Double
        switch phase {
        case .scrubbing(let now): t = now
        case .completing: t = time
        case .ended: return
        }
        endTask?.cancel()
        let target = finishing ? duration : 0
        let timing = TimingFunction(curve)
        phase = .completing(startNanoseconds: clock.nowNanoseconds, from: t, to: target, seconds: seconds, curve: timing)
        for animator in propertyAnimators where animator.state == .active {
            animator.isReversed = !finishing
            animator.continueAnimation(
                withTimingParameters: UICubicTimingParameters(animationCurve: curve), durationFactor: durationFactor)
        }
        endTask = clock.schedule(atNanoseconds: clock.nowNanoseconds + nanoseconds(seconds)) { [weak self] in
            guard let self else { return }
            self.phase = .ended(target)
            for group in self.groups { group.reachEnd(atEnd: finishing) }
            // Groups point back at their tracker (`.tracked`): let go of them, or both live forever.
            self.groups.removeAll()
            self.propertyAnimators.removeAll()
            completion()
        }
    }
}
