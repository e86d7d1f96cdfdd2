import Foundation
/// The state of a transition when one observed call was recorded (the engine records a context call
/// as it is made; the recorder notes the scenario's own calls once they returned): what the invariants about "at the moment
/// of the call" and "for the whole transition" read.
public struct Probe: Sendable, Hashable, Codable {
    /// "none" before the context exists, then "ready", "inFlight", "completed".
    public var phase: String
    public var isInteractive: Bool
    public var transitionWasCancelled: Bool
    /// `transitionWasCancelled` of the context the animator was handed, when that is not the engine's own.
    public var animatorContextWasCancelled: Bool?
    /// The context's `percentComplete`.
    public var percentComplete: Double
    /// The container's layer `speed` and `timeOffset` (the classic percent-driven path freezes and scrubs them).
    public var containerSpeed: Double
    public var containerTimeOffset: Double
    /// The interruptible animator, once the transition uses one.
    public var interruptible: InterruptibleProbe?
    /// The id of the presenter's root view's superview, and whether that view is in the window.
    public var presenterViewSuperview: String?
    public var presenterViewInWindow: Bool
    /// True when nothing is scheduled on the clock.
    public var clockIdle: Bool
    /// True when a view in the window or the container has an animation attached.
    public var animating: Bool
    /// The interactor's finish (true) or cancel (false) requested before start and not yet applied.
    public var interactorPendingEnd: Bool?
    /// The interactor's drive mode ("notStarted", "classic", "interruptible").
    public var driveMode: String?
    /// The completion speed the context took at the last finish or cancel (always positive; 1 before).
    public var completionVelocity: Double
    /// The completion curve the context took at the last finish or cancel ("easeInOut", …).
    public var completionCurve: String
    /// The interactor's `completionSpeed` as its getter answers (an app's override included; nil without
    /// an interactor). Read at the context's finish or cancel, it is the speed in effect then, whoever set
    /// it: the scenario, or the app's own `finish()`/`cancel()` override or getter.
    public var interactorCompletionSpeed: Double? = nil
    /// How many touches are down in the window: a gesture the app still handles can end the transition (an app's
    /// interactor that answers false to `wantsInteractiveStart` drives a context that is not interactive).
    public var touchesDown: Int = 0
}

/// An interruptible animator's state at one instant.
public struct InterruptibleProbe: Sendable, Hashable, Codable {
    /// "inactive", "active" or "stopped".
    public var state: String
    public var isRunning: Bool
    public var isReversed: Bool
    public var fractionComplete: Double
    public var pausesOnCompletion: Bool
    public var scrubsLinearly: Bool
    /// The animator's own `duration` (nil in a record made before Glide recorded it): what a percent-driven finish or
    /// cancel of an interruptible transition runs out, which may differ from the `transitionDuration(using:)` the
    /// animator reported.
    public var duration: Double? = nil
    /// How many times the animator was continued with timing parameters of the caller's own so far
    /// (`continueAnimation(withTimingParameters:durationFactor:)` with a curve or a spring; nil in an older record).
    public var continuationsWithOwnTiming: Int? = nil
}

/// One observed call and the state when it was recorded.
public struct RecordedCall: Sendable, Hashable, Codable {
    /// Seconds since the transition was asked for.
    public var time: Double
    public var call: ObservedCall
    public var probe: Probe
}
