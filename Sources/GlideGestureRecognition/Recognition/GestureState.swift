import Foundation
/// The named states of ``GestureStateMachine``: libinput's touchpad gesture states
/// (`evdev-mt-touchpad-gestures.c`: none, unknown, hold, hold-and-motion, pointer motion, scroll,
/// pinch, swipe) plus what touchscreens and Glide's own rules need.
public enum GestureState: String, Hashable, Sendable, CaseIterable {
    /// No gesture is tracked (no finger, or a finger-count change just reset the machine).
    case none
    /// Fingers are tracked but what they do is not decided yet; a tap or a hold is still possible.
    case unknown
    /// The fingers rested past the hold timeout: a hold is in progress.
    case hold
    /// A one-finger hold whose finger moves a little, less than the hold-and-motion threshold.
    case holdAndMotion
    /// One finger moving on a touchpad.
    case pointerMotion
    /// Two fingers moving together on a touchpad.
    case scroll
    /// Fingers moving apart or together.
    case pinch
    /// Fingers turning around their centroid with little change of spread.
    case rotate
    /// Three or more fingers moving together on a touchpad.
    case swipe
    /// Fingers moving together on a touchscreen.
    case drag
    /// A touchscreen drag that began in an edge zone and moves away from that edge.
    case edgeSwipe
    /// The fingers make nothing Glide reports: more than the maximum gesture fingers, or a swipe
    /// with a finger count that is not configured. A finger-count change re-evaluates.
    case ignored
    /// A gesture (or the start of one) was cut short by dropped events, a clickpad button or
    /// ``GestureStateMachine/cancel(at:reason:)``: nothing is recognized until every finger lifts.
    case suspended

    /// The gesture kind a state reports, nil for states that report none.
    public var kind: GestureKind? {
        switch self {
        case .hold, .holdAndMotion: return .hold
        case .pointerMotion: return .pointer
        case .scroll: return .scroll
        case .pinch: return .pinch
        case .rotate: return .rotate
        case .swipe: return .swipe
        case .drag: return .drag
        case .edgeSwipe: return .edgeSwipe
        case .none, .unknown, .ignored, .suspended: return nil
        }
    }
}
