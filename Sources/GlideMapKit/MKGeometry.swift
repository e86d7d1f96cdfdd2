import Foundation
import GlideCoreLocation

/// The extent of a region in degrees (`MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable, Hashable {
    /// The north-to-south extent in degrees (one degree is about 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// The east-to-west extent in degrees (one degree is about 111 km at the equator, less towards the poles).
    public var longitudeDelta: CLLocationDegrees

    /// A span of zero.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular geographic region: a centre and a span (`MKCoordinateRegion`).
public struct MKCoordinateRegion: Sendable, Hashable {
    /// The centre of the region.
    public var center: CLLocationCoordinate2D
    /// The region's extent.
    public var span: MKCoordinateSpan

    /// A region of zero span at (0, 0).
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// A region around `center` of `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region around `center`, `latitudinalMeters` from north to south and `longitudinalMeters` from east to west.
    ///
    /// Glide differs: degrees are metres over 111 319.49 m (the equatorial circumference over 360°), a longitude
    /// degree shrunk by the cosine of the centre's latitude, on a sphere (MapKit uses the ellipsoid: under 1 % apart).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / glideMetersPerDegree,
                                longitudeDelta: longitudinalMeters / (glideMetersPerDegree * max(cos(center.latitude * .pi / 180), 1e-9)))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let north = MKMapPoint(x: rect.midX, y: rect.minY).coordinate.latitude
        let south = MKMapPoint(x: rect.midX, y: rect.maxY).coordinate.latitude
        center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        span = MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: rect.width / MKMapSize.world.width * 360)
    }
}

/// Metres in a degree of latitude, or of longitude at the equator (Glide's sphere).
package let glideMetersPerDegree: Double = 2 * .pi * 6_378_137 / 360

/// A span (MapKit's C function).
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

/// A region (MapKit's C function).
public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}

/// A region by distances (MapKit's C function; see ``MKCoordinateRegion/init(center:latitudinalMeters:longitudinalMeters:)``).
public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// A point on the Mercator map of the world (`MKMapPoint`): x grows east from the antimeridian, y south from about
/// 85° N, across ``MKMapSize/world``.
public struct MKMapPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// The point (0, 0), the map's north-west corner.
    public init() {
        x = 0
        y = 0
    }

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point of `coordinate` (spherical Mercator, latitudes pinned to ±85.0511°).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * width
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * width
    }

    /// The coordinate of the point.
    public var coordinate: CLLocationCoordinate2D {
        let width = MKMapSize.world.width
        let latitude = atan(sinh(.pi * (1 - 2 * y / width))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: x / width * 360 - 180)
    }

    /// The distance in metres to `other` along the Earth's surface.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        coordinate.glideDistance(to: other.coordinate)
    }
}

/// A size on the Mercator map (`MKMapSize`).
public struct MKMapSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    /// A size of zero.
    public init() {
        width = 0
        height = 0
    }

    /// A size of `width` by `height` map points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole map: 2²⁸ points square, as MapKit's.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the Mercator map (`MKMapRect`).
public struct MKMapRect: Sendable, Hashable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    /// The empty rectangle at (0, 0).
    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    /// The rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at (`x`, `y`) of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y)
        size = MKMapSize(width: width, height: height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// The whole map.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The rectangle of nothing (the union's identity).
    public static let null = MKMapRect(origin: MKMapPoint(x: .infinity, y: .infinity), size: MKMapSize())

    /// Whether `point` is inside the rectangle (its maximum edges excluded).
    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` is inside the rectangle.
    public func contains(_ rect: MKMapRect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX < maxX && minX < rect.maxX && rect.minY < maxY && minY < rect.maxY
    }

    /// The smallest rectangle that holds both.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom (shrunk when negative).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// The map rectangle at (`x`, `y`) of `width` by `height` (MapKit's C function).
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}

/// The map point of `coordinate` (MapKit's C function).
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }

/// The coordinate of `mapPoint` (MapKit's C function).
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }

/// Metres in one map point at `latitude` (the Mercator scale).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    2 * .pi * 6_378_137 * cos(latitude * .pi / 180) / MKMapSize.world.width
}

/// Map points in one metre at `latitude`.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The distance in metres between two map points.
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }
