import Foundation
/// Whether a touchpad's resting thumbs are detected and left out of the finger count.
public enum ThumbDetection: String, Hashable, Sendable, CaseIterable {
    /// As libinput: on clickpads at least ``GestureStateMachine/thumbDetectionMinimumHeightMillimetres`` tall.
    case automatic
    /// On every touchpad.
    case enabled
    /// Never.
    case disabled
}

/// What ``GestureStateMachine`` recognizes; the thresholds themselves are constants on the recognizer.
public struct GestureConfiguration: Sendable, Hashable {
    /// The finger counts that make touchpad swipes (libinput: 3 and 4).
    public var swipeFingerCounts: Set<Int>
    /// Touches with more fingers than this produce no gesture (libinput: 4).
    public var maximumGestureFingers: Int
    /// How close to an edge, in millimetres, a touchscreen touch must begin to start an edge swipe.
    public var edgeZoneMillimetres: Double
    /// Resting-thumb detection on touchpads.
    public var thumbDetection: ThumbDetection
    /// When set, a touchpad contact at least this pressure (`ABS_MT_PRESSURE` units) in the bottom
    /// ``GestureStateMachine/pressureThumbZoneMillimetres`` can be a thumb (libinput's pressure thumb;
    /// the value is device specific, libinput reads it from its quirks).
    public var thumbPressureThreshold: Int32?
    /// Whether resting fingers make hold gestures (never on semi-multitouch touchpads, as libinput).
    public var holdEnabled: Bool
    /// Whether one- and two-finger holds use libinput's quick hold timeout
    /// (``GestureStateMachine/quickHoldTimeoutSeconds``), which libinput uses to stop kinetic
    /// scrolling; off, they wait ``GestureStateMachine/oneOrTwoFingerHoldTimeoutSeconds``.
    public var quickHold: Bool
    /// Whether quick touches without motion make taps.
    public var tapEnabled: Bool

    /// A configuration; the defaults are libinput's.
    public init(
        swipeFingerCounts: Set<Int> = [3, 4], maximumGestureFingers: Int = GestureStateMachine.defaultMaximumGestureFingers,
        edgeZoneMillimetres: Double = GestureStateMachine.defaultEdgeZoneMillimetres,
        thumbDetection: ThumbDetection = .automatic, thumbPressureThreshold: Int32? = nil,
        holdEnabled: Bool = true, quickHold: Bool = false, tapEnabled: Bool = true
    ) {
        self.swipeFingerCounts = swipeFingerCounts
        self.maximumGestureFingers = maximumGestureFingers
        self.edgeZoneMillimetres = edgeZoneMillimetres
        self.thumbDetection = thumbDetection
        self.thumbPressureThreshold = thumbPressureThreshold
        self.holdEnabled = holdEnabled
        self.quickHold = quickHold
        self.tapEnabled = tapEnabled
    }
}
