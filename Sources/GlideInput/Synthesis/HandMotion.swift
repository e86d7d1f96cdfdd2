/// A point or displacement on the surface, in millimetres (y grows downward).
struct SurfacePoint: Hashable, Sendable {
    var x: Double
    var y: Double

    static let zero = SurfacePoint(x: 0, y: 0)

    static func + (a: SurfacePoint, b: SurfacePoint) -> SurfacePoint { SurfacePoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: SurfacePoint, b: SurfacePoint) -> SurfacePoint { SurfacePoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: SurfacePoint, k: Double) -> SurfacePoint { SurfacePoint(x: a.x * k, y: a.y * k) }
}

/// One stretch of a hand's motion: a quintic Hermite curve from `from` to `to` between two times,
/// with given start and end velocities and zero acceleration at both ends.
///
/// With both velocities zero this is the minimum-jerk trajectory (Flash & Hogan 1985),
/// `10u³ − 15u⁴ + 6u⁵`, which is how a relaxed hand moves between two points. A flick ends at twice
/// the average velocity: `2u³ − u⁴`, accelerating throughout. A start velocity carries on the
/// motion of a flick that is followed at once by another move.
struct MotionSegment: Hashable, Sendable {
    /// Start and end, in microseconds.
    var start: Int64
    var end: Int64
    var from: SurfacePoint
    var to: SurfacePoint
    /// Millimetres per microsecond.
    var startVelocity: SurfacePoint
    var endVelocity: SurfacePoint
    /// The index of the script step that made it.
    var step: Int

    /// The position at `time` (clamped to the segment).
    func position(at time: Int64) -> SurfacePoint {
        if time <= start { return from }
        if time >= end { return to }
        let duration = Double(end - start)
        let u = Double(time - start) / duration
        let u2 = u * u, u3 = u2 * u, u4 = u3 * u, u5 = u4 * u
        let h5 = 10 * u3 - 15 * u4 + 6 * u5  // from -> to
        let h1 = u - 6 * u3 + 8 * u4 - 3 * u5  // start velocity
        let h4 = -4 * u3 + 7 * u4 - 3 * u5  // end velocity
        let delta = to - from
        return from + delta * h5 + startVelocity * (h1 * duration) + endVelocity * (h4 * duration)
    }
}

/// A hand's displacement over time: segments in time order, holding still between them.
struct HandPath: Sendable {
    var segments: [MotionSegment] = []

    /// The displacement at `time`: zero before the first segment, the last end point after one.
    func offset(at time: Int64) -> SurfacePoint {
        var last = SurfacePoint.zero
        for segment in segments {
            if time < segment.start { return last }
            if time < segment.end { return segment.position(at: time) }
            last = segment.to
        }
        return last
    }
}
