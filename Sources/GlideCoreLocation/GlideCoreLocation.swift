// Core Location's face on Linux: what a file that says `import CoreLocation` sees (`glide port` writes
// `import GlideCoreLocation` for it), and what GlideMapKit re-exports, as MapKit re-exports Core Location on iOS.
// Transition and screen code uses Core Location for coordinates (`CLLocationCoordinate2D`), distances between
// locations (`CLLocation.distance(from:)`) and a location manager asked for permission and updates.
//
// Glide differs from Core Location deliberately: there is no GPS, no network and no system prompt. A location manager's
// authorization is `.notDetermined` until the app asks, then what the test set (``CLLocationManager/glideAuthorizationAnswer``),
// and it delivers a location only when a test feeds one (``CLLocationManager/glideDeliver(_:)``); a geocoder finds
// nothing (there is no network).
@_exported import Foundation
