import GlideMapKit
import Testing

/// What a map view's delegate heard, in order.
@MainActor
final class MapLog: NSObject, MKMapViewDelegate {
    var events: [String] = []
    /// The views the delegate made, by annotation title.
    var made: [String: MKAnnotationView] = [:]
    var reuse = true

    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { events.append("will \(animated)") }
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { events.append("did \(animated)") }
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) { events.append("moved") }

    // The delegate method as apps write it: dequeue, else make, then set the annotation.
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        guard annotation is MKPointAnnotation else { return nil }
        let identifier = "spot"
        var view = reuse ? mapView.dequeueReusableAnnotationView(withIdentifier: identifier) : nil
        if view == nil {
            view = MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
            events.append("made \(annotation.title.flatMap { $0 } ?? "?")")
        } else {
            view?.annotation = annotation
            events.append("reused for \(annotation.title.flatMap { $0 } ?? "?")")
        }
        view?.bounds.size = CGSize(width: 20, height: 20)
        made[annotation.title.flatMap { $0 } ?? "?"] = view
        return view
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
        events.append("added \(views.map { $0.annotation?.title.flatMap { $0 } ?? "?" }.joined(separator: ","))")
    }
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { events.append("select \(view.annotation?.title.flatMap { $0 } ?? "?")") }
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { events.append("deselect \(view.annotation?.title.flatMap { $0 } ?? "?")") }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        if let line = overlay as? MKPolyline {
            let renderer = MKPolylineRenderer(polyline: line)
            renderer.strokeColor = .blue
            renderer.lineWidth = 4
            return renderer
        }
        return MKCircleRenderer(overlay: overlay)
    }
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) { events.append("renderers \(renderers.count)") }
}

let bern = CLLocationCoordinate2DMake(46.9479446, 7.4506844)

