import Foundation

/// One point of contact between two convex shapes, in world coordinates.
struct DynamicsContactPoint: Sendable {
    /// Midway between the two surfaces.
    var point: DynamicsVector
    /// The gap along the normal: positive apart, negative overlapping.
    var separation: Double
    /// Which features touch (reference edge, incident vertex or clipping side), to carry a point's
    /// impulse over from one step to the next.
    var id: UInt32
}

/// Where two convex shapes touch or are about to: a normal from the first to the second and up to
/// two points (Box2D's `b2Manifold`, built the way `b2CollidePolygons` builds it, with a speculative margin).
struct DynamicsContactGeometry: Sendable {
    var normal: DynamicsVector
    var points: [DynamicsContactPoint]
}

/// Narrow-phase collision of Glide's rigid-body engine: the separating axis test between convex
/// polygons, clipping of the incident edge to the reference edge, and polygons against half-planes.
enum DynamicsCollision {
    /// The reference-edge tolerance: the second polygon's edge is preferred only when its separation
    /// is larger by this much, so that the choice does not flicker between steps.
    static let referenceEdgeTolerance = 0.05

    /// The edge of `a` whose outward normal separates `b` the most, and that separation (negative:
    /// the smallest penetration along `a`'s normals).
    static func maxSeparation(_ a: DynamicsPolygon, _ b: DynamicsPolygon) -> (edge: Int, separation: Double) {
        var best = -Double.infinity, bestEdge = 0
        for i in a.vertices.indices {
            let n = a.normals[i], v = a.vertices[i]
            var smallest = Double.infinity
            for w in b.vertices { smallest = min(smallest, n.dot(w - v)) }
            if smallest > best {
                best = smallest
                bestEdge = i
            }
        }
        return (bestEdge, best)
    }

    /// Contact between world-space polygons `a` and `b` when their separation is at most `margin`;
    /// the normal points from `a` to `b`.
    static func collide(_ a: DynamicsPolygon, _ b: DynamicsPolygon, margin: Double) -> DynamicsContactGeometry? {
        let (edgeA, separationA) = maxSeparation(a, b)
        guard separationA <= margin else { return nil }
        let (edgeB, separationB) = maxSeparation(b, a)
        guard separationB <= margin else { return nil }

        let flip = separationB > separationA + referenceEdgeTolerance
        let reference = flip ? b : a, incident = flip ? a : b
        let referenceEdge = flip ? edgeB : edgeA

        // The incident edge: the edge of the other polygon most anti-parallel to the reference normal.
        let referenceNormal = reference.normals[referenceEdge]
        var incidentEdge = 0, smallest = Double.infinity
        for i in incident.normals.indices {
            let d = referenceNormal.dot(incident.normals[i])
            if d < smallest {
                smallest = d
                incidentEdge = i
            }
        }
        let i1 = incidentEdge, i2 = (incidentEdge + 1) % incident.vertices.count
        let flipBit: UInt32 = flip ? 1 << 24 : 0
        let edgeBits = UInt32(referenceEdge) << 16
        var clip: [(v: DynamicsVector, id: UInt32)] = [
            (incident.vertices[i1], flipBit | edgeBits | UInt32(i1)),
            (incident.vertices[i2], flipBit | edgeBits | UInt32(i2)),
        ]

        let v11 = reference.vertices[referenceEdge]
        let v12 = reference.vertices[(referenceEdge + 1) % reference.vertices.count]
        let tangent = (v12 - v11).normalized
        let normal = DynamicsVector(x: tangent.y, y: -tangent.x)
        let frontOffset = normal.dot(v11)
        let sideOffset1 = -tangent.dot(v11) + margin
        let sideOffset2 = tangent.dot(v12) + margin

        clip = clipSegment(clip, normal: -tangent, offset: sideOffset1, clipID: flipBit | edgeBits | 0x100)
        guard clip.count == 2 else { return nil }
        clip = clipSegment(clip, normal: tangent, offset: sideOffset2, clipID: flipBit | edgeBits | 0x200)
        guard clip.count == 2 else { return nil }

        var points: [DynamicsContactPoint] = []
        for c in clip {
            let separation = normal.dot(c.v) - frontOffset
            guard separation <= margin else { continue }
            points.append(DynamicsContactPoint(point: c.v - (separation / 2) * normal, separation: separation, id: c.id))
        }
        guard !points.isEmpty else { return nil }
        return DynamicsContactGeometry(normal: flip ? -normal : normal, points: points)
    }

    /// Keeps the part of a segment on the inner side of a line (`normal·v ≤ offset`); a point made by
    /// the cut takes `clipID`.
    static func clipSegment(
        _ segment: [(v: DynamicsVector, id: UInt32)], normal: DynamicsVector, offset: Double, clipID: UInt32
    ) -> [(v: DynamicsVector, id: UInt32)] {
        let d0 = normal.dot(segment[0].v) - offset, d1 = normal.dot(segment[1].v) - offset
        var out: [(v: DynamicsVector, id: UInt32)] = []
        if d0 <= 0 { out.append(segment[0]) }
        if d1 <= 0 { out.append(segment[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append((segment[0].v + t * (segment[1].v - segment[0].v), clipID))
        }
        return out
    }

    /// Contact between the solid side of a half-plane (the points `p` with `normal·(p − point) < 0`) and
    /// a world-space polygon: every vertex within `margin` of the line is a point. The normal is the
    /// half-plane's (from the wall to the polygon).
    static func collide(halfPlanePoint point: DynamicsVector, normal: DynamicsVector, _ polygon: DynamicsPolygon, margin: Double) -> DynamicsContactGeometry? {
        var points: [DynamicsContactPoint] = []
        for (i, v) in polygon.vertices.enumerated() {
            let separation = normal.dot(v - point)
            guard separation <= margin else { continue }
            points.append(DynamicsContactPoint(point: v - (separation / 2) * normal, separation: separation, id: UInt32(i)))
        }
        return points.isEmpty ? nil : DynamicsContactGeometry(normal: normal, points: points)
    }
}
