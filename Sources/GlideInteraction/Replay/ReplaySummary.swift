import GlideGestureRecognition
import Foundation
/// What a replay did: counts and, for every transition the gestures drove, its outcome.
public struct ReplaySummary: Codable, Hashable, Sendable {
    /// Input events read.
    public var events: Int
    /// Input frames assembled.
    public var frames: Int
    /// The trace's duration, in seconds.
    public var durationSeconds: Double
    /// Gestures recognized (one entry per gesture, from its began to its end).
    public var gestures: [GestureSpan]
    /// Transitions driven, in order.
    public var transitions: [TransitionOutcome]
    /// Bound gestures that could not drive, with why.
    public var ignored: [String]
    /// The target's state at the end ("nothing presented", "detail presented").
    public var finalState: String
    /// Clicks (button presses, not gestures): each with its fingers and the button libinput makes of it.
    public var clicks: [ClickSpan] = []

    /// One click: a press of the pad's button (see ``RecognizedClick``).
    public struct ClickSpan: Codable, Hashable, Sendable {
        public var start: Double
        public var end: Double
        public var fingers: Int
        /// left, right, middle (or none: four or more fingers on a clickpad).
        public var button: String
        public var clickpad: Bool

        /// The click, times rounded to the microsecond.
        public init(_ c: RecognizedClick) {
            start = (c.start * 1e6).rounded() / 1e6
            end = (c.end * 1e6).rounded() / 1e6
            fingers = c.fingers
            button = c.button.rawValue
            clickpad = c.clickpad
        }
    }

    /// One recognized gesture.
    public struct GestureSpan: Codable, Hashable, Sendable {
        public var kind: String
        public var fingers: Int
        /// Where the fingers went over the whole gesture.
        public var direction: String?
        /// Where they went when it began: what a binding matches.
        public var startDirection: String?
        /// When its first finger touched down.
        public var start: Double
        /// When the recognizer decided it (its `began` event): where lists start it.
        public var began: Double?
        public var end: Double
        public var cancelled: Bool
    }

    /// One driven transition.
    public struct TransitionOutcome: Codable, Hashable, Sendable {
        /// forward (present/push) or back (dismiss/pop).
        public var step: String
        /// The gesture that drove it.
        public var gesture: String
        public var fingers: Int
        public var driveMode: String
        /// The transition's duration, in seconds.
        public var duration: Double
        public var began: Double
        /// When the fingers lifted or the gesture was interrupted.
        public var released: Double?
        public var percentAtRelease: Double?
        /// Percent per second at release.
        public var velocityAtRelease: Double?
        /// finish or cancel.
        public var decision: String?
        /// Why: the policy's numbers, or the interruption.
        public var reason: String?
        public var completionSpeed: Double?
        /// Seconds from release to `completeTransition`.
        public var completionSeconds: Double?
        /// `completeTransition`'s accepted argument (nil if it was never called).
        public var completeTransitionArgument: Bool?
        /// The target's state after the transition completed.
        public var stateAfter: String?
    }
}
