import Foundation
import GlideClock
/// The animations created together by one `UIView.animate` call, one keyframe animation, or one
/// property animator, sharing one timeline.
///
/// Group time runs from 0 to ``duration`` seconds. It follows the clock while running, stands still
/// while paused or scrubbed, and can be re-timed to run from where it is to either end with a new
/// curve (a percent-driven transition's completion, `continueAnimation`).
@MainActor
package final class AnimationGroup {
    package enum Timeline {
        /// t = origin + rate · (now − start).
        case running(startNanoseconds: Int64, origin: Double, rate: Double)
        /// t stands still.
        case paused(Double)
        /// t moves from `from` to `to` over `seconds` with `curve`.
        case retimed(startNanoseconds: Int64, from: Double, to: Double, seconds: Double, curve: TimingFunction)
        /// t follows a percent-driven transition's tracker (its time driver) from the group's start: a delay is time of
        /// the paused container's layer, which does not pass.
        case tracked(any AnimationTimeDriver)
    }

    package let clock: any Clock
    package var timeline: Timeline
    /// The group's length in seconds of group time.
    package var duration: Double
    /// Each animation's own curve, used unless ``scrubsLinearly``.
    package var curve: TimingFunction
    /// True while scrubbed or completing after a scrub: progress follows group time linearly.
    package var scrubsLinearly = false
    /// True when a re-timing curve may carry group time past its ends (a spring's overshoot).
    package var allowsOvershoot = false
    package private(set) var animations: [PropertyAnimation] = []
    /// How a group's timeline ended.
    package enum Ending {
        /// Group time reached the duration.
        case end
        /// Group time ran back to 0 (reversed, or a cancelled transition).
        case start
        /// Every animation was removed before the end (`removeAllAnimations`): UIKit's `finished == false`.
        case removed
    }

    /// Called once when the timeline ends.
    package var onEnd: ((Ending) -> Void)?
    /// Called once when the group ends in any way (a `CATransaction` waiting for it).
    package var endObservers: [() -> Void] = []
    /// False when the animated views take no touches while the group runs: a block animation without
    /// `.allowUserInteraction`, a property animator whose `isUserInteractionEnabled` is false.
    package var allowsUserInteraction = true
    /// When it returns true at an end, the group pauses there instead of ending (`pausesOnCompletion`).
    package var holdsAtEnd: (() -> Bool)?
    /// The animations that were still showing when the group ended.
    package private(set) var activeAtEnd: [PropertyAnimation] = []
    private var endTask: ScheduledTask?
    package private(set) var isEnded = false

    /// Told of a group that ran for some time, as it reached an end and before its completion handler runs: what the
    /// screen showed at the animation's last frame (a checker's look at the scene; nil when nobody looks).
    package static var willRunEndHandler: ((AnimationGroup) -> Void)?

    package init(clock: any Clock, duration: Double, curve: TimingFunction, timeline: Timeline) {
        self.clock = clock
        self.duration = max(0, duration)
        self.curve = curve
        self.timeline = timeline
    }

    /// Group time now, clamped to the group unless overshoot is allowed.
    package var time: Double {
        let now = clock.nowNanoseconds
        let t: Double
        switch timeline {
        case let .running(start, origin, rate):
            t = origin + rate * Double(now - start) / 1e9
        case let .paused(value):
            t = value
        case let .retimed(start, from, to, seconds, curve):
            let s = Double(now - start) / 1e9
            if seconds <= 0 || s >= seconds {
                t = to
            } else {
                t = from + (to - from) * curve.progress(atFraction: max(0, s / seconds), duration: seconds)
            }
        case let .tracked(tracker):
            t = tracker.time
        }
        if allowsOvershoot { return max(0, t) }
        return min(duration, max(0, t))
    }

    package func add(_ animation: PropertyAnimation) { animations.append(animation) }

    /// The animations still showing on their layers.
    package var activeAnimations: [PropertyAnimation] { animations.filter { $0.isActive } }

    /// Re-arms the end-of-timeline timer for the current timeline.
    package func scheduleEnd() {
        endTask?.cancel()
        endTask = nil
        guard !isEnded else { return }
        switch timeline {
        case let .running(start, origin, rate):
            guard rate != 0 else { return }
            let remaining = rate > 0 ? (duration - origin) / rate : origin / -rate
            let atEnd = rate > 0
            endTask = clock.schedule(atNanoseconds: start + nanoseconds(max(0, remaining))) {
                self.reachEnd(atEnd: atEnd)
            }
        case let .retimed(start, _, to, seconds, _):
            let atEnd = to >= duration - 1e-9
            endTask = clock.schedule(atNanoseconds: start + nanoseconds(max(0, seconds))) {
                self.reachEnd(atEnd: atEnd)
            }
        case .paused, .tracked:
            return
        }
    }

    /// Ends the group now: its animations leave their layers (at the start, giving back the values from
    /// before their blocks) and `onEnd` runs.
    package func reachEnd(atEnd: Bool) {
        guard !isEnded else { return }
        if holdsAtEnd?() == true {
            endTask?.cancel()
            endTask = nil
            timeline = .paused(atEnd ? duration : 0)
            return
        }
        isEnded = true
        activeAtEnd = animations.filter(\.isActive)
        endTask?.cancel()
        endTask = nil
        for animation in animations where animation.isActive {
            animation.layer?.remove(animation)
        }
        if !atEnd {
            // Run back to the start (a cancelled interactive transition, a reversed animator): the
            // properties take the values they had before the block, as UIKit's tracked animators put
            // them back ("the values of the properties before you applied any animations").
            for animation in activeAtEnd { animation.restoreOriginalValue() }
        }
        animations = []
        let handler = onEnd
        onEnd = nil
        if handler != nil, duration > 0 { Self.willRunEndHandler?(self) }
        handler?(atEnd ? .end : .start)
        notifyEndObservers()
        activeAtEnd = []
    }

    /// Re-arms a group so that animations can be added and ended again (a property animator keeps one group).
    package func cancelEndTimer() {
        endTask?.cancel()
        endTask = nil
    }

    /// Stops the timeline without ending: the group is abandoned (its animations are removed, no callback).
    package func abandon() {
        endTask?.cancel()
        endTask = nil
        isEnded = true
        for animation in animations where animation.isActive {
            animation.layer?.remove(animation)
        }
        animations = []
        onEnd = nil
        notifyEndObservers()
    }

    private func notifyEndObservers() {
        let observers = endObservers
        endObservers = []
        for observer in observers { observer() }
    }

    /// Called by a layer when one of this group's animations was removed or superseded.
    /// A group whose animations were all removed early (not superseded) ends unfinished.
    package func animationWasRemoved(superseded: Bool) {
        guard !isEnded, !superseded, animations.allSatisfy({ !$0.isActive }) else { return }
        isEnded = true
        animations = []
        endTask?.cancel()
        endTask = nil
        let handler = onEnd
        onEnd = nil
        // UIKit reports `finished == false` on the next turn of the run loop.
        clock.schedule(atNanoseconds: clock.nowNanoseconds) {
            handler?(.removed)
            self.notifyEndObservers()
        }
    }
}
