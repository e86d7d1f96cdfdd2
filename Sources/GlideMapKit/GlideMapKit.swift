// MapKit's face on Linux: what a file that says `import MapKit` sees (`glide port` writes `import GlideMapKit` for it).
// As Apple's framework does, it re-exports Core Location (GlideCoreLocation: coordinates, locations, the location
// manager) and UIKit (GlideUIKit), so a file that imports MapKit alone still sees `UIView`.
//
// Real transition and screen code uses MapKit for a map view in a screen (a region to show, a few annotations with
// their views, an overlay or two) that a transition animates like any other view. GlideMapKit keeps that code building
// and running: the map view keeps its region and camera consistent, converts between coordinates and points, makes,
// selects and reuses annotation views through its delegate, and keeps overlays with their renderers.
//
// Glide differs from MapKit deliberately: nothing is fetched and no map is drawn (no tiles, no labels, no network): a
// map view shows its background and its annotation views only. See ``MKMapView``.
@_exported import GlideCoreLocation
@_exported import GlideUIKit
