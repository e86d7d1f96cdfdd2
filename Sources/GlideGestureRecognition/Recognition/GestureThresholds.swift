import Foundation
/// Every threshold the recognizer uses, named with its unit. Values marked libinput are from
/// `evdev-mt-touchpad-gestures.c`, `evdev-mt-touchpad-tap.c` and `evdev-mt-touchpad-thumb.c` (1.22).
extension GestureStateMachine {
    // MARK: Movement (libinput `tp_gesture_detect_motion_gestures`)

    /// min_move for two fingers: a touch that moved this far counts as moving (libinput 1.5 mm).
    public static let minimumMoveMillimetres = 1.5
    /// min_move grows by this per finger beyond two (libinput 0.5 mm).
    public static let minimumMovePerExtraFingerMillimetres = 0.5
    /// max_move for two fingers: a touch that moved this far while the other did not is alone (libinput 4 mm).
    public static let maximumMoveMillimetres = 4.0
    /// max_move grows by this per finger beyond two (libinput 2 mm).
    public static let maximumMovePerExtraFingerMillimetres = 2.0
    /// While both tracked touches moved less than this, nothing is decided (libinput 1 mm).
    public static let undecidedMoveMillimetres = 1.0
    /// Moves shorter than this on both axes get a wide (three-octant) direction (libinput's
    /// `xy_get_direction`, 2 mm).
    public static let directionPrecisionMillimetres = 2.0

    /// min_move for `fingers` fingers: 1.5 + 0.5·(n−2) mm.
    public static func minimumMoveMillimetres(fingers: Int) -> Double {
        minimumMoveMillimetres + minimumMovePerExtraFingerMillimetres * Double(max(fingers, 2) - 2)
    }

    /// max_move for `fingers` fingers: 4.0 + 2.0·(n−2) mm.
    public static func maximumMoveMillimetres(fingers: Int) -> Double {
        maximumMoveMillimetres + maximumMovePerExtraFingerMillimetres * Double(max(fingers, 2) - 2)
    }

    // MARK: Time-based fallback and pinch re-evaluation

    /// After this long, fingers inside the swipe box that moved at all scroll or swipe (libinput 150 ms).
    public static let swipeTimeoutSeconds = 0.150
    /// The swipe box's width: tracked touches closer than this horizontally (libinput 40 mm).
    public static let swipeBoxWidthMillimetres = 40.0
    /// The swipe box's height: tracked touches closer than this vertically (libinput 7 mm).
    public static let swipeBoxHeightMillimetres = 7.0
    /// A scroll (or touchscreen drag) may still turn into a pinch this long after the fingers were
    /// detected (libinput 300 ms).
    public static let pinchTimeoutSeconds = 0.300
    /// Both touches must have moved this far, in different directions, to turn a scroll into a
    /// pinch (libinput `PINCH_DISAMBIGUATION_MOVE_THRESHOLD`, 1.5 mm).
    public static let pinchDisambiguationMoveMillimetres = 1.5
    /// A pinch whose fingers moved sideways (around the centroid) more than this many times as far
    /// as they moved apart or together is a rotation.
    public static let rotationDominanceRatio = 2.0

    // MARK: Holds

    /// Three or more fingers still this long make a hold (libinput `DEFAULT_GESTURE_HOLD_TIMEOUT`, 180 ms).
    public static let holdTimeoutSeconds = 0.180
    /// One or two fingers still this long make a hold (Android's long-press timeout, 400 ms).
    /// One- and two-finger touches start the pointer, scrolls and drags, and people often rest
    /// before moving them: a two-finger scroll recorded on a Wacom pad rests exactly 180 ms before
    /// it moves. A person does not see a hold there, so these counts wait longer.
    public static let oneOrTwoFingerHoldTimeoutSeconds = 0.400
    /// libinput's hold timeout for one and two fingers (`QUICK_GESTURE_HOLD_TIMEOUT`, 40 ms), which
    /// libinput uses to stop kinetic scrolling; used with ``GestureConfiguration/quickHold``.
    public static let quickHoldTimeoutSeconds = 0.040

