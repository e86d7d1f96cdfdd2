import GlideGestureRecognition
import Foundation
/// Everything a replay did, in order, for `glide replay --json` and `--csv`: every input frame, every
/// gesture event, every driver action and every display frame with the percent and animated values.
///
/// Numbers are rounded (times to the microsecond, millimetres and points to 1/10,000) so the
/// file reads well; a replay of the same trace writes the same bytes every time.
public struct ReplayTimeline: Codable, Hashable, Sendable {
    /// The trace's name as given.
    public var trace: String
    /// The device the trace was recorded on.
    public var device: Device
    /// The transition driven.
    public var transition: String
    /// The end policy.
    public var policy: String
    /// The gesture binding (`kind:fingers:forward`).
    public var binding: String
    /// Finger travel for 0 → 100 %, in millimetres.
    public var distanceMillimetres: Double
    /// Display frames per second.
    public var displayRate: Int
    /// What happened, transition by transition.
    public var summary: ReplaySummary
    /// Every input frame.
    public var inputFrames: [InputFrame] = []
    /// Every gesture event.
    public var gestures: [Gesture] = []
    /// Every action of the driver (began, update, finish/cancel with the decision, interruption, completion).
    public var driver: [DriverAction] = []
    /// Every display frame while a transition was in flight.
    public var displayFrames: [DisplayFrame] = []

    /// The device, in brief.
    public struct Device: Codable, Hashable, Sendable {
        public var name: String
        public var kind: String
        public var widthMillimetres: Double
        public var heightMillimetres: Double
    }

    /// One input frame: time, finger count and contacts in millimetres.
    public struct InputFrame: Codable, Hashable, Sendable {
        public var t: Double
        public var fingers: Int
        public var contacts: [Contact]
        public var followsDrop: Bool?
    }

    /// One contact of an input frame.
    public struct Contact: Codable, Hashable, Sendable {
        public var id: Int
        public var x: Double
        public var y: Double
        public var palm: Bool?
    }

    /// One gesture event.
    public struct Gesture: Codable, Hashable, Sendable {
        public var t: Double
        public var phase: String
        public var kind: String
        public var fingers: Int
        /// Translation since the start, millimetres.
        public var dx: Double
        public var dy: Double
        /// Velocity, millimetres per second.
        public var vx: Double
        public var vy: Double
        public var scale: Double
        public var rotation: Double
        public var cancelReason: String?
    }

    /// One action of the driver.
    public struct DriverAction: Codable, Hashable, Sendable {
        public var t: Double
        /// began, update, finish, cancel, interrupted, ignored, completed.
        public var action: String
        public var step: String?
        public var percent: Double?
        /// Percent per second at release.
        public var velocity: Double?
        public var reason: String?
        public var completionSpeed: Double?
        public var springInitialVelocity: Double?
        public var didComplete: Bool?
    }

    /// One display frame: the percent, the context's phase and the observed views' presented values.
    public struct DisplayFrame: Codable, Hashable, Sendable {
        public var t: Double
        public var percent: Double
        /// interactive, completing or completed.
        public var phase: String
        public var views: [ViewState]
    }

    /// A view's presented state at a display frame.
    public struct ViewState: Codable, Hashable, Sendable {
        public var name: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var alpha: Double
        /// The 3-D transform's 16 entries, row-major, when it is not the identity.
        public var transform: [Double]?
    }

    /// The display frames as CSV: `t,percent,phase` then, per observed view, x, y, width, height, alpha.
    public func displayFramesCSV() -> String {
        var names: [String] = []
        for frame in displayFrames {
            for view in frame.views where !names.contains(view.name) { names.append(view.name) }
        }
        var out = "t,percent,phase"
        for name in names { out += ",\(name).x,\(name).y,\(name).width,\(name).height,\(name).alpha" }
        out += "\n"
        for frame in displayFrames {
            out += "\(frame.t),\(frame.percent),\(frame.phase)"
            for name in names {
                if let v = frame.views.first(where: { $0.name == name }) {
                    out += ",\(v.x),\(v.y),\(v.width),\(v.height),\(v.alpha)"
                } else {
                    out += ",,,,,"
                }
            }
            out += "\n"
        }
        return out
    }
}

/// Rounds to `places` decimal places (for stable, readable timelines).
@inline(__always)
func rounded(_ v: Double, _ places: Double = 1e4) -> Double {
    guard v.isFinite else { return 0 }
    let r = (v * places).rounded() / places
    return r == 0 ? 0 : r  // no "-0"
}