@MainActor
@Suite struct MKMapViewRegionTests {
    @Test("a region is fitted to the view: same centre, the span asked for in the limiting direction, the other grown to the aspect")
    func regionIsFitted() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        // U03's region: 1900 m north–south, no east–west extent.
        map.setRegion(MKCoordinateRegion(center: bern, latitudinalMeters: 1900, longitudinalMeters: 0), animated: false)
        let region = map.region
        #expect(abs(region.center.latitude - bern.latitude) < 1e-6 && abs(region.center.longitude - bern.longitude) < 1e-6)
        #expect(abs(region.span.latitudeDelta - 1900 / 111_319.49) / region.span.latitudeDelta < 0.001, "\(region.span)")
        // Half as wide as tall on screen, and a longitude degree is shorter by cos(latitude).
        let expectedLongitude = region.span.latitudeDelta / 2 / cos(bern.latitude * .pi / 180)
        #expect(abs(region.span.longitudeDelta - expectedLongitude) / expectedLongitude < 0.01, "\(region.span)")
        #expect(map.regionThatFits(map.region).span.latitudeDelta - region.span.latitudeDelta < 1e-9)
        #expect(abs(map.centerCoordinate.latitude - bern.latitude) < 1e-6)
    }

    @Test("the camera follows the region (altitude = north–south metres × 1.866), and a camera set gives the region back")
    func regionAndCamera() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        map.region = MKCoordinateRegion(center: bern, latitudinalMeters: 1000, longitudinalMeters: 1000)
        let camera = map.camera
        #expect(abs(camera.altitude - 1000 * 1.8660254) < 1, "\(camera.altitude)")
        #expect(camera.altitude < 100_000, "U03 animates below 100 km")
        #expect(abs(camera.centerCoordinate.latitude - bern.latitude) < 1e-6)

        // The camera is a copy: changing it changes nothing until it is set back.
        camera.altitude *= 2
        camera.heading = 30
        #expect(map.camera.altitude < camera.altitude)
        map.camera = camera
        #expect(abs(map.camera.altitude - 2000 * 1.8660254) < 2, "\(map.camera.altitude)")
        #expect(map.camera.heading == 30)
        #expect(abs(map.region.span.latitudeDelta - 2000 / 111_319.49) < 1e-4, "\(map.region.span)")

        let far = MKMapCamera(lookingAtCenter: CLLocationCoordinate2D(latitude: 0, longitude: 0), fromDistance: 2_000_000, pitch: 0, heading: 0)
        map.setCamera(far, animated: false)
        #expect(abs(map.camera.altitude - 2_000_000) < 100 && abs(map.centerCoordinate.longitude) < 1e-9)
    }

    @Test("a region set before the view has a size is kept as asked, then fitted when the view is sized")
    func regionBeforeASize() {
        let map = MKMapView()
        let asked = MKCoordinateRegion(center: bern, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.01))
        map.setRegion(asked, animated: true)
        #expect(map.region == asked)
        #expect(abs(map.camera.altitude - 0.02 * 111_319.49 * 1.8660254) < 1)
        map.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(abs(map.region.span.latitudeDelta - 0.02) < 1e-4 && map.region.span.longitudeDelta > 0.02, "\(map.region)")
    }

    @Test("an animated change runs 0.3 s on Glide's clock: will, moved each frame, did at the end; the region is on its way between")
    func animatedChange() {
        let clock = ManualClock()
        let log = MapLog()
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        map.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 46, longitude: 7), latitudinalMeters: 10_000, longitudinalMeters: 10_000)
        map.delegate = log
        clock.withCurrent { map.setCenter(CLLocationCoordinate2D(latitude: 47, longitude: 8), animated: true) }
        #expect(log.events == ["will true"])
        #expect(map.glideIsAnimatingRegion)
        clock.advance(by: 0.15)
        let halfway = map.centerCoordinate
        #expect(halfway.latitude > 46.2 && halfway.latitude < 46.8, "\(halfway)")
        clock.advance(by: 0.2)
        #expect(!map.glideIsAnimatingRegion)
        #expect(abs(map.centerCoordinate.latitude - 47) < 1e-9 && abs(map.centerCoordinate.longitude - 8) < 1e-9)
        #expect(log.events.first == "will true" && log.events.last == "did true")
        #expect(log.events.filter { $0 == "moved" }.count == 36, "120 frames a second for 0.3 s")

        // Without animation: at once.
        log.events = []
        map.setRegion(MKCoordinateRegion(center: bern, latitudinalMeters: 500, longitudinalMeters: 500), animated: false)
        #expect(log.events == ["will false", "moved", "did false"])
    }

    @Test("convert: a coordinate to a point and back, the centre at the view's centre, north up, through another view")
    func convertRoundTrips() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let map = MKMapView(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
        window.addSubview(map)
        map.region = MKCoordinateRegion(center: bern, latitudinalMeters: 2000, longitudinalMeters: 2000)
        let centre = map.convert(bern, toPointTo: map)
        #expect(abs(centre.x - 150) < 1e-6 && abs(centre.y - 150) < 1e-6)
        #expect(abs(map.convert(bern, toPointTo: window).x - 200) < 1e-6)
        let north = map.convert(CLLocationCoordinate2D(latitude: bern.latitude + 0.001, longitude: bern.longitude), toPointTo: map)
        #expect(north.y < 150 && abs(north.x - 150) < 1e-6)
        let east = map.convert(CLLocationCoordinate2D(latitude: bern.latitude, longitude: bern.longitude + 0.001), toPointTo: map)
        #expect(east.x > 150)
        for point in [CGPoint(x: 60, y: 120), CGPoint(x: 345, y: 390), CGPoint(x: 200, y: 250)] {
            let coordinate = map.convert(point, toCoordinateFrom: window)
            let back = map.convert(coordinate, toPointTo: window)
            #expect(abs(back.x - point.x) < 1e-6 && abs(back.y - point.y) < 1e-6, "\(point) → \(coordinate) → \(back)")
        }
        // The view's corners span the region.
        let rect = map.convert(map.region, toRectTo: map)
        #expect(abs(rect.width - 300) < 0.5 && abs(rect.height - 300) < 0.5, "\(rect)")
        let region = map.convert(map.bounds, toRegionFrom: map)
        #expect(abs(region.span.latitudeDelta - map.region.span.latitudeDelta) < 1e-9)
    }

    @Test("MapKit's geometry: Mercator points and back, distances, regions by metres")
    func geometry() {
        let point = MKMapPoint(bern)
        #expect(abs(point.coordinate.latitude - bern.latitude) < 1e-9 && abs(point.coordinate.longitude - bern.longitude) < 1e-9)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)) == MKMapPoint(x: 134_217_728, y: 134_217_728))
        let zurich = CLLocation(latitude: 47.3769, longitude: 8.5417)
        let distance = CLLocation(latitude: bern.latitude, longitude: bern.longitude).distance(from: zurich)
        #expect(abs(distance - 95_500) < 1_500, "Bern to Zürich is about 95.5 km: \(distance)")
        #expect(abs(MKMetersBetweenMapPoints(point, MKMapPoint(zurich.coordinate)) - distance) < 1e-6)
        let region = MKCoordinateRegionMakeWithDistance(CLLocationCoordinate2D(latitude: 60, longitude: 0), 1000, 1000)
        #expect(abs(region.span.longitudeDelta - 2 * region.span.latitudeDelta) < 1e-9, "a longitude degree is half as long at 60°")
        #expect(CLLocationCoordinate2DIsValid(bern) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }
}
