import Foundation
import GlideCoreLocation
import GlideUIKit

/// An annotation that covers an area of the map (`MKOverlay`).
public protocol MKOverlay: MKAnnotation {
    /// The smallest map rectangle that holds the overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay covers `mapRect` (by default: whether its bounding rectangle meets it).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay replaces the map's own content (false by default).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    public var canReplaceMapContent: Bool { false }
}

/// Where an overlay is drawn among the map's layers (`MKOverlayLevel`).
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above labels.
    case aboveLabels = 1
}

/// A shape made of map points (`MKMultiPoint`), the base of lines and polygons.
open class MKMultiPoint: MKShape {
    /// The shape's map points, in order. Glide-only (MapKit's are ``points()``).
    public let glidePoints: [MKMapPoint]

    init(glidePoints: [MKMapPoint]) {
        self.glidePoints = glidePoints
        super.init()
    }

    /// How many points the shape has.
    open var pointCount: Int { glidePoints.count }

    /// The shape's map points (MapKit's unsafe pointer into them).
    open func points() -> UnsafeMutablePointer<MKMapPoint> {
        let buffer = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(glidePoints.count, 1))
        buffer.initialize(from: glidePoints, count: glidePoints.count)
        return buffer
    }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<(range.location + range.length)).enumerated() {
            coords[offset] = glidePoints[index].coordinate
        }
    }

    /// The shape's coordinates (MapKit's Swift overlay).
    public var coordinates: [CLLocationCoordinate2D] { glidePoints.map(\.coordinate) }

    /// The centre of the points' bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = Self.bounds(of: glidePoints)
        return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }

    /// The bounding rectangle of `points` (``MKMapRect/null`` for none).
    static func bounds(of points: [MKMapPoint]) -> MKMapRect {
        guard let first = points.first else { return .null }
        var rect = MKMapRect(origin: first, size: MKMapSize())
        for point in points.dropFirst() { rect = rect.union(MKMapRect(origin: point, size: MKMapSize())) }
        return rect
    }
}

/// A line through map points (`MKPolyline`).
open class MKPolyline: MKMultiPoint, MKOverlay {
    /// A line through `count` coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(glidePoints: (0..<count).map { MKMapPoint(coords[$0]) })
    }

    /// A line through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(glidePoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }

    /// A line through `coordinates` (MapKit's Swift overlay form).
    public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.init(glidePoints: coordinates.prefix(count).map { MKMapPoint($0) })
    }

    override init(glidePoints: [MKMapPoint]) {
        super.init(glidePoints: glidePoints)
    }

    /// The points' bounding rectangle.
    open var boundingMapRect: MKMapRect { Self.bounds(of: glidePoints) }
}

/// A closed shape through map points (`MKPolygon`).
open class MKPolygon: MKMultiPoint, MKOverlay {
    /// Holes cut out of the polygon.
    public let interiorPolygons: [MKPolygon]?

    /// A polygon through `count` coordinates.
    public init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]? = nil) {
        self.interiorPolygons = interiorPolygons
        super.init(glidePoints: (0..<count).map { MKMapPoint(coords[$0]) })
    }

    /// A polygon through `coordinates` (MapKit's Swift overlay form).
    public init(coordinates: [CLLocationCoordinate2D], count: Int, interiorPolygons: [MKPolygon]? = nil) {
        self.interiorPolygons = interiorPolygons
        super.init(glidePoints: coordinates.prefix(count).map { MKMapPoint($0) })
    }

    /// The points' bounding rectangle.
    open var boundingMapRect: MKMapRect { Self.bounds(of: glidePoints) }
}

/// A circle of a radius around a coordinate (`MKCircle`).
open class MKCircle: MKShape, MKOverlay {
    private let centre: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance

    /// A circle of `radius` metres around `coord`.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        centre = coord
        self.radius = radius
        super.init()
    }

    /// The smallest circle that holds `mapRect`.
    public convenience init(mapRect: MKMapRect) {
        let center = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let corner = MKMapPoint(x: mapRect.maxX, y: mapRect.maxY)
        self.init(center: center.coordinate, radius: center.distance(to: corner))
    }

    /// The circle's centre.
    open override var coordinate: CLLocationCoordinate2D { centre }

    /// The square around the circle, in map points at its centre's latitude.
    open var boundingMapRect: MKMapRect {
        let point = MKMapPoint(centre)
        let half = radius * MKMapPointsPerMeterAtLatitude(centre.latitude)
        return MKMapRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half)
    }
}

/// What draws an overlay (`MKOverlayRenderer`).
///
/// Glide differs: no map is drawn, so a renderer draws nothing; it keeps its overlay and its look (colours, widths)
/// for code that reads them back.
open class MKOverlayRenderer: NSObject {
    /// The overlay it draws.
    public let overlay: any MKOverlay
    /// The renderer's opacity.
    open var alpha: CGFloat = 1
    /// The scale of the map's content.
    open var contentScaleFactor: CGFloat = 1
    /// How many times ``setNeedsDisplay()`` was called. Glide-only.
    public private(set) var glideDisplayRequests = 0

    /// A renderer of `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// Asks for the overlay to be drawn again (counted in ``glideDisplayRequests``).
    open func setNeedsDisplay() { glideDisplayRequests += 1 }

    /// Asks for part of the overlay to be drawn again.
    open func setNeedsDisplay(_ mapRect: MKMapRect) { glideDisplayRequests += 1 }
}

/// A renderer that strokes and fills a path (`MKOverlayPathRenderer`).
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill's colour.
    open var fillColor: UIColor?
    /// The stroke's colour.
    open var strokeColor: UIColor?
    /// The stroke's width in points (0 by default, as MapKit's).
    open var lineWidth: CGFloat = 0
    /// The stroke's joins.
    open var lineJoin: CGLineJoin = .round
    /// The stroke's ends.
    open var lineCap: CGLineCap = .round
    /// The stroke's miter limit.
    open var miterLimit: CGFloat = 10
    /// The stroke's dash phase.
    open var lineDashPhase: CGFloat = 0
    /// The stroke's dashes, in points.
    open var lineDashPattern: [NSNumber]?
    /// The path drawn (Glide makes none of its own).
    open var path: CGPath?
}

/// A renderer of a polyline (`MKPolylineRenderer`).
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The line it draws.
    public var polyline: MKPolyline { overlay as! MKPolyline }

    /// A renderer of `polyline`.
    public init(polyline: MKPolyline) {
        super.init(overlay: polyline)
    }

    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}

/// A renderer of a polygon (`MKPolygonRenderer`).
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// The polygon it draws.
    public var polygon: MKPolygon { overlay as! MKPolygon }

    /// A renderer of `polygon`.
    public init(polygon: MKPolygon) {
        super.init(overlay: polygon)
    }

    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}

/// A renderer of a circle (`MKCircleRenderer`).
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// The circle it draws.
    public var circle: MKCircle { overlay as! MKCircle }

    /// A renderer of `circle`.
    public init(circle: MKCircle) {
        super.init(overlay: circle)
    }

    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}
