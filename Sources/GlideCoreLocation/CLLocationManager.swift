import Foundation
import Synchronization

/// Whether the app may use the location services (`CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// The app may not (parental controls, say), and the user cannot change it.
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// The app may, at any time.
    case authorizedAlways = 3
    /// The app may while it is in use.
    case authorizedWhenInUse = 4

    /// `authorizedAlways` under its macOS name.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether locations are precise or approximate (`CLAccuracyAuthorization`, iOS 14).
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// What the app does with the locations, for power management (`CLActivityType`).
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// What a location manager tells its delegate (`CLLocationManagerDelegate`). Every method has a default that does
/// nothing, as Core Location's optional methods do.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, the latest last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization changed (deprecated in iOS 14, still called).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// The app's authorization changed (iOS 14): read ``CLLocationManager/authorizationStatus``.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Updates paused automatically.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Updates resumed.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}

/// Asks for permission to use the location services and delivers locations (`CLLocationManager`).
///
/// Glide differs from Core Location: there is no GPS and no prompt, so nothing happens unless a test makes it happen.
/// The app's authorization is ``CLAuthorizationStatus/notDetermined`` until a manager asks
/// (``requestWhenInUseAuthorization()``, ``requestAlwaysAuthorization()``); the request is answered at once with
/// ``glideAuthorizationAnswer`` (nil, the default: what was asked is granted), and the manager that asked tells its
/// delegate (`locationManagerDidChangeAuthorization(_:)`, then `locationManager(_:didChangeAuthorization:)`) inside the
/// call, not on a later turn of the run loop; other managers are not told. A manager delivers a location only when a
/// test feeds one with ``glideDeliver(_:)``, and only while it is updating (``startUpdatingLocation()``, or once after
/// ``requestLocation()``) with the app authorized. The authorization is the app's, shared by every manager: a test that
/// changes it calls ``glideReset()`` first. A manager is told nothing when it is made (iOS tells a new manager's delegate
/// the authorization on the next turn). Headings and region monitoring are not there.
open class CLLocationManager: NSObject {
    /// The app's authorization and what a request is answered with, shared by every manager as on iOS.
    private struct Authorization {
        var status: CLAuthorizationStatus = .notDetermined
        var answer: CLAuthorizationStatus?
        var servicesEnabled = true
    }
    private static let authorization = Mutex(Authorization())

    /// The object told of locations and authorization changes.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for (kept; Glide delivers what the test feeds): `kCLLocationAccuracyBest` by default.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// How far, in metres, the device must move before a new location is delivered: `kCLDistanceFilterNone` by default.
    /// Glide applies it to what ``glideDeliver(_:)`` feeds.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the app does with the locations (kept).
    open var activityType: CLActivityType = .other
    /// Whether updates may pause on their own (kept; Glide never pauses them).
    open var pausesLocationUpdatesAutomatically = true
    /// Whether updates go on in the background (kept).
    open var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows background use (kept).
    open var showsBackgroundLocationIndicator = false
    /// The last location delivered, nil before any.
    open private(set) var location: CLLocation?
    /// Whether the manager is updating (between ``startUpdatingLocation()`` and ``stopUpdatingLocation()``). Glide-only.
    public private(set) var glideIsUpdatingLocation = false
    /// Whether a one-time location (``requestLocation()``) is awaited. Glide-only.
    public private(set) var glideIsRequestingLocation = false

    /// A manager with no delegate.
    public override init() {
        super.init()
    }

    // MARK: Authorization

    /// The app's authorization (iOS 14).
    open var authorizationStatus: CLAuthorizationStatus { Self.authorization.withLock { $0.status } }

    /// The app's authorization (the class method iOS 14 deprecated).
    open class func authorizationStatus() -> CLAuthorizationStatus { authorization.withLock { $0.status } }

    /// Whether locations are precise: always `.fullAccuracy` in Glide.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Whether the device's location services are on: true unless a test set ``glideLocationServicesEnabled`` false.
    open class func locationServicesEnabled() -> Bool { authorization.withLock { $0.servicesEnabled } }

    /// Whether the device can report headings: false in Glide.
    open class func headingAvailable() -> Bool { false }

    /// Whether significant-change monitoring exists: false in Glide.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// Asks for permission to use locations while the app is in use; answered at once when the app has not been asked
    /// (see the type's notes), else nothing happens, as on iOS.
    open func requestWhenInUseAuthorization() {
        request(.authorizedWhenInUse)
    }

    /// Asks for permission to use locations at any time; answered at once when the app has not been asked, or when it
    /// may use them in use only (iOS 13's upgrade), else nothing happens.
    open func requestAlwaysAuthorization() {
        request(.authorizedAlways)
    }

