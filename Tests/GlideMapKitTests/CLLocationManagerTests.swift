import GlideCoreLocation
import Synchronization
import Testing

/// A location manager's delegate as apps write one: it asks again when the authorization changes, and keeps the latest
/// location.
final class LocationLog: NSObject, CLLocationManagerDelegate {
    var events: [String] = []
    var latest: CLLocationCoordinate2D?

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        latest = locations.last?.coordinate
        events.append("locations \(locations.count)")
    }
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        events.append("status \(status.rawValue)")
    }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        events.append("changed \(manager.authorizationStatus.rawValue)")
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        events.append("failed \((error as? CLError)?.code.rawValue ?? -1)")
    }
}

/// The authorization is the app's, shared by every manager: these tests run one at a time, each from a reset.
@Suite(.serialized) struct CLLocationManagerTests {
    @Test("not determined until asked; a request is granted as asked (or as the test answers), once, and the delegate hears it")
    func authorization() {
        CLLocationManager.glideReset()
        defer { CLLocationManager.glideReset() }
        let manager = CLLocationManager()
        let log = LocationLog()
        manager.delegate = log
        #expect(manager.authorizationStatus == .notDetermined && CLLocationManager.authorizationStatus() == .notDetermined)
        #expect(log.events.isEmpty)
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        #expect(log.events == ["changed 4", "status 4"])
        // Asked already: nothing happens.
        manager.requestWhenInUseAuthorization()
        #expect(log.events.count == 2)
        // iOS 13's upgrade to always.
        manager.requestAlwaysAuthorization()
        #expect(CLLocationManager.authorizationStatus() == .authorizedAlways && log.events.suffix(2) == ["changed 3", "status 3"])

        CLLocationManager.glideReset()
        CLLocationManager.glideAuthorizationAnswer = .denied
        let other = CLLocationManager()
        let otherLog = LocationLog()
        other.delegate = otherLog
        other.requestAlwaysAuthorization()
        #expect(other.authorizationStatus == .denied && otherLog.events == ["changed 2", "status 2"])
        other.glideSetAuthorizationStatus(.authorizedWhenInUse)
        #expect(other.authorizationStatus == .authorizedWhenInUse && otherLog.events.last == "status 4")
        #expect(CLLocationManager.locationServicesEnabled())
        CLLocationManager.glideLocationServicesEnabled = false
        #expect(!CLLocationManager.locationServicesEnabled())
    }

    @Test("no location unless a test feeds one, and then only while updating and authorized; the distance filter applies")
    func delivery() {
        CLLocationManager.glideReset()
        defer { CLLocationManager.glideReset() }
        let manager = CLLocationManager()
        let log = LocationLog()
        manager.delegate = log
        manager.desiredAccuracy = kCLLocationAccuracyBest
        #expect(manager.location == nil)
        let bern = CLLocation(latitude: 46.9479446, longitude: 7.4506844)
        manager.startUpdatingLocation()
        #expect(!manager.glideDeliver(bern), "not authorized")
        manager.requestWhenInUseAuthorization()
        log.events = []
        #expect(manager.glideDeliver(bern))
        #expect(manager.location === bern && log.latest == bern.coordinate && log.events == ["locations 1"])
        manager.distanceFilter = 50
        let near = CLLocation(latitude: 46.9480, longitude: 7.4507)
        let far = CLLocation(latitude: 46.9579, longitude: 7.4506844)
        #expect(manager.glideDeliver([near, far]))
        #expect(manager.location === far && log.events.last == "locations 1", "the near one was filtered out")
        manager.stopUpdatingLocation()
        #expect(!manager.glideDeliver(bern) && manager.location === far)
        // A one-time request takes one delivery.
        manager.requestLocation()
        #expect(manager.glideDeliver(bern) && !manager.glideDeliver(far))
        manager.requestLocation()
        manager.glideFail()
        #expect(log.events.last == "failed 0" && !manager.glideIsRequestingLocation)
    }

    @Test("locations: distance along the surface, defaults of the plain initializer, Core Location's error")
    func locations() {
        let a = CLLocation(latitude: 0, longitude: 0)
        let b = CLLocation(latitude: 0, longitude: 1)
        #expect(abs(a.distance(from: b) - 111_195) < 10, "\(a.distance(from: b))")
        #expect(a.altitude == 0 && a.speed < 0 && a.course < 0 && a.horizontalAccuracy == 0)
        let timed = CLLocation(coordinate: a.coordinate, altitude: 540, horizontalAccuracy: 5, verticalAccuracy: 3, timestamp: Date(timeIntervalSince1970: 0))
        #expect(timed.altitude == 540 && timed.timestamp == Date(timeIntervalSince1970: 0))
        let error: Error = CLError(.denied)
        #expect((error as NSError).domain == kCLErrorDomain && (error as NSError).code == 1)
        var answered = false
        CLGeocoder().reverseGeocodeLocation(a) { placemarks, error in
            answered = placemarks == nil && (error as? CLError)?.code == .geocodeFoundNoResult
        }
        #expect(answered)
    }
}
