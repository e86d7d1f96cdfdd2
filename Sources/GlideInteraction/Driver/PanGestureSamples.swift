import GlideGestureRecognition
/// What UIKit's interactive pop measures to decide at the lift, measured the way UIKit measures it.
///
/// UIKit's augmented pop (`_UINavigationInteractiveTransition`; its source is in docs/uikit-rules.md) keeps 3-sample
/// moving averages of the velocity and the acceleration, normalised by the container's width. The
/// velocity it samples is the pan gesture recognizer's (`velocity(in:)`), which the recognizer
/// smooths over the recent touches, not the difference between two raw touch positions: on a
/// touchpad the raw differences at 120 Hz are mostly sensor noise (a resting finger jitters by
/// 0.05 mm, which over 8 ms reads as 6 mm/s), and the accelerations derived from them reach tens of
/// widths per second², enough to decide the release alone. Here the samples are the gesture
/// recognizer's velocity (Android's LSQ2 fit over the last 100 ms, ``VelocityTracker``) along the
/// transition's axis, in percent per second.
///
/// - A sample is taken when 10 ms passed since the last, or more than 1 ms and the progress changed.
/// - The acceleration of a sample is the change of velocity over the interval, limited to ±5 per
///   second² from the previous acceleration (UIKit's jump limit).
public struct PanGestureSamples: Sendable, Hashable {
    /// The smallest interval that always makes a sample, in seconds.
    public static let sampleInterval = 0.01
    /// The smallest interval that makes a sample when the progress changed, in seconds.
    public static let minimumSampleInterval = 0.001
    /// The largest change of acceleration between samples, in percent per second².
    public static let accelerationJumpLimit = 5.0
    /// The projected progress must exceed min(this / width, 0.5) to finish, in points (UIKit's 187.5).
    public static let projectionThresholdPoints = 187.5
    /// How many samples the moving averages span.
    public static let window = 3

    private var lastTime: Double?
    private var lastProgress = 0.0
    private var velocities: [Double] = []
    private var accelerations: [Double] = []

    /// The number of samples taken.
    public private(set) var sampleCount = 0
    /// The speed below which the finger is at rest, in percent per second: its motion is the sensor's
    /// noise, and projecting it (with the noise's acceleration) would decide the release by chance.
    public var restingVelocity: Double

    /// Empty samples; a finger slower than `restingVelocity` (percent per second) is at rest.
    public init(restingVelocity: Double = 0) {
        self.restingVelocity = restingVelocity
    }

    /// The resting speed for a transition whose 100 % is `distanceMillimetres` of finger travel:
    /// libinput's hold-and-motion threshold (0.5 mm, below which fingers are still) covered in the
    /// velocity tracker's 100 ms horizon, i.e. 5 mm/s.
    public static func restingVelocity(distanceMillimetres: Double) -> Double {
        guard distanceMillimetres > 0, distanceMillimetres.isFinite else { return 0 }
        return GestureStateMachine.holdAndMotionThresholdMillimetres / VelocityTracker.horizonSeconds / distanceMillimetres
    }

    /// The moving-average velocity, in percent per second.
    public var velocity: Double { Self.average(velocities) }
    /// The moving-average acceleration, in percent per second².
    public var acceleration: Double { Self.average(accelerations) }

    /// The gesture recognizer reported `progress` moving at `velocity` (percent per second) at `time`.
    public mutating func add(progress: Double, velocity: Double, at time: Double) {
        if let last = lastTime {
            let dt = time - last
            guard dt >= Self.sampleInterval || (dt > Self.minimumSampleInterval && progress != lastProgress) else { return }
            if let previous = velocities.last {
                var a = (velocity - previous) / dt
                if let previousA = accelerations.last {
                    a = min(previousA + Self.accelerationJumpLimit, max(previousA - Self.accelerationJumpLimit, a))
                }
                Self.push(a, into: &accelerations)
            }
        }
        Self.push(velocity, into: &velocities)
        sampleCount += 1
        lastTime = time
        lastProgress = progress
    }

    /// No movement since the last sample until `time`: once the finger has been still for
    /// ``VelocityTracker/assumePointerStoppedSeconds`` (40 ms), the recognizer's velocity is 0 and its
    /// history is cleared, as the velocity tracker clears its own: the samples start again from rest
    /// (velocity 0, no acceleration). Constant time, whatever the pause (a recording may hold years).
    public mutating func rest(until time: Double) {
        guard let last = lastTime, time - last > VelocityTracker.assumePointerStoppedSeconds else { return }
        velocities = [0]
        accelerations = []
        lastTime = last + VelocityTracker.assumePointerStoppedSeconds
    }

    /// The progress the release is projected to: where the transition would be after `duration`
    /// seconds if it kept the finger's motion, and how long that motion lasts.
    ///
    /// UIKit's formula is p + ½·a·D² + v·D: the finger's acceleration at the lift carried on for the
    /// whole duration D. With D of a second and a touchpad's accelerations (the last samples of a
    /// finger settling read as ±5 to ±30 widths/s²) that term alone decides: a swipe lifted at 100 %
    /// while its fingers recoil at 10 mm/s projected to −12 and cancelled, and a swipe back to 20 %
    /// braking to a stop projected to 10 and finished. What a person expects is the motion the
    /// finger hands over: nothing accelerates the transition after the lift, so
    /// - a finger at rest (slower than ``restingVelocity``) is projected where it is, p;
    /// - a finger slowing down (a against v) comes to rest: p + v·t / 2 with t = min(D, |v / a|), the
    ///   distance a uniformly decelerating motion covers until it stops;
    /// - any other finger keeps its velocity: p + v·D.
    public func projection(from p: Double, duration: Double) -> (value: Double, seconds: Double) {
        Self.projection(from: p, velocity: velocity, acceleration: acceleration, restingVelocity: restingVelocity, duration: duration)
    }

    /// ``projection(from:duration:)`` from the averages themselves (what invariant 28 recomputes).
    public static func projection(
        from p: Double, velocity v: Double, acceleration a: Double, restingVelocity: Double, duration: Double
    ) -> (value: Double, seconds: Double) {
        guard abs(v) > restingVelocity, v != 0 else { return (p, 0) }
        if a * v >= 0 { return (p + v * duration, duration) }
        let t = min(duration, abs(v / a))
        return (p + v * t + 0.5 * a * t * t, t)
    }

    /// UIKit's threshold for a container `width` points wide: min(187.5 / W, 0.5).
    public static func threshold(width: Double) -> Double {
        min(projectionThresholdPoints / max(width, 1), 0.5)
    }

    private static func push(_ value: Double, into window: inout [Double]) {
        window.append(value)
        if window.count > Self.window { window.removeFirst() }
    }

    private static func average(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
