import Foundation

/// One element of a path (`CGPathElement`'s type and points, as a Swift value).
public enum CGPathElementValue: Hashable, Sendable {
    case moveToPoint(CGPoint)
    case addLineToPoint(CGPoint)
    case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case closeSubpath

    package func applying(_ t: CGAffineTransform) -> CGPathElementValue {
        switch self {
        case .moveToPoint(let p): return .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): return .addLineToPoint(p.applying(t))
        case let .addQuadCurveToPoint(c, p): return .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
        case let .addCurveToPoint(c1, c2, p): return .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The element's points, in order (control points first).
    package var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return [p]
        case let .addQuadCurveToPoint(c, p): return [c, p]
        case let .addCurveToPoint(c1, c2, p): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }
}

/// The rule deciding which points a path encloses (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Odd number of crossings.
    case evenOdd = 1
}

/// An immutable path of lines and Bézier curves (Core Graphics' `CGPath`), as geometry only.
///
/// Glide keeps paths as their elements: they can be measured (``boundingBox``), hit-tested
/// (``contains(_:using:transform:)``), animated (a `CAShapeLayer`'s `path`) and followed (a
/// `CAKeyframeAnimation`'s `path`); nothing is rasterised.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, in order.
    package internal(set) var elementValues: [CGPathElementValue]

    package init(elements: [CGPathElementValue]) {
        elementValues = elements
    }

    /// A closed rectangle (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elementValues)
    }

    /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elementValues)
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elementValues)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elementValues.isEmpty }

    /// The end point of the last element (the start of the subpath after a close); `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elementValues {
            switch e {
            case .moveToPoint(let p): start = p; current = p
            case .closeSubpath: current = start
            default: current = e.points.last!
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included (`boundingBox`).
    public var boundingBox: CGRect {
        Self.box(elementValues.flatMap(\.points))
    }

    /// The smallest rectangle containing the path itself (curves' extrema, not their control points).
    public var boundingBoxOfPath: CGRect {
        Self.box(flattened(segmentsPerCurve: 64).flatMap { $0 })
    }

    /// A copy (`copy()`): paths are immutable, so the copy is equal to the original.
    @discardableResult
    public func copy() -> CGPath? { CGPath(elements: elementValues) }

    /// A copy with every point mapped by `transform` (`copy(using:)`).
    @discardableResult
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elementValues.map { $0.applying(t) })
    }

    /// A mutable copy (`mutableCopy()`).
    @discardableResult
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elementValues) }

    /// True when `point` (mapped by `transform`'s inverse first) is inside the path under `rule`
    /// (`contains(_:using:transform:)`). Curves are flattened to 64 segments each; open subpaths are closed.
    @discardableResult
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0, crossings = 0
        for polygon in flattened(segmentsPerCurve: 64) where polygon.count > 1 {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1; crossings += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1; crossings += 1
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// The subpaths as polygons, each curve replaced by `segmentsPerCurve` line segments.
    package func flattened(segmentsPerCurve n: Int) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        for e in elementValues {
            switch e {
            case .moveToPoint(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]
            case .addLineToPoint(let p):
                current.append(p)
            case let .addQuadCurveToPoint(c, p):
                let p0 = current.last ?? .zero
                for i in 1...n { current.append(Self.quad(p0, c, p, CGFloat(i) / CGFloat(n))) }
            case let .addCurveToPoint(c1, c2, p):
                let p0 = current.last ?? .zero
                for i in 1...n { current.append(Self.cubic(p0, c1, c2, p, CGFloat(i) / CGFloat(n))) }
            case .closeSubpath:
                if !current.isEmpty { result.append(current) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }

    package static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    package static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elementValues == rhs.elementValues }
    public func hash(into hasher: inout Hasher) { hasher.combine(elementValues) }
    public var description: String { "CGPath(\(elementValues.count) elements, box \(boundingBox.formatted))" }
}

/// A path that can be built (`CGMutablePath`). Every `add` takes an optional transform, as in Core Graphics.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [CGPathElementValue]) { super.init(elements: elements) }

    private var subpathStart: CGPoint? {
        for e in elementValues.reversed() { if case .moveToPoint(let p) = e { return p } }
        return nil
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elementValues.append(.moveToPoint(point.applying(transform)))
    }

    /// Adds a line from the current point to `point` (a move if the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if isEmpty { move(to: point, transform: transform); return }
        elementValues.append(.addLineToPoint(point.applying(transform)))
    }

    /// Adds lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if isEmpty { move(to: end, transform: transform) }
        elementValues.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform)))
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if isEmpty { move(to: end, transform: transform) }
        elementValues.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !isEmpty else { return }
        elementValues.append(.closeSubpath)
    }

    /// Adds a closed rectangle: move to the min corner, then clockwise on screen (y down).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, as four cubic curves starting at the right-hand point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936 // 4/3·(√2 − 1)
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = Swift.min(Swift.max(0, cornerWidth), r.width / 2), h = Swift.min(Swift.max(0, cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498307936
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h), control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h), control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians; y down, so
    /// `clockwise` is the screen's counter-clockwise, as Core Graphics defines it in a flipped space).
    /// A line joins the current point to the arc's start. Arcs are cubic curves of at most 90°.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            // Core Graphics' clockwise runs towards decreasing angles.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
            if sweep < -full { sweep = -full }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
            if sweep > full { sweep = full }
        }
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (`addRelativeArc`).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: p1, transform: transform); return }
        let cosTheta = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let theta = acos(Swift.max(-1, Swift.min(1, cosTheta)))
        guard theta > 1e-9, theta < .pi - 1e-9 else { addLine(to: p1, transform: transform); return }
        let d = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let h = radius / sin(theta / 2)
        let c = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
        let a1 = atan2(t1.y - c.y, t1.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArcSegments(center: c, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elementValues.append(contentsOf: path.elementValues.map { $0.applying(transform) })
    }

    private func addArcSegments(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if isEmpty { move(to: startPoint, transform: transform) } else { addLine(to: startPoint, transform: transform) }
        let pieces = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            let p3 = CGPoint(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
            let c1 = CGPoint(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
            let c2 = CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            a = b
        }
    }
}
