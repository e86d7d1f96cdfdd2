import Foundation
import GlideCoreLocation

/// An object a map shows at a coordinate (`MKAnnotation`); its title and subtitle default to nil, as MapKit's optional
/// properties.
///
/// Glide differs: a map reads an annotation's ``coordinate`` when it adds the annotation and whenever its region or
/// size changes, not through key-value observing, so an annotation that moves shows its new place at the next change.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title.
    var title: String? { get }
    /// The callout's subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation with a title and subtitle (`MKShape`), the base of points, lines and circles.
open class MKShape: NSObject, MKAnnotation {
    /// The callout's title.
    open var title: String?
    /// The callout's subtitle.
    open var subtitle: String?
    /// Where the shape is (a point's coordinate, a line's or circle's centre).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

    /// A shape with no title.
    public override init() {
        super.init()
    }
}

/// An annotation at a coordinate that can be moved (`MKPointAnnotation`).
open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()

    /// Where the annotation is.
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }

    /// An annotation at (0, 0).
    public override init() {
        super.init()
    }

    /// An annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        point = coordinate
        super.init()
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// A placemark that is an annotation (`MKPlacemark`): a coordinate with an address.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where the place is.
    public let coordinate: CLLocationCoordinate2D

    /// A placemark at `coordinate` with no address.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark at `coordinate` with an address dictionary (its `Street`, `City`, `State`, `ZIP`, `Country`,
    /// `CountryCode` and `Name` keys are read).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        let address = addressDictionary ?? [:]
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: address["Name"] as? String, thoroughfare: address["Street"] as? String, locality: address["City"] as? String,
                   administrativeArea: address["State"] as? String, postalCode: address["ZIP"] as? String,
                   isoCountryCode: address["CountryCode"] as? String, country: address["Country"] as? String)
    }

    /// A placemark with `placemark`'s values, at its location.
    public override init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? CLLocationCoordinate2D()
        super.init(placemark: placemark)
    }

    /// The placemark's name, as the annotation's title.
    open var title: String? { name }
    /// No subtitle.
    open var subtitle: String? { nil }
}

/// A point of interest, to show or to open in Maps (`MKMapItem`).
///
/// Glide differs: there is no Maps app, so ``openInMaps(launchOptions:)`` opens nothing and returns false, and
/// ``forCurrentLocation()`` is an item with no location.
open class MKMapItem: NSObject {
    /// Where the item is.
    public let placemark: MKPlacemark
    /// The item's name.
    open var name: String?
    /// The item's phone number.
    open var phoneNumber: String?
    /// The item's web site.
    open var url: URL?
    /// The item's time zone.
    open var timeZone: TimeZone?
    /// Whether this is the device's location.
    open private(set) var isCurrentLocation = false

    /// An item at `placemark`, named by it.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        super.init()
    }

    /// The item of the device's location.
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        return item
    }

    /// Opens the item in Maps: nothing opens in Glide, and the answer is false.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens the items in Maps: nothing opens in Glide, and the answer is false.
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// The key of the directions mode in ``MKMapItem/openInMaps(launchOptions:)``'s options.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The default directions mode.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
/// The key of the map type.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The key of the map's centre.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The key of the map's span.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
/// The key of whether traffic shows.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"

/// The annotation of the device's location on a map (`MKUserLocation`).
///
/// Glide differs: no device is located; the location is what a test gave the map with
/// ``MKMapView/glideUpdateUserLocation(_:)``.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The device's location, nil until known.
    open internal(set) var location: CLLocation?
    /// Whether the map is locating the device (it shows the user's location).
    open internal(set) var isUpdating = false
    /// The callout's title: “My Location”, as MapKit's.
    open var title: String? = "My Location"
    /// The callout's subtitle.
    open var subtitle: String?
    /// Where the device is ((0, 0) until known).
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }

    public override init() {
        super.init()
    }
}
