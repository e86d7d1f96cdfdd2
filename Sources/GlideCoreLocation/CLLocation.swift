import Foundation

/// A location: a coordinate with its altitude, accuracies, course, speed and time (`CLLocation`).
///
/// Glide differs: a location made without a timestamp has the date it was made (`Date()`, the host's), as on iOS; a
/// test that compares times gives one. ``distance(from:)`` is the great-circle distance on a sphere of the Earth's mean
/// radius (Core Location's uses the ellipsoid: the two differ by under 0.5 %).
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    /// Where the location is.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// Metres above the WGS 84 ellipsoid (the same as ``altitude`` in Glide).
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty of ``coordinate`` in metres; negative when it is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of ``altitude`` in metres; negative when it is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The uncertainty of ``course`` in degrees; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The uncertainty of ``speed``; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was measured.
    public let timestamp: Date

    /// A location at `latitude`, `longitude`, at sea level, its accuracy 0 metres, now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1,
                  timestamp: Date())
    }

    /// A location with an altitude and accuracies, measured at `timestamp`.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with an altitude, accuracies, course and speed, measured at `timestamp`.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with every value given.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The distance in metres from `location` to this one, along the Earth's surface (altitudes ignored, as Core
    /// Location does).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        coordinate.glideDistance(to: location.coordinate)
    }

    /// The location itself: a location never changes.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@", coordinate.latitude, coordinate.longitude,
               horizontalAccuracy, speed, course, timestamp.description)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLLocation else { return false }
        return other === self || (other.coordinate == coordinate && other.altitude == altitude && other.timestamp == timestamp
                                  && other.horizontalAccuracy == horizontalAccuracy && other.verticalAccuracy == verticalAccuracy
                                  && other.course == course && other.speed == speed)
    }

    open override var hash: Int { coordinate.hashValue ^ timestamp.hashValue }
}

/// A place's name and address, as a geocoder describes it (`CLPlacemark`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The place's location.
    open private(set) var location: CLLocation?
    /// The place's name.
    open var name: String? { storedName }
    /// The street (“Melrose Place”).
    open private(set) var thoroughfare: String?
    /// The number in the street (“4”).
    open private(set) var subThoroughfare: String?
    /// The city.
    open private(set) var locality: String?
    /// The neighbourhood.
    open private(set) var subLocality: String?
    /// The state or province.
    open private(set) var administrativeArea: String?
    /// The county.
    open private(set) var subAdministrativeArea: String?
    /// The postal code.
    open private(set) var postalCode: String?
    /// The ISO country code (“CH”).
    open private(set) var isoCountryCode: String?
    /// The country's name.
    open private(set) var country: String?
    /// The body of water at the place.
    open private(set) var inlandWater: String?
    /// The ocean at the place.
    open private(set) var ocean: String?
    /// Points of interest near the place.
    open private(set) var areasOfInterest: [String]?
    /// The place's time zone.
    open private(set) var timeZone: TimeZone?

    private var storedName: String?

    /// A placemark with the same values as `placemark`.
    public init(placemark: CLPlacemark) {
        super.init()
        copyValues(from: placemark)
        storedName = placemark.storedName
    }

    /// A placemark at `location` with the address parts given (Glide's, for tests and ``CLGeocoder``'s answers).
    public init(location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
                locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
                subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                country: String? = nil) {
        self.location = location
        storedName = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        super.init()
    }

    private func copyValues(from other: CLPlacemark) {
        location = other.location
        thoroughfare = other.thoroughfare
        subThoroughfare = other.subThoroughfare
        locality = other.locality
        subLocality = other.subLocality
        administrativeArea = other.administrativeArea
        subAdministrativeArea = other.subAdministrativeArea
        postalCode = other.postalCode
        isoCountryCode = other.isoCountryCode
        country = other.country
        inlandWater = other.inlandWater
        ocean = other.ocean
        areasOfInterest = other.areasOfInterest
        timeZone = other.timeZone
    }
}