    /// The hold timeout for `fingers` fingers.
    public static func holdTimeoutSeconds(fingers: Int, quickHold: Bool) -> Double {
        if fingers > 2 { return holdTimeoutSeconds }
        return quickHold ? quickHoldTimeoutSeconds : oneOrTwoFingerHoldTimeoutSeconds
    }
    /// A hold needs every finger within this distance of where it was detected; a one-finger hold
    /// whose finger moves farther becomes pointer motion or a drag (libinput
    /// `HOLD_AND_MOTION_THRESHOLD`, 0.5 mm).
    public static let holdAndMotionThresholdMillimetres = 0.5

    // MARK: Finger count

    /// A finger-count change during a gesture must last this long to cancel it (libinput
    /// `DEFAULT_GESTURE_SWITCH_TIMEOUT`, 100 ms); shorter changes are ignored and lifting every
    /// finger within it ends the gesture normally.
    public static let fingerCountSwitchTimeoutSeconds = 0.100
    /// Fingers landing within this time of each other are one touch-down: motion reported while
    /// they arrive (pads merge close fingers) does not count against a tap, and no gesture is
    /// decided until the last finger is this old (the same 40 ms as libinput's quick hold).
    public static let fingerArrivalWindowSeconds = 0.040
    /// libinput's limit: touches with more fingers produce no gesture.
    public static let defaultMaximumGestureFingers = 4

    // MARK: Taps (libinput `evdev-mt-touchpad-tap.c`)

    /// Each finger change of a tap (a finger down, a finger up) must follow the previous one
    /// within this time (libinput `DEFAULT_TAP_TIMEOUT_PERIOD`, 180 ms). A lift counts at the last
    /// frame the finger was seen.
    public static let tapTimeoutSeconds = 0.180
    /// A finger that moves farther than this is not tapping; on a touchpad, one finger moving
    /// farther starts the pointer (libinput `DEFAULT_TAP_MOVE_THRESHOLD`, 1.3 mm).
    public static let tapMoveThresholdMillimetres = 1.3

    // MARK: Touchscreen edges

    /// A touchscreen touch beginning this close to an edge can start an edge swipe (default of
    /// ``GestureConfiguration/edgeZoneMillimetres``).
    public static let defaultEdgeZoneMillimetres = 3.0

    // MARK: Thumbs (libinput `evdev-mt-touchpad-thumb.c`)

    /// A contact resting this close to the bottom edge can be a lingering thumb (libinput 8 mm).
    public static let lingeringThumbZoneMillimetres = 8.0
    /// A contact pressing hard this close to the bottom edge can be a thumb (libinput 15 mm).
    public static let pressureThumbZoneMillimetres = 15.0
    /// A thumb candidate slower than this rests; another finger faster than this moves
    /// (libinput `THUMB_IGNORE_SPEED_THRESHOLD`, 20 mm/s).
    public static let thumbSpeedThresholdMillimetresPerSecond = 20.0
    /// A contact must have been down this long before it can be called a resting thumb
    /// (libinput `THUMB_TIMEOUT`, 100 ms).
    public static let thumbTimeoutSeconds = 0.100
    /// Automatic thumb detection only on clickpads at least this tall (libinput 50 mm).
    public static let thumbDetectionMinimumHeightMillimetres = 50.0
    /// Contact speeds are smoothed over about this time (an exponential moving average).
    public static let speedSmoothingSeconds = 0.030
}

/// The unit of a threshold in ``GestureStateMachine``'s table of thresholds.
enum GestureThresholdUnit: String, Sendable, CaseIterable {
    /// Millimetres on the surface.
    case millimetres = "mm"
    /// Seconds on the frames' clock.
    case seconds = "s"
    /// Millimetres per second.
    case millimetresPerSecond = "mm/s"
    /// A ratio of two lengths: no unit.
    case ratio = "ratio"
    /// A number of fingers.
    case fingers = "fingers"

    /// How the name of a constant in this unit ends.
    var nameSuffix: String {
        switch self {
        case .millimetres: return "Millimetres"
        case .seconds: return "Seconds"
        case .millimetresPerSecond: return "MillimetresPerSecond"
        case .ratio: return "Ratio"
        case .fingers: return "Fingers"
        }
    }
}