    private func request(_ asked: CLAuthorizationStatus) {
        let changed: CLAuthorizationStatus? = Self.authorization.withLock { state in
            let upgrade = asked == .authorizedAlways && state.status == .authorizedWhenInUse
            guard state.status == .notDetermined || upgrade else { return nil }
            let granted = state.answer ?? asked
            if upgrade, granted != .authorizedAlways { return nil }
            guard granted != state.status else { return nil }
            state.status = granted
            return granted
        }
        guard let changed else { return }
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: changed)
    }

    /// What a request for authorization is answered with: nil (the default) grants what was asked; `.denied` or
    /// `.restricted` refuses; `.notDetermined` leaves the app unasked (the user closed the prompt). Glide-only.
    public static var glideAuthorizationAnswer: CLAuthorizationStatus? {
        get { authorization.withLock { $0.answer } }
        set { authorization.withLock { $0.answer = newValue } }
    }

    /// Whether ``locationServicesEnabled()`` says the device's location services are on (true unless set). Glide-only.
    public static var glideLocationServicesEnabled: Bool {
        get { authorization.withLock { $0.servicesEnabled } }
        set { authorization.withLock { $0.servicesEnabled = newValue } }
    }

    /// Sets the app's authorization as if the user had changed it in Settings, telling this manager's delegate when it
    /// changed. Glide-only.
    public func glideSetAuthorizationStatus(_ status: CLAuthorizationStatus) {
        let old = Self.authorization.withLock { state in
            defer { state.status = status }
            return state.status
        }
        guard old != status else { return }
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: status)
    }

    /// The app as never asked: `.notDetermined`, requests granted as asked, location services on. Glide-only.
    public static func glideReset() {
        authorization.withLock { $0 = Authorization() }
    }

    // MARK: Locations

    /// Starts delivering locations (those a test feeds with ``glideDeliver(_:)``).
    open func startUpdatingLocation() { glideIsUpdatingLocation = true }

    /// Stops delivering locations.
    open func stopUpdatingLocation() { glideIsUpdatingLocation = false }

    /// Asks for one location: the next one a test feeds is delivered, then the request ends.
    open func requestLocation() { glideIsRequestingLocation = true }

    /// Starts significant-change updates (as ``startUpdatingLocation()`` in Glide).
    open func startMonitoringSignificantLocationChanges() { glideIsUpdatingLocation = true }

    /// Stops significant-change updates (as ``stopUpdatingLocation()`` in Glide).
    open func stopMonitoringSignificantLocationChanges() { glideIsUpdatingLocation = false }

    /// Starts heading updates: none come in Glide.
    open func startUpdatingHeading() {}

    /// Stops heading updates.
    open func stopUpdatingHeading() {}

    /// Feeds `locations` (the latest last) as the device's: while the manager is updating (or a one-time request waits)
    /// and the app is authorized, those that pass ``distanceFilter`` become ``location`` and go to the delegate's
    /// `locationManager(_:didUpdateLocations:)`, at once. Returns whether any was delivered. Glide-only.
    @discardableResult
    public func glideDeliver(_ locations: [CLLocation]) -> Bool {
        let status = authorizationStatus
        guard glideIsUpdatingLocation || glideIsRequestingLocation,
              status == .authorizedAlways || status == .authorizedWhenInUse else { return false }
        var passed: [CLLocation] = []
        var last = location
        for candidate in locations {
            if let last, distanceFilter > 0, candidate.distance(from: last) < distanceFilter { continue }
            passed.append(candidate)
            last = candidate
        }
        guard !passed.isEmpty else { return false }
        location = passed.last
        glideIsRequestingLocation = false
        delegate?.locationManager(self, didUpdateLocations: passed)
        return true
    }

    /// Feeds one location (see ``glideDeliver(_:)-([CLLocation])``). Glide-only.
    @discardableResult
    public func glideDeliver(_ location: CLLocation) -> Bool { glideDeliver([location]) }

    /// Reports `error` to the delegate as the device's failure to locate (`locationManager(_:didFailWithError:)`);
    /// a one-time request ends. Glide-only.
    public func glideFail(_ error: any Error = CLError(.locationUnknown)) {
        glideIsRequestingLocation = false
        delegate?.locationManager(self, didFailWithError: error)
    }
}

/// Turns addresses into placemarks and back (`CLGeocoder`).
///
/// Glide differs: there is no network, so a geocoder finds nothing: every request completes at once, inside the call,
/// with no placemark and `CLError(.geocodeFoundNoResult)` (iOS completes on the main queue later).
open class CLGeocoder: NSObject {
    /// A completion handler: the placemarks found, or an error.
    public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

    /// Whether a request is under way: never in Glide, which answers at once.
    open var isGeocoding: Bool { false }

    /// A geocoder.
    public override init() {
        super.init()
    }

    /// The placemarks at `location`: none in Glide.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.geocodeFoundNoResult))
    }

    /// The placemarks at `location`, named in `locale`'s language: none in Glide.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.geocodeFoundNoResult))
    }

    /// The placemarks an address names: none in Glide.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.geocodeFoundNoResult))
    }

    /// Cancels a request under way: there is none in Glide.
    open func cancelGeocode() {}
}
