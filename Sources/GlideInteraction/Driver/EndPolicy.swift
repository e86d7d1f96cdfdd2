import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// What the driver knows when the fingers lift: where the transition is and how it was moving.
public struct ReleaseState: Hashable, Sendable {
    /// The percent at release, as last given to `update(_:)` (0...1).
    public var percent: Double
    /// The percent's velocity at release from the gesture's `VelocityTracker`, in percent per second
    /// (positive toward finishing).
    public var velocity: Double
    /// UIKit's three-sample moving averages of the gesture recognizer's velocity and its acceleration,
    /// as its pop gesture keeps them (``PanGestureSamples``).
    public var samples: PanGestureSamples
    /// The transition's non-interactive duration, in seconds.
    public var duration: Double
    /// The container's extent along the transition's axis, in points.
    public var containerExtent: Double
    /// The device kind: touchpads and touchscreens have different velocity thresholds in libadwaita.
    public var deviceKind: DeviceKind
    /// True when the transition's axis is vertical (libadwaita's touchpad distance is 300, not 400).
    public var isVertical: Bool

    /// Creates a release state.
    public init(
        percent: Double, velocity: Double, samples: PanGestureSamples = PanGestureSamples(), duration: Double,
        containerExtent: Double, deviceKind: DeviceKind, isVertical: Bool = false
    ) {
        self.percent = percent
        self.velocity = velocity
        self.samples = samples
        self.duration = duration
        self.containerExtent = containerExtent
        self.deviceKind = deviceKind
        self.isVertical = isVertical
    }
}

/// The decision at release: finish or cancel, why, and how the completion continues the finger's motion.
public struct EndDecision: Hashable, Sendable {
    /// True to finish, false to cancel.
    public var finishes: Bool
    /// The policy that decided.
    public var policy: String
    /// One sentence with the numbers that decided ("percent 0.512 ≥ threshold 0.5").
    public var reason: String
    /// The percent-driven interactor's completion speed: max(1, D · v) with v the release velocity
    /// toward the chosen end (``EndPolicy/handOff(finishes:percent:velocity:duration:)``), so the
    /// completion never takes longer than UIKit's default ((1 − p)·D to finish, p·D to cancel) and
    /// keeps up with a finger moving that way.
    public var completionSpeed: Double
    /// The initial velocity for a spring completion, in units of the remaining distance per second
    /// (positive toward the chosen end), as `UISpringTimingParameters.initialVelocity` takes it.
    public var springInitialVelocity: Double
}

/// How the driver decides, when the fingers lift, whether the transition finishes or cancels.
///
/// An interrupted gesture (finger-count change, lost events, the device gone, a system cancel)
/// always cancels; policies decide only normal ends.
public enum EndPolicy: Hashable, Sendable, CustomStringConvertible {
    /// Apple's CustomTransitions sample: finish iff the percent is at least the threshold (0.5 there).
    case threshold(Double)
    /// UIKit's interactive pop ("augmented" rule) on the gesture recognizer's velocity, as UIKit
    /// samples it (``PanGestureSamples``): with at least 3 samples, finish iff the projection
    /// exceeds min(187.5 / W, 0.5); otherwise iff the velocity is positive. The projection is p + v·D,
    /// where a finger slowing down comes to rest, or p for a finger at rest
    /// (``PanGestureSamples/projection(from:duration:)``: UIKit's ½·a·D² term, the acceleration at the
    /// lift carried over the whole duration, decided releases from the pad's noise).
    case uikitPop
    /// libadwaita's swipe tracker: a release slower than 0.6 (touchpad) or 0.3 (touch) units/ms goes
    /// to the nearer end; a faster one is projected with deceleration 0.997 / 0.998 and always moves
    /// one step in the flick's direction.
    case adwaita

    /// Every policy by name, with the default threshold.
    public static let all: [EndPolicy] = [.threshold(0.5), .uikitPop, .adwaita]

    /// The policy's name as the command line spells it (`threshold`, `threshold(0.3)`, `uikitPop`, `adwaita`).
    public var name: String {
        switch self {
        case let .threshold(t): return t == 0.5 ? "threshold" : "threshold(\(t))"
        case .uikitPop: return "uikitPop"
        case .adwaita: return "adwaita"
        }
    }

    public var description: String { name }