/// One of the constants above, by name, with its value and unit.
struct GestureThreshold: Sendable {
    /// The constant's name in ``GestureStateMachine``.
    let name: String
    /// Its value, in `unit`.
    let value: Double
    /// Its unit.
    let unit: GestureThresholdUnit

    init(_ name: String, _ value: Double, _ unit: GestureThresholdUnit) {
        self.name = name
        self.value = value
        self.unit = unit
    }
}

extension GestureStateMachine {
    /// Every constant above with its value and unit, in the order they are declared: what
    /// `docs/gesture-state-machine.md` lists (`GestureStateMachineDocTests` checks that it names
    /// every constant of this file, and each with the unit its name ends in).
    static let thresholds: [GestureThreshold] = [
        GestureThreshold("minimumMoveMillimetres", minimumMoveMillimetres, .millimetres),
        GestureThreshold("minimumMovePerExtraFingerMillimetres", minimumMovePerExtraFingerMillimetres, .millimetres),
        GestureThreshold("maximumMoveMillimetres", maximumMoveMillimetres, .millimetres),
        GestureThreshold("maximumMovePerExtraFingerMillimetres", maximumMovePerExtraFingerMillimetres, .millimetres),
        GestureThreshold("undecidedMoveMillimetres", undecidedMoveMillimetres, .millimetres),
        GestureThreshold("directionPrecisionMillimetres", directionPrecisionMillimetres, .millimetres),
        GestureThreshold("swipeTimeoutSeconds", swipeTimeoutSeconds, .seconds),
        GestureThreshold("swipeBoxWidthMillimetres", swipeBoxWidthMillimetres, .millimetres),
        GestureThreshold("swipeBoxHeightMillimetres", swipeBoxHeightMillimetres, .millimetres),
        GestureThreshold("pinchTimeoutSeconds", pinchTimeoutSeconds, .seconds),
        GestureThreshold("pinchDisambiguationMoveMillimetres", pinchDisambiguationMoveMillimetres, .millimetres),
        GestureThreshold("rotationDominanceRatio", rotationDominanceRatio, .ratio),
        GestureThreshold("holdTimeoutSeconds", holdTimeoutSeconds, .seconds),
        GestureThreshold("oneOrTwoFingerHoldTimeoutSeconds", oneOrTwoFingerHoldTimeoutSeconds, .seconds),
        GestureThreshold("quickHoldTimeoutSeconds", quickHoldTimeoutSeconds, .seconds),
        GestureThreshold("holdAndMotionThresholdMillimetres", holdAndMotionThresholdMillimetres, .millimetres),
        GestureThreshold("fingerCountSwitchTimeoutSeconds", fingerCountSwitchTimeoutSeconds, .seconds),
        GestureThreshold("fingerArrivalWindowSeconds", fingerArrivalWindowSeconds, .seconds),
        GestureThreshold("defaultMaximumGestureFingers", Double(defaultMaximumGestureFingers), .fingers),
        GestureThreshold("tapTimeoutSeconds", tapTimeoutSeconds, .seconds),
        GestureThreshold("tapMoveThresholdMillimetres", tapMoveThresholdMillimetres, .millimetres),
        GestureThreshold("defaultEdgeZoneMillimetres", defaultEdgeZoneMillimetres, .millimetres),
        GestureThreshold("lingeringThumbZoneMillimetres", lingeringThumbZoneMillimetres, .millimetres),
        GestureThreshold("pressureThumbZoneMillimetres", pressureThumbZoneMillimetres, .millimetres),
        GestureThreshold("thumbSpeedThresholdMillimetresPerSecond", thumbSpeedThresholdMillimetresPerSecond, .millimetresPerSecond),
        GestureThreshold("thumbTimeoutSeconds", thumbTimeoutSeconds, .seconds),
        GestureThreshold("thumbDetectionMinimumHeightMillimetres", thumbDetectionMinimumHeightMillimetres, .millimetres),
        GestureThreshold("speedSmoothingSeconds", speedSmoothingSeconds, .seconds),
    ]
}
