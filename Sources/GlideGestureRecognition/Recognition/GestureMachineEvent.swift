import Foundation
/// The named events that move ``GestureStateMachine`` between ``GestureState``s, after libinput's
/// `enum gesture_event` (reset, finger detected, hold timeout, hold and motion, pointer motion,
/// scroll, swipe, pinch) plus Glide's additions.
///
/// Only the recognizer sends them; they are public so that an ``ImpossibleGesturePair`` can name
/// the event it reports. ``GestureStateMachine/transitions`` lists what each does in each state.
public enum GestureMachineEvent: String, Hashable, Sendable, CaseIterable {
    /// Forget the gesture: every finger lifted, the finger count changed, or a cancel.
    case reset
    /// Fingers were found and are now tracked (their initial positions are taken).
    case fingerDetected
    /// The hold timer fired with the fingers still.
    case holdTimeout
    /// One finger of a hold moved a little.
    case holdAndMotion
    /// One finger moved past the tap threshold on a touchpad.
    case pointerMotion
    /// Two fingers moved together on a touchpad.
    case scroll
    /// Three or more fingers moved together on a touchpad (or more fingers than slots).
    case swipe
    /// Fingers moved apart or together.
    case pinch
    /// Fingers turned around their centroid.
    case rotate
    /// Fingers moved together on a touchscreen.
    case drag
    /// Fingers moved away from the edge they began at, on a touchscreen.
    case edgeSwipe
    /// Every finger lifted quickly without moving.
    case tap
    /// The fingers make nothing Glide reports.
    case ignore
    /// Stop recognizing until every finger lifts.
    case suspend

    /// The state a motion event leads to, nil for the other events.
    var motionState: GestureState? {
        switch self {
        case .pointerMotion: return .pointerMotion
        case .scroll: return .scroll
        case .swipe: return .swipe
        case .pinch: return .pinch
        case .rotate: return .rotate
        case .drag: return .drag
        case .edgeSwipe: return .edgeSwipe
        default: return nil
        }
    }
}
