import Foundation
import GlideCoreGraphics

/// A path of lines and curves (UIKit's `UIBezierPath`): geometry, filled and stroked into the current
/// context by ``fill()`` and ``stroke()`` (`UIBezierPath+Drawing.swift`).
///
/// Arcs, ovals and rounded corners are stored as cubic Bézier segments of at most 90° each (the
/// standard approximation, as Core Graphics does). Glide differs deliberately: a rounded
/// rectangle's corners are circular arcs; UIKit's `init(roundedRect:cornerRadius:)` draws
/// continuous ("squircle") corners. ``bounds`` includes control points, as UIKit's does.
/// ``contains(_:)`` flattens curves into 32 segments each and applies the fill rule.
open class UIBezierPath: NSObject {
    /// One element of the path (Glide's; Core Graphics' `CGPathElement` in value form).
    package enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(control: CGPoint, to: CGPoint)
        case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case close
    }

    /// The elements, in order.
    package private(set) var elements: [Element] = []

    /// The stroke width (stored; default 1).
    open var lineWidth: CGFloat = 1
    /// The miter limit (stored; default 10).
    open var miterLimit: CGFloat = 10
    /// How ``stroke()`` draws the ends of open subpaths (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How ``stroke()`` draws corners (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The flatness (stored; default 0.6).
    open var flatness: CGFloat = 0.6
    /// Whether ``contains(_:)`` uses the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`: four cubic quarter arcs, clockwise from the right-most point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let k: CGFloat = 0.552_284_749_8
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + ry * k), controlPoint2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - rx * k, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - ry * k), controlPoint2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + rx * k, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - ry * k))
        close()
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with `corners` rounded by `cornerRadii` (each at most half the side it lies on).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerRadii.width, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerRadii.height, r.height / 2))
        let k: CGFloat = 0.552_284_749_8
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, tr_y) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr_y), controlPoint1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY),
                     controlPoint2: CGPoint(x: r.maxX, y: r.minY + tr_y - tr_y * k))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 {
            addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY), controlPoint1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k),
                     controlPoint2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly), controlPoint1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY),
                     controlPoint2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 {
            addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY), controlPoint1: CGPoint(x: r.minX, y: r.minY + tly - tly * k),
                     controlPoint2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY))
        }
        close()
    }

    /// An open arc of a circle (angles in radians from the positive x axis; clockwise on screen,
    /// where y points down, when `clockwise` is true).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { elements.append(.move(point)) }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { elements.append(.line(point)) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(control1: controlPoint1, control2: controlPoint2, to: endPoint))
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(control: controlPoint, to: endPoint))
    }

    /// An arc; a line joins it to the current point if there is one, as in UIKit.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        if isEmpty { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        let segments = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var a = startAngle
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
            let c2 = CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
            a = b
        }
    }

    /// Closes the current subpath with a line to its start.
    open func close() { elements.append(.close) }

    /// Removes every element.
    open func removeAllPoints() { elements.removeAll() }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { elements.append(contentsOf: bezierPath.elements) }

    /// The same path drawn the other way: each subpath from its end to its start (a closed one stays closed).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.lineWidth = lineWidth
        var subpaths: [[Element]] = []
        for element in elements {
            if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty { subpaths.append([element]) } else {
                subpaths[subpaths.count - 1].append(element)
            }
        }
        for subpath in subpaths {
            var points: [CGPoint] = []
            var segments: [Element] = []
            var closed = false
            for element in subpath {
                switch element {
                case .move(let p): points.append(p)
                case .line(let p), .quadCurve(_, let p), .curve(_, _, let p):
                    if points.isEmpty { points.append(.zero) }
                    segments.append(element)
                    points.append(p)
                case .close: closed = true
                }
            }
            guard let first = points.first, let last = points.last else { continue }
            if closed {
                reversed.elements.append(.move(first))
                if last != first { reversed.elements.append(.line(last)) }
            } else {
                reversed.elements.append(.move(last))
            }
            for (i, segment) in segments.enumerated().reversed() {
                let start = points[i]
                switch segment {
                case .line: reversed.elements.append(.line(start))
                case .quadCurve(let control, _): reversed.elements.append(.quadCurve(control: control, to: start))
                case .curve(let c1, let c2, _): reversed.elements.append(.curve(control1: c2, control2: c1, to: start))
                default: break
                }
            }
            if closed { reversed.elements.append(.close) }
        }
        return reversed
    }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        elements = elements.map { element in
            switch element {
            case .move(let p): return .move(p.applying(transform))
            case .line(let p): return .line(p.applying(transform))
            case let .quadCurve(c, p): return .quadCurve(control: c.applying(transform), to: p.applying(transform))
            case let .curve(c1, c2, p): return .curve(control1: c1.applying(transform), control2: c2.applying(transform), to: p.applying(transform))
            case .close: return .close
            }
        }
    }

    // MARK: Reading

    /// True when the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (a closed subpath's start), or zero for an empty path.
    open var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(_, let p), .curve(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included (`.null` when empty).
    open var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case let .quadCurve(c, p): points += [c, p]
            case let .curve(c1, c2, p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path (every subpath closed implicitly), by the fill rule.
    @discardableResult
    open func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        for polygon in polygons() where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return usesEvenOddFillRule ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The subpaths as polygons, curves flattened.
    private func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var pen = CGPoint.zero
        let steps = 32
        for element in elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]
                pen = p
            case .line(let p):
                if current.isEmpty { current = [pen] }
                current.append(p)
                pen = p
            case let .quadCurve(c, p):
                if current.isEmpty { current = [pen] }
                let p0 = pen
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case let .curve(c1, c2, p):
                if current.isEmpty { current = [pen] }
                let p0 = pen
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(CGPoint(x: x, y: y))
                }
                pen = p
            case .close:
                if let first = current.first { pen = first }
                if !current.isEmpty { result.append(current) }
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
