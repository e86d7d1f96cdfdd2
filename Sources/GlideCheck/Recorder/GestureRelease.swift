import Foundation
/// What the gesture driver's end policy saw and decided when the fingers lifted (trace-driven records):
/// the inputs of UIKit's pop rule and its outcome, so that invariant 28 can recompute the rule.
public struct GestureRelease: Sendable, Hashable, Codable {
    /// The position of the `gestureReleased` call in the record's calls.
    public var callIndex: Int
    /// The end policy's name ("uikitPop", "threshold", "adwaita").
    public var policy: String
    /// The percent the policy decided from (the interactor's `percentComplete`).
    public var percent: Double
    /// UIKit's three-sample moving averages of the progress: velocity (per second) and acceleration (per second²).
    public var sampleVelocity: Double
    public var sampleAcceleration: Double
    /// How many velocity samples the moving average holds (at most 3; 3 means "at least 3 samples").
    public var sampleCount: Int
    /// The duration the policy used, in seconds (the interactor's, read at start).
    public var duration: Double
    /// The container extent along the transition's axis the policy used, in points.
    public var extent: Double
    /// True when the transition's axis is vertical (the extent is a height).
    public var vertical: Bool
    /// The decision: finish (true) or cancel.
    public var finishes: Bool
    /// The completion speed handed to the interactor.
    public var completionSpeed: Double
    /// The speed below which the policy held the finger at rest (percent per second).
    public var restingVelocity: Double = 0
    /// The finger's velocity at the lift (percent per second), which the completion speed follows.
    public var releaseVelocity: Double = 0

    /// What the driver saw and decided at a lift; the fields are described above.
    public init(
        callIndex: Int, policy: String, percent: Double, sampleVelocity: Double, sampleAcceleration: Double, sampleCount: Int,
        duration: Double, extent: Double, vertical: Bool, finishes: Bool, completionSpeed: Double,
        restingVelocity: Double = 0, releaseVelocity: Double = 0
    ) {
        self.callIndex = callIndex
        self.policy = policy
        self.percent = percent
        self.sampleVelocity = sampleVelocity
        self.sampleAcceleration = sampleAcceleration
        self.sampleCount = sampleCount
        self.duration = duration
        self.extent = extent
        self.vertical = vertical
        self.finishes = finishes
        self.completionSpeed = completionSpeed
        self.restingVelocity = restingVelocity
        self.releaseVelocity = releaseVelocity
    }
}
