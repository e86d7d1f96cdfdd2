import Foundation
/// One whole gesture, from its `began` to its `ended` or `cancelled` event: what `glide info`
/// lists for a trace.
public struct RecognizedGesture: Hashable, Sendable {
    /// What the gesture was.
    public var kind: GestureKind
    /// Fingers taking part.
    public var fingers: Int
    /// Where the fingers went over the whole gesture (y grows downward), or `in`/`out` for a pinch;
    /// nil for holds, taps and rotations.
    public var direction: GestureDirection?
    /// Where the fingers went when the gesture began: the direction a binding matches (the
    /// interaction driver decides at the first event that moved). Differs from ``direction`` when
    /// the fingers turned back.
    public var startDirection: GestureDirection?
    /// When its first finger touched down, in seconds.
    public var start: Double
    /// When the recognizer decided it (its `began` event), in seconds: the time lists show, later than
    /// ``start`` by the time the fingers took to tell what they were doing.
    public var began: Double
    /// When it ended or was cancelled, in seconds.
    public var end: Double
    /// True when it was cancelled rather than ended by lifting every finger.
    public var cancelled: Bool
    /// Why it was cancelled.
    public var cancelReason: GestureCancelReason?
    /// For an edge swipe, the edge it began at.
    public var edge: SurfaceEdge?
    /// The centroid's movement over the whole gesture, in millimetres.
    public var translation: SurfaceVector
    /// The final spread relative to the start.
    public var scale: Double
    /// The final angle change, in degrees, clockwise positive.
    public var rotation: Double

    /// A gesture summarized from its final event; `startDirection` is the direction of its first event
    /// that moved (the final event's when nil).
    public init(final e: GestureEvent, startDirection: GestureDirection? = nil, began: Double? = nil) {
        self.began = began ?? e.startTime
        kind = e.kind
        fingers = e.fingerCount
        direction = e.direction
        self.startDirection = startDirection ?? e.direction
        start = e.startTime
        end = e.time
        cancelled = e.phase == .cancelled
        cancelReason = e.cancelReason
        edge = e.edge
        translation = e.translation
        scale = e.scale
        rotation = e.rotation
    }
}

extension RecognizedGesture: CustomStringConvertible {
    /// `0.052–0.608 s  scroll, 2 fingers, left` (plus `, cancelled (reason)`).
    public var description: String {
        var text = "\(Self.seconds(began))–\(Self.seconds(end)) s  \(kind.rawValue), \(fingers) finger\(fingers == 1 ? "" : "s")"
        if let startDirection { text += ", \(startDirection.rawValue)" }
        if let direction, direction != startDirection { text += " (ended \(direction.rawValue))" }
        if let edge { text += " from the \(edge.rawValue) edge" }
        if cancelled { text += ", cancelled" + (cancelReason.map { " (\($0.rawValue))" } ?? "") }
        return text
    }

    /// Seconds as every command prints a measured value: at most three decimals, no trailing zeros.
    static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
