import Foundation
import GlideInput

/// What the recognizer remembers about one contact on the surface.
struct TrackedContact {
    /// The contact's id (``TouchContact/id``).
    var id: Int
    /// Position in this frame, millimetres.
    var x: Double
    var y: Double
    /// Position in the previous frame (equal to the current one in the contact's first frame).
    var previousX: Double
    var previousY: Double
    /// Where and when it touched down.
    var landX: Double
    var landY: Double
    var landTime: Double
    /// Where it was when the current gesture's fingers were detected (libinput's `gesture.initial`).
    var initialX: Double
    var initialY: Double
    /// Where tap motion is measured from.
    var tapX: Double
    var tapY: Double
    /// The last frame it was seen in.
    var lastTime: Double
    /// Smoothed speed, millimetres per second.
    var speed: Double = 0
    /// `ABS_MT_PRESSURE`, when reported.
    var pressure: Int32?
    /// The device marks it as a palm.
    var isPalm: Bool
    /// Detected as a resting thumb; stays so until it lifts.
    var isThumb = false
    /// One of the fingers of the current gesture.
    var isMember = false
    /// Reported outside the axis ranges the device declares: a finger, but not where it says
    /// (old Synaptics pads park a contact there); its position is not used.
    var isOffSurface = false
    /// Seen in the frame being processed.
    var seen = true

    init(_ c: TouchContact, at time: Double) {
        id = c.id
        x = c.xMillimetres
        y = c.yMillimetres
        previousX = x
        previousY = y
        landX = x
        landY = y
        landTime = time
        initialX = x
        initialY = y
        tapX = x
        tapY = y
        lastTime = time
        pressure = c.pressure
        isPalm = c.isPalm
    }

    /// Counts as a finger: not a palm, not a thumb.
    var isFinger: Bool { !isPalm && !isThumb }

    /// Distance from where the gesture's fingers were detected, millimetres.
    var movedFromInitial: Double { hypot(x - initialX, y - initialY) }
}

/// libinput's eight-way direction bitmask (`xy_get_direction`): N = bit 0, clockwise to NW = bit 7,
/// with y growing downward. Short moves get three neighbouring octants, longer ones one or two.
enum CompassDirection {
    static func of(dx: Double, dy: Double) -> UInt8 {
        let n: UInt8 = 1 << 0, ne: UInt8 = 1 << 1, e: UInt8 = 1 << 2, se: UInt8 = 1 << 3
        let s: UInt8 = 1 << 4, sw: UInt8 = 1 << 5, w: UInt8 = 1 << 6, nw: UInt8 = 1 << 7
        let small = GestureStateMachine.directionPrecisionMillimetres
        if abs(dx) < small, abs(dy) < small {
            if dx > 0, dy > 0 { return s | se | e }
            if dx > 0, dy < 0 { return n | ne | e }
            if dx < 0, dy > 0 { return s | sw | w }
            if dx < 0, dy < 0 { return n | nw | w }
            if dx > 0 { return ne | e | se }
            if dx < 0 { return nw | w | sw }
            if dy > 0 { return se | s | sw }
            if dy < 0 { return ne | n | nw }
            return 0xff
        }
        // r in [0, 8): 0 is north, clockwise.
        var r = atan2(dy, dx)
        r = fmod(r + 2.5 * Double.pi, 2 * Double.pi)
        r *= 4 / Double.pi
        let d1 = Int(r + 0.9) % 8
        let d2 = Int(r + 0.1) % 8
        return UInt8(1 << d1) | UInt8(1 << d2)
    }

    /// libinput's `tp_gesture_same_directions`: overlapping or neighbouring octants.
    static func same(_ a: UInt8, _ b: UInt8) -> Bool {
        ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0
            || ((a & 0x80) != 0 && (b & 0x01) != 0) || ((b & 0x80) != 0 && (a & 0x01) != 0)
    }
}
