import GlideMapKit
import Testing

/// An annotation class as apps write one (U07's `SpotAnnotation`).
final class SpotAnnotation: NSObject, MKAnnotation {
    var title: String?
    var subtitle: String?
    var coordinate: CLLocationCoordinate2D

    init(coordinate: CLLocationCoordinate2D, title: String) {
        self.coordinate = coordinate
        self.title = title
    }
}

/// An annotation view subclass as apps register it by class.
final class BadgeView: MKAnnotationView {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

@MainActor
@Suite struct MKMapViewAnnotationTests {
    /// A 300-point square map around Bern, about 1 km across.
    func makeMap(_ log: MapLog? = nil) -> MKMapView {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        map.region = MKCoordinateRegion(center: bern, latitudinalMeters: 1000, longitudinalMeters: 1000)
        map.delegate = log
        return map
    }

    func point(_ title: String, north: Double = 0, east: Double = 0) -> MKPointAnnotation {
        MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: bern.latitude + north, longitude: bern.longitude + east),
                          title: title, subtitle: nil)
    }

    @Test("annotations are added once, in order; those in the region get the delegate's views, placed at their points; removing takes the view away")
    func addAndRemove() {
        let log = MapLog()
        let map = makeMap(log)
        let a = point("a"), b = point("b", north: 0.002), far = point("far", north: 1)
        map.addAnnotation(a)
        map.addAnnotations([b, far, a])
        #expect(map.annotations.count == 3 && map.annotations[0] === a && map.annotations[2] === far)
        #expect(log.events == ["made a", "added a", "made b", "added b"])
        let viewA = map.view(for: a)
        #expect(viewA === log.made["a"] && viewA?.superview === map && viewA?.annotation === a)
        #expect(map.view(for: far) == nil, "outside the region: no view")
        #expect(abs(viewA!.center.x - 150) < 1e-6 && abs(viewA!.center.y - 150) < 1e-6)
        #expect(map.view(for: b)!.center.y < 150, "north is up")
        viewA!.centerOffset = CGPoint(x: 0, y: -10)
        #expect(abs(viewA!.center.y - 140) < 1e-6)
        #expect(map.annotations(in: map.visibleMapRect).count == 2)

        map.removeAnnotation(a)
        #expect(map.annotations.count == 2 && viewA?.superview == nil && map.view(for: a) == nil)
        map.removeAnnotations(map.annotations)
        #expect(map.annotations.isEmpty && map.subviews.isEmpty)
    }

    @Test("select and deselect: one at a time, the view set selected, the delegate told; a removed annotation is deselected first")
    func selection() {
        let log = MapLog()
        let map = makeMap(log)
        let a = point("a"), b = point("b", east: 0.001), far = point("far", north: 1)
        map.addAnnotations([a, b, far])
        log.events = []
        map.selectAnnotation(a, animated: true)
        #expect(log.events == ["select a"] && map.selectedAnnotations.count == 1 && map.view(for: a)?.isSelected == true)
        map.selectAnnotation(b, animated: false)
        #expect(log.events == ["select a", "deselect a", "select b"])
        #expect(map.view(for: a)?.isSelected == false && map.selectedAnnotations.first === b)
        // An annotation outside the region gets its view to be selected, and keeps it while selected.
        map.selectAnnotation(far, animated: false)
        #expect(map.view(for: far) != nil && log.events.suffix(4) == ["deselect b", "made far", "added far", "select far"])
        map.deselectAnnotation(far, animated: false)
        #expect(map.view(for: far) == nil && map.selectedAnnotations.isEmpty && log.events.last == "deselect far")
        map.selectedAnnotations = [a]
        map.removeAnnotation(a)
        #expect(log.events.suffix(2) == ["select a", "deselect a"] && map.selectedAnnotations.isEmpty)
        // Not on the map: nothing happens.
        let count = log.events.count
        map.selectAnnotation(point("stranger"), animated: false)
        #expect(log.events.count == count)
    }

    @Test("a view whose annotation leaves the region goes to the reuse queue and is dequeued for the next; a removed one too")
    func dequeueAndReuse() {
        let log = MapLog()
        let map = makeMap(log)
        let here = point("here"), there = point("there", north: 1)
        map.addAnnotations([here, there])
        let first = map.view(for: here)
        #expect(log.events.filter { $0.hasPrefix("made") } == ["made here"])
        map.setCenter(there.coordinate, animated: false)
        #expect(map.view(for: here) == nil && first?.superview === map)
        #expect(log.events.contains("reused for there") && map.view(for: there) === first && first?.annotation === there)
        #expect(first?.isSelected == false)
        map.removeAnnotation(there)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "spot") === first)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "spot") == nil)
    }

    @Test("registered classes: by value (made through init?(coder:)) or with an initializer; dequeue(for:) sets the annotation and prepares a reused view")
    func registeredClasses() {
        let map = makeMap()
        let a = point("a")
        map.register(BadgeView.self, forAnnotationViewWithReuseIdentifier: "badge")
        let badge = map.dequeueReusableAnnotationView(withIdentifier: "badge", for: a)
        #expect(badge is BadgeView && badge.reuseIdentifier == "badge" && badge.annotation === a)
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "marker")
        let marker = map.dequeueReusableAnnotationView(withIdentifier: "marker", for: a)
        #expect(type(of: marker) == MKMarkerAnnotationView.self && marker.reuseIdentifier == "marker")
        map.register(BadgeView.self, forAnnotationViewWithReuseIdentifier: "made", initializer: BadgeView.init(annotation:reuseIdentifier:))
        let made = map.dequeueReusableAnnotationView(withIdentifier: "made", for: a)
        #expect(made is BadgeView && made.reuseIdentifier == "made")

        // With no delegate, the map makes markers (MapKit's default) and reuses them.
        map.addAnnotation(a)
        let shown = map.view(for: a)
        #expect(shown is MKMarkerAnnotationView && shown?.reuseIdentifier == MKMapViewDefaultAnnotationViewReuseIdentifier)
        map.removeAnnotation(a)
        let b = point("b")
        map.addAnnotation(b)
        #expect(map.view(for: b) === shown)

        // A reused BadgeView is prepared.
        let reusable = BadgeView(annotation: a, reuseIdentifier: "badge")
        map.delegate = nil
        let holder = point("holder")
        final class Giver: NSObject, MKMapViewDelegate {
            let view: MKAnnotationView
            init(_ view: MKAnnotationView) { self.view = view }
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { view }
        }
        let giver = Giver(reusable)
        map.delegate = giver
        map.addAnnotation(holder)
        map.removeAnnotation(holder)
        let again = map.dequeueReusableAnnotationView(withIdentifier: "badge", for: a) as? BadgeView
        #expect(again === reusable && reusable.prepared == 1)
    }

    @Test("a tap on an annotation view selects it; a tap on the map deselects")
    func taps() {
        let log = MapLog()
        let map = makeMap(log)
        let a = point("a")
        map.addAnnotation(a)
        let view = map.view(for: a)!
        view.touchesEnded([], with: nil)
        #expect(map.selectedAnnotations.first === a && log.events.last == "select a")
        map.touchesEnded([], with: nil)
        #expect(map.selectedAnnotations.isEmpty && log.events.last == "deselect a")
    }

    @Test("overlays keep the delegate's renderers, by level; removing drops them")
    func overlays() {
        let log = MapLog()
        let map = makeMap(log)
        let coordinates = [bern, CLLocationCoordinate2D(latitude: bern.latitude + 0.01, longitude: bern.longitude)]
        let line = MKPolyline(coordinates: coordinates, count: coordinates.count)
        let circle = MKCircle(center: bern, radius: 100)
        map.addOverlay(circle, level: .aboveLabels)
        map.addOverlay(line)
        #expect(map.overlays.count == 2 && map.overlays[0] === line && map.overlays[1] === circle)
        #expect(log.events == ["renderers 1", "renderers 1"])
        let renderer = map.renderer(for: line) as? MKPolylineRenderer
        #expect(renderer?.lineWidth == 4 && renderer?.polyline === line)
        #expect(map.renderer(for: circle) is MKCircleRenderer)
        #expect(line.pointCount == 2 && abs(line.coordinates[1].latitude - coordinates[1].latitude) < 1e-9)
        #expect(circle.boundingMapRect.contains(MKMapPoint(bern)))
        map.removeOverlays(map.overlays)
        #expect(map.overlays.isEmpty && map.renderer(for: line) == nil)
    }

    @Test("the user's location: shown only when asked and given; following centres the map on it")
    func userLocation() {
        let map = makeMap()
        let zurich = CLLocation(latitude: 47.3769, longitude: 8.5417)
        map.glideUpdateUserLocation(zurich)
        #expect(map.userLocation.location == nil, "not shown: not located")
        map.showsUserLocation = true
        map.glideUpdateUserLocation(zurich)
        #expect(map.userLocation.location === zurich && map.annotations.contains { $0 === map.userLocation })
        #expect(!map.isUserLocationVisible)
        map.setUserTrackingMode(.follow, animated: false)
        #expect(abs(map.centerCoordinate.latitude - zurich.coordinate.latitude) < 1e-9 && map.isUserLocationVisible)
        map.showsUserLocation = false
        #expect(!map.annotations.contains { $0 === map.userLocation })
    }

    @Test("showAnnotations fits every annotation in the view")
    func showAnnotations() {
        let map = makeMap()
        let spots = [point("a", north: 0.5, east: 0.5), point("b", north: -0.3, east: -0.2), point("c", north: 0.1)]
        map.addAnnotations(spots)
        map.showAnnotations(spots, animated: false)
        for spot in spots {
            let p = map.convert(spot.coordinate, toPointTo: map)
            #expect(map.bounds.contains(p), "\(spot.title ?? "") at \(p)")
            #expect(map.view(for: spot) != nil)
        }
    }
}
