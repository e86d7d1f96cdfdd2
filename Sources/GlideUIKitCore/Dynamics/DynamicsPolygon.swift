import Foundation

/// A convex polygon of Glide's rigid-body engine: an item's collision bounds, or a boundary segment
/// (a polygon of two vertices), with its vertices in positive (`x·y' − y·x'` > 0) order and each
/// edge's outward unit normal.
struct DynamicsPolygon: Sendable {
    /// The vertices, in positive order.
    private(set) var vertices: [DynamicsVector]
    /// `normals[i]` is the outward unit normal of the edge from `vertices[i]` to `vertices[i + 1]`.
    private(set) var normals: [DynamicsVector]

    /// The convex hull of `points` (Andrew's monotone chain); nil when the points span no line.
    /// Two distinct points make a segment, whose two "edges" face opposite ways.
    init?(hullOf points: [DynamicsVector]) {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        var unique: [DynamicsVector] = []
        for p in sorted where unique.last.map({ ($0 - p).length > 1e-9 }) ?? true { unique.append(p) }
        guard unique.count >= 2 else { return nil }
        if unique.count == 2 {
            self.init(ordered: unique)
            return
        }
        func turn(_ o: DynamicsVector, _ a: DynamicsVector, _ b: DynamicsVector) -> Double { (a - o).cross(b - o) }
        var lower: [DynamicsVector] = []
        for p in unique {
            while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 1e-12 { lower.removeLast() }
            lower.append(p)
        }
        var upper: [DynamicsVector] = []
        for p in unique.reversed() {
            while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 1e-12 { upper.removeLast() }
            upper.append(p)
        }
        let hull = Array(lower.dropLast()) + Array(upper.dropLast())
        guard hull.count >= 2 else { return nil }
        self.init(ordered: hull)
    }

    /// A polygon from vertices already convex and in positive order (or a two-vertex segment).
    init(ordered vertices: [DynamicsVector]) {
        self.vertices = vertices
        normals = vertices.indices.map { i in
            let edge = vertices[(i + 1) % vertices.count] - vertices[i]
            return DynamicsVector(x: edge.y, y: -edge.x).normalized
        }
    }

    /// A `width` × `height` rectangle centred on `center`.
    static func rectangle(width: Double, height: Double, center: DynamicsVector = .zero) -> DynamicsPolygon {
        let w = max(width, 0) / 2, h = max(height, 0) / 2
        return DynamicsPolygon(ordered: [
            DynamicsVector(x: -w, y: -h) + center, DynamicsVector(x: w, y: -h) + center,
            DynamicsVector(x: w, y: h) + center, DynamicsVector(x: -w, y: h) + center,
        ])
    }

    /// The ellipse inscribed in a `width` × `height` rectangle centred on the origin, as a regular
    /// `sides`-gon stretched to the ellipse (its vertices lie on the ellipse).
    static func ellipse(width: Double, height: Double, sides: Int) -> DynamicsPolygon {
        let a = max(width, 0) / 2, b = max(height, 0) / 2
        return DynamicsPolygon(ordered: (0..<sides).map { k in
            let t = 2 * Double.pi * Double(k) / Double(sides)
            return DynamicsVector(x: a * cos(t), y: b * sin(t))
        })
    }

    /// The polygon turned by `angle` and then moved by `offset`.
    func transformed(angle: Double, offset: DynamicsVector) -> DynamicsPolygon {
        let c = cos(angle), s = sin(angle)
        var copy = self
        copy.vertices = vertices.map { $0.rotated(cos: c, sin: s) + offset }
        copy.normals = normals.map { $0.rotated(cos: c, sin: s) }
        return copy
    }

    /// The largest distance of a vertex from the origin.
    var radius: Double { vertices.map(\.length).max() ?? 0 }

    /// Area, centroid and polar moment of area about the centroid (the moment of inertia at density 1),
    /// by a fan of triangles from the first vertex (as Box2D's `b2ComputePolygonMass`).
    var areaProperties: (area: Double, centroid: DynamicsVector, secondMoment: Double) {
        guard vertices.count >= 3 else { return (0, vertices.first ?? .zero, 0) }
        let origin = vertices[0]
        var area = 0.0, center = DynamicsVector.zero, moment = 0.0
        for i in 1..<(vertices.count - 1) {
            let e1 = vertices[i] - origin, e2 = vertices[i + 1] - origin
            let d = e1.cross(e2)
            let triangle = d / 2
            area += triangle
            center += (triangle / 3) * (e1 + e2)
            let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
            let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
            moment += (0.25 / 3 * d) * (intx2 + inty2)
        }
        guard area > 0 else { return (0, origin, 0) }
        let c = (1 / area) * center
        return (area, origin + c, moment - area * c.dot(c))
    }
}
