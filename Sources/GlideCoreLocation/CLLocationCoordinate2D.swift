import Foundation

/// A latitude or longitude in degrees (`CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// A distance in metres (`CLLocationDistance`).
public typealias CLLocationDistance = Double
/// A direction in degrees from true north, clockwise (`CLLocationDirection`); negative when unknown.
public typealias CLLocationDirection = Double
/// A speed in metres per second (`CLLocationSpeed`); negative when unknown.
public typealias CLLocationSpeed = Double
/// An accuracy in metres (`CLLocationAccuracy`); negative when the value is invalid.
public typealias CLLocationAccuracy = Double
/// An accuracy of a speed in metres per second (`CLLocationSpeedAccuracy`).
public typealias CLLocationSpeedAccuracy = Double
/// An accuracy of a direction in degrees (`CLLocationDirectionAccuracy`).
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude on the WGS 84 ellipsoid, in degrees (`CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Sendable, Hashable, Codable {
    /// Degrees north of the equator (negative: south), −90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (negative: west), −180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        latitude = 0
        longitude = 0
    }

    /// The coordinate at `latitude` and `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate at `latitude` and `longitude` (Core Location's C function).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether `coord` is a coordinate: a latitude within ±90° and a longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The invalid coordinate (−180, −180), which ``CLLocationCoordinate2DIsValid(_:)`` refuses.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A distance filter that lets every location through.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The best accuracy a navigation app asks for.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// An approximate location (iOS 14's reduced accuracy).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// A distance of which nothing is known (a region's largest radius, say).
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// The Earth's mean radius in metres, which Glide's distances use (a sphere).
package let glideEarthRadius: Double = 6_371_008.8

extension CLLocationCoordinate2D {
    /// The great-circle distance to `other` in metres, on a sphere of the Earth's mean radius (haversine).
    package func glideDistance(to other: CLLocationCoordinate2D) -> CLLocationDistance {
        let φ1 = latitude * .pi / 180, φ2 = other.latitude * .pi / 180
        let dφ = φ2 - φ1, dλ = (other.longitude - longitude) * .pi / 180
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * glideEarthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
