import Foundation
import GlideGestureRecognition
import GlideInput

/// Which gesture drives transitions, and which of its directions goes forward.
///
/// The defaults follow the platforms people know: on a touchpad a horizontal three-finger swipe,
/// fingers moving left to go forward (the next screen comes in from the right) and right to go
/// back; on a touchscreen a swipe from the right edge goes forward and from the left edge back,
/// as iOS's interactive pop does.
public struct GestureBinding: Hashable, Sendable, CustomStringConvertible {
    /// The gesture kind that drives (swipe, scroll, drag, edgeSwipe, pointer).
    public var kind: GestureKind
    /// The finger counts that drive; empty accepts any count.
    public var fingerCounts: Set<Int>
    /// The direction of finger motion that moves forward; its opposite moves back. Only motion
    /// along this axis counts toward the percent. For a pinch `in` or `out`, by scale: the fingers'
    /// spread halving (`in`) or doubling (`out`) is 100 % (``pinchOctave``); for a rotation `cw` or
    /// `ccw`, by angle: a quarter turn is 100 % (``rotationDegrees``).
    public var forwardDirection: GestureDirection

    /// The scale factor of a whole pinch transition: the spread halves or doubles (a photo viewer's
    /// pinch-to-close ends about there).
    public static let pinchOctave = 2.0
    /// The angle of a whole rotation transition, in degrees.
    public static let rotationDegrees = 90.0

    /// True when `direction` suits `kind`: in/out for pinches, cw/ccw for rotations, an axis otherwise.
    public static func accepts(_ direction: GestureDirection, for kind: GestureKind) -> Bool {
        switch kind {
        case .pinch: direction == .in || direction == .out
        case .rotate: direction == .clockwise || direction == .counterclockwise
        default: direction.isAxial
        }
    }

    /// Creates a binding.
    public init(kind: GestureKind, fingerCounts: Set<Int>, forwardDirection: GestureDirection) {
        precondition(Self.accepts(forwardDirection, for: kind), "\(forwardDirection.rawValue) is not a direction of \(kind.rawValue)")
        self.kind = kind
        self.fingerCounts = fingerCounts
        self.forwardDirection = forwardDirection
    }

    /// A horizontal three-finger touchpad swipe: left forward, right back.
    public static let touchpadSwipe = GestureBinding(kind: .swipe, fingerCounts: [3], forwardDirection: .left)
    /// A touchscreen edge swipe: from the right edge (moving left) forward, from the left edge back.
    public static let touchscreenEdgeSwipe = GestureBinding(kind: .edgeSwipe, fingerCounts: [], forwardDirection: .left)

    /// The default binding for a device of `kind`.
    public static func `default`(for kind: DeviceKind) -> GestureBinding {
        kind == .touchscreen ? .touchscreenEdgeSwipe : .touchpadSwipe
    }

    /// True when `event` is a gesture of this binding (kind and finger count).
    public func matches(_ event: GestureEvent) -> Bool {
        event.kind == kind && (fingerCounts.isEmpty || fingerCounts.contains(event.fingerCount))
    }

    /// The step a gesture moving in `direction` takes, or nil when it moves across the axis.
    public func step(for direction: GestureDirection) -> TransitionStep? {
        if direction == forwardDirection { return .forward }
        if direction == forwardDirection.opposite { return .back }
        return nil
    }

    /// The unit vector of finger motion that increases the percent of `step`.
    public func progressAxis(for step: TransitionStep) -> SurfaceVector {
        step == .forward ? forwardDirection.unitVector : forwardDirection.opposite.unitVector
    }

    /// Parses `KIND[:FINGERS[,FINGERS…]][:FORWARD]`, e.g. `swipe:3:left`, `swipe:3,4:up`, `edgeSwipe::left`,
    /// `pinch:2:in` (by scale), `rotate:2:cw` (by angle).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, let kind = GestureKind(rawValue: first) else { return nil }
        var counts: Set<Int> = []
        if parts.count > 1, !parts[1].isEmpty {
            for piece in parts[1].split(separator: ",") {
                guard let n = Int(piece), n > 0 else { return nil }
                counts.insert(n)
            }
        }
        var forward: GestureDirection = kind == .pinch ? .in : kind == .rotate ? .clockwise : .left
        if parts.count > 2 {
            guard let d = GestureDirection(rawValue: parts[2]), Self.accepts(d, for: kind) else { return nil }
            forward = d
        }
        guard parts.count <= 3 else { return nil }
        self.init(kind: kind, fingerCounts: counts, forwardDirection: forward)
    }

    public var description: String {
        "\(kind.rawValue):\(fingerCounts.sorted().map(String.init).joined(separator: ",")):\(forwardDirection.rawValue)"
    }
}
