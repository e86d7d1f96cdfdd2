import Foundation
/// The kinds of gesture Glide recognizes.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
    /// One finger moving on a touchpad (the pointer).
    case pointer
    /// Two fingers moving together on a touchpad.
    case scroll
    /// Three or more fingers moving together on a touchpad (the counts are configurable).
    case swipe
    /// Two or more fingers moving apart or together.
    case pinch
    /// Two or more fingers turning around their centroid with little change of spread.
    case rotate
    /// Fingers resting still past the hold timeout.
    case hold
    /// Fingers touching and lifting quickly without moving.
    case tap
    /// Fingers moving together on a touchscreen.
    case drag
    /// A touchscreen drag that began within a few millimetres of an edge, moving away from it.
    case edgeSwipe
}

/// The direction the fingers moved on the surface (y grows downward), or for pinches whether they
/// moved together (`in`) or apart (`out`), for rotations which way they turned (`cw`, `ccw`).
public enum GestureDirection: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
    case `in` = "in"
    case out
    /// Turning clockwise (y down), as a rotation's positive angle.
    case clockwise = "cw"
    /// Turning counter-clockwise.
    case counterclockwise = "ccw"

    /// The direction of a translation's dominant axis; nil for a zero translation.
    public init?(translation t: SurfaceVector) {
        if t.x == 0, t.y == 0 { return nil }
        if abs(t.x) >= abs(t.y) {
            self = t.x < 0 ? .left : .right
        } else {
            self = t.y < 0 ? .up : .down
        }
    }

    /// True for left and right.
    public var isHorizontal: Bool { self == .left || self == .right }
    /// True for up and down.
    public var isVertical: Bool { self == .up || self == .down }
    /// True for the four directions of motion along an axis (not pinch or rotation).
    public var isAxial: Bool { isHorizontal || isVertical }

    /// The opposite direction.
    public var opposite: GestureDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        case .up: return .down
        case .down: return .up
        case .in: return .out
        case .out: return .in
        case .clockwise: return .counterclockwise
        case .counterclockwise: return .clockwise
        }
    }

    /// The unit vector of a translation in this direction (zero for `in` and `out`).
    public var unitVector: SurfaceVector {
        switch self {
        case .left: return SurfaceVector(x: -1, y: 0)
        case .right: return SurfaceVector(x: 1, y: 0)
        case .up: return SurfaceVector(x: 0, y: -1)
        case .down: return SurfaceVector(x: 0, y: 1)
        case .in, .out, .clockwise, .counterclockwise: return .zero
        }
    }
}

/// An edge of a touch surface.
public enum SurfaceEdge: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom

    /// The direction a swipe from this edge moves in (away from the edge).
    public var inwardDirection: GestureDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        case .top: return .down
        case .bottom: return .up
        }
    }
}

/// Where a gesture is in its life.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
    /// The gesture was recognized; its first event.
    case began
    /// The fingers moved.
    case changed
    /// Every finger lifted: a normal end.
    case ended
    /// The gesture was interrupted; whatever it drove must go back.
    case cancelled
}

/// Why a gesture was cancelled.
public enum GestureCancelReason: String, Hashable, Sendable, CaseIterable {
    /// A finger was added or lifted and the new count held past the debounce (libinput's rule).
    case fingerCountChanged
    /// Events were lost (`SYN_DROPPED`) and the touch state cannot be trusted.
    case eventsDropped
    /// The device went away mid-gesture.
    case deviceRemoved
    /// A contact turned out to be a thumb or a palm.
    case thumbOrPalm
    /// A button was pressed (a clickpad click) during the gesture.
    case buttonPressed
    /// The application or the system cancelled (an input source's end, a shutdown).
    case system
    /// The fingers went on to make another gesture: a hold that began to move, a scroll that
    /// turned out to be a pinch (libinput cancels the first gesture in both cases).
    case superseded
}

/// One step of a recognized gesture, in millimetres and seconds.
///
/// Translation, centroid and velocity describe the fingers' centroid (for swipes of three or more
/// fingers, libinput's tracked pair); scale and rotation the spread and angle of the fingers
/// relative to where the gesture began.
public struct GestureEvent: Hashable, Sendable {
    /// The step: began, changed, ended or cancelled.
    public var phase: GesturePhase
    /// What the gesture is.
    public var kind: GestureKind
    /// Fingers taking part.
    public var fingerCount: Int
    /// When this step happened, in seconds on the source's clock.
    public var time: Double
    /// When the gesture began (the first finger down that belongs to it), in seconds.
    public var startTime: Double
    /// Movement of the centroid since the gesture began, in millimetres.
    public var translation: SurfaceVector
    /// Movement of the centroid since the previous event of this gesture, in millimetres.
    public var delta: SurfaceVector
    /// The centroid's velocity, in millimetres per second (see `VelocityTracker`).
    public var velocity: SurfaceVector
    /// Current spread / spread at the start (1 when unchanged; pinches).
    public var scale: Double
    /// The fingers' angle change since the start, in degrees, clockwise positive (y down).
    public var rotation: Double
    /// The centroid's position, in millimetres from the surface's top-left corner.
    public var centroid: SurfaceVector
    /// For an edge swipe, the edge it began at.
    public var edge: SurfaceEdge?
    /// For a cancelled gesture, why.
    public var cancelReason: GestureCancelReason?

    /// Creates an event.
    public init(
        phase: GesturePhase, kind: GestureKind, fingerCount: Int, time: Double, startTime: Double,
        translation: SurfaceVector = .zero, delta: SurfaceVector = .zero, velocity: SurfaceVector = .zero,
        scale: Double = 1, rotation: Double = 0, centroid: SurfaceVector = .zero,
        edge: SurfaceEdge? = nil, cancelReason: GestureCancelReason? = nil
    ) {
        self.phase = phase
        self.kind = kind
        self.fingerCount = fingerCount
        self.time = time
        self.startTime = startTime
        self.translation = translation
        self.delta = delta
        self.velocity = velocity
        self.scale = scale
        self.rotation = rotation
        self.centroid = centroid
        self.edge = edge
        self.cancelReason = cancelReason
    }

    /// True for the last event of a gesture (ended or cancelled).
    public var isFinal: Bool { phase == .ended || phase == .cancelled }

    /// The direction the gesture moved so far: the dominant axis of the translation for moving
    /// gestures, `in`/`out` for pinches; nil for holds, taps, rotations and zero movement.
    public var direction: GestureDirection? {
        switch kind {
        case .pinch: return scale == 1 ? nil : (scale < 1 ? .in : .out)
        case .hold, .tap, .rotate: return nil
        case .edgeSwipe: return edge?.inwardDirection ?? GestureDirection(translation: translation)
        case .pointer, .scroll, .swipe, .drag: return GestureDirection(translation: translation)
        }
    }
}