    /// The number of a `threshold(VALUE)`, `threshold:VALUE` or `threshold=VALUE`, as written (in range or not).
    public static func thresholdArgument(_ name: String) -> String? {
        for (prefix, suffix) in [("threshold(", ")"), ("threshold:", ""), ("threshold=", "")] where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            return String(name.dropFirst(prefix.count).dropLast(suffix.count))
        }
        return nil
    }

    /// Parses `threshold`, `threshold(0.3)`, `threshold:0.3`, `uikitPop`, `adwaita`.
    public init?(name: String) {
        switch name {
        case "threshold": self = .threshold(0.5)
        case "uikitPop", "uikit-pop", "uikit": self = .uikitPop
        case "adwaita": self = .adwaita
        default:
            guard let number = Self.thresholdArgument(name), let t = Double(number), t > 0, t < 1 else { return nil }
            self = .threshold(t)
        }
    }

    /// Decides a normal release.
    public func decide(_ release: ReleaseState) -> EndDecision {
        switch self {
        case let .threshold(t): return Self.decideThreshold(t, release)
        case .uikitPop: return Self.decideUIKitPop(release)
        case .adwaita: return Self.decideAdwaita(release)
        }
    }

    /// The hand-off that carries the finger's speed into the completion.
    ///
    /// - Completion speed max(1, D·v), with v the release velocity toward the chosen end in percent
    ///   per second: a classic completion lasts (1 − p)·D / speed to finish and p·D / speed to cancel,
    ///   so it never takes longer than UIKit's default (speed 1), and when the finger moves toward
    ///   that end faster than the default would, the completion keeps the finger's speed
    ///   (remaining / v). A slow release, or one moving the other way, completes at the default
    ///   pace: the finger's velocity only ever makes a completion faster. (UIKit's own pop hands over
    ///   max(remaining, D·|v|), which makes a slow 20 % cancel last the whole duration D instead of
    ///   0.2·D.)
    /// - A spring's initial velocity of v / remaining toward the end, at most
    ///   ±``maximumSpringVelocity``.
    public static func handOff(
        finishes: Bool, percent p: Double, velocity v: Double, duration: Double
    ) -> (completionSpeed: Double, springInitialVelocity: Double) {
        let remaining = finishes ? 1 - p : p
        let towardEnd = finishes ? v : -v
        let speed = duration * towardEnd
        let spring = remaining > 0.001 ? towardEnd / remaining : 0
        return (speed > 1 && speed.isFinite ? speed : 1, min(max(spring, -maximumSpringVelocity), maximumSpringVelocity))
    }

    /// The largest spring initial velocity handed over, in remaining distances per second (a release
    /// 1 % short of the end at full speed would otherwise start the spring absurdly fast).
    public static let maximumSpringVelocity = 40.0

    private static func decision(_ policy: String, _ finishes: Bool, _ reason: String, _ r: ReleaseState, velocity: Double) -> EndDecision {
        let handOff = handOff(finishes: finishes, percent: r.percent, velocity: velocity, duration: r.duration)
        return EndDecision(finishes: finishes, policy: policy, reason: reason,
                           completionSpeed: handOff.completionSpeed, springInitialVelocity: handOff.springInitialVelocity)
    }

    private static func decideThreshold(_ t: Double, _ r: ReleaseState) -> EndDecision {
        let finishes = r.percent >= t
        let reason = "percent \(format(r.percent)) \(finishes ? "≥" : "<") threshold \(format(t))"
        return decision(EndPolicy.threshold(t).name, finishes, reason, r, velocity: r.velocity)
    }

    private static func decideUIKitPop(_ r: ReleaseState) -> EndDecision {
        let samples = r.samples
        let threshold = PanGestureSamples.threshold(width: r.containerExtent)
        let v = samples.velocity, a = samples.acceleration
        let finishes: Bool
        let reason: String
        if samples.sampleCount >= 3 {
            let (projected, seconds) = samples.projection(from: r.percent, duration: r.duration)
            finishes = projected > threshold
            let motion = abs(v) <= samples.restingVelocity ? "at rest: p" : a * v >= 0 ? "p + v·D" : "slowing to rest in \(format(seconds)) s: p + v·t/2"
            reason = "projected \(format(projected)) \(finishes ? ">" : "≤") min(187.5/W, 0.5) = \(format(threshold))"
                + " (p \(format(r.percent)), v \(format(v))/s, a \(format(a))/s², \(motion), D \(format(r.duration)) s, W \(format(r.containerExtent)) pt)"
        } else {
            finishes = v > 0
            reason = "fewer than 3 samples: velocity \(format(v))/s \(finishes ? ">" : "≤") 0"
        }
        return decision("uikitPop", finishes, reason, r, velocity: r.velocity)
    }

    // libadwaita's constants (adw-swipe-tracker.c), in its own units: distance units per millisecond.
    /// Below this speed a touchpad release goes to the nearer end, in units/ms.
    public static let adwaitaVelocityThresholdTouchpad = 0.6
    /// Below this speed a touch release goes to the nearer end, in px/ms.
    public static let adwaitaVelocityThresholdTouch = 0.3
    /// Per-millisecond deceleration of a projected touchpad flick.
    public static let adwaitaDecelerationTouchpad = 0.997
    /// Per-millisecond deceleration of a projected touch flick.
    public static let adwaitaDecelerationTouch = 0.998
    /// Above this speed (units/ms) the projection grows as a parabola.
    public static let adwaitaVelocityCurveThreshold = 2.0
    /// The parabola's multiplier.
    public static let adwaitaDecelerationParabolaMultiplier = 0.35
    /// libadwaita's touchpad distance of one full step, horizontally and vertically, in its units.
    public static let adwaitaTouchpadBaseDistance = (horizontal: 400.0, vertical: 300.0)

    /// The release velocity in libadwaita's units per millisecond: a touchpad step is 400 (or 300)
    /// units, a touch step is the container's extent in points (GTK's pixels).
    public static func adwaitaVelocity(_ r: ReleaseState) -> Double {
        let unitsPerStep: Double
        if r.deviceKind == .touchscreen {
            unitsPerStep = r.containerExtent
        } else {
            unitsPerStep = r.isVertical ? adwaitaTouchpadBaseDistance.vertical : adwaitaTouchpadBaseDistance.horizontal
        }
        return r.velocity * unitsPerStep / 1000
    }

    /// libadwaita's `get_end_progress` with snap points 0 and 1 starting from 0: the projected percent.
    public static func adwaitaProjection(percent: Double, velocity v: Double, touchpad: Bool) -> Double {
        let deceleration = touchpad ? adwaitaDecelerationTouchpad : adwaitaDecelerationTouch
        let slope = deceleration / (1 - deceleration) / 1000
        let speed = abs(v)
        let distance: Double
        if speed > adwaitaVelocityCurveThreshold {
            let c = slope / 2 / adwaitaDecelerationParabolaMultiplier
            let x = speed - adwaitaVelocityCurveThreshold + c
            distance = adwaitaDecelerationParabolaMultiplier * x * x - adwaitaDecelerationParabolaMultiplier * c * c
                + slope * adwaitaVelocityCurveThreshold
        } else {
            distance = speed * slope
        }
        return min(1, max(0, percent + (v > 0 ? distance : v < 0 ? -distance : 0)))
    }

    private static func decideAdwaita(_ r: ReleaseState) -> EndDecision {
        let touchpad = r.deviceKind != .touchscreen
        let v = adwaitaVelocity(r)
        let threshold = touchpad ? adwaitaVelocityThresholdTouchpad : adwaitaVelocityThresholdTouch
        let unit = touchpad ? "units/ms" : "pt/ms"
        if abs(v) < threshold {
            // The snap point closest to the progress; on a tie the first (0) wins, as find_closest_point's `<` does.
            let finishes = abs(1 - r.percent) < abs(r.percent)
            let reason = "|v| \(format(abs(v))) \(unit) < \(format(threshold)): nearer end of percent \(format(r.percent)) is \(finishes ? 1 : 0)"
            return decision("adwaita", finishes, reason, r, velocity: r.velocity)
        }
        // find_point_for_projection: from the initial snap point 0, a flick moves one step in its direction.
        let projected = adwaitaProjection(percent: r.percent, velocity: v, touchpad: touchpad)
        let finishes = v > 0
        let reason = "|v| \(format(abs(v))) \(unit) ≥ \(format(threshold)): flick \(finishes ? "forward" : "back"), projected to \(format(projected)), one step in its direction"
        return decision("adwaita", finishes, reason, r, velocity: r.velocity)
    }

    static func format(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        if r == 0 { return "0" }
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
