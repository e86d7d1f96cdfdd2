import Foundation
import GlideTestSupport
import Testing

/// What `glide port` writes for a map screen (the twenty-second sample's U03 `MapViewController`, the nineteenth's U07
/// annotations, location manager and map delegate), type-checked in Swift 5 mode as users' modules are built: it must
/// build against GlideMapKit with no error and no warning.
@Suite struct PortedMapSwift5Tests {
    static let screen = """
        import Foundation
        import GlideUIKit
        import GlideMapKit
        import GlideCoreLocation

        extension MKMapView {
            func resetToDemoView() {
                let animated = self.camera.altitude < 100000
                let bernCoords = CLLocationCoordinate2DMake(46.9479446, 7.4506844)
                let aspect = self.bounds.width > 0 ? Double(self.bounds.height / self.bounds.width) : 1
                let region = MKCoordinateRegion.init(center: bernCoords, latitudinalMeters: 1900 * aspect, longitudinalMeters: 0)
                self.setRegion(region, animated: animated)
            }
        }

        class SpotAnnotation: NSObject, MKAnnotation {
            var title: String?
            var subtitle: String?
            var coordinate: CLLocationCoordinate2D
            init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
        }

        class MapViewController: UIViewController {
            var mapView: MKMapView!
            let locationManager = CLLocationManager()
            let regionInMeters: Double = 1000

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView.delegate = self
                mapView.resetToDemoView()
                locationManager.delegate = self
                locationManager.desiredAccuracy = kCLLocationAccuracyBest
                if CLLocationManager.locationServicesEnabled() { checkLocationAuthorization() }
            }

            func display(_ coordinates: [CLLocationCoordinate2D]) {
                let annotations = coordinates.map { SpotAnnotation(coordinate: $0) }
                mapView.removeAnnotations(mapView.annotations)
                mapView.addAnnotations(annotations)
                let point = MKPointAnnotation()
                point.coordinate = coordinates.first ?? CLLocationCoordinate2D()
                mapView.addAnnotation(point)
                mapView.showAnnotations(mapView.annotations, animated: true)
                let distance = CLLocation(latitude: 1, longitude: 2).distance(from: CLLocation(latitude: 2, longitude: 3))
                print(distance, mapView.convert(mapView.centerCoordinate, toPointTo: view))
            }

            func checkLocationAuthorization() {
                switch CLLocationManager.authorizationStatus() {
                case .authorizedWhenInUse:
                    mapView.showsUserLocation = true
                    if let location = locationManager.location?.coordinate {
                        mapView.setRegion(MKCoordinateRegion.init(center: location, latitudinalMeters: regionInMeters, longitudinalMeters: regionInMeters), animated: true)
                    }
                    locationManager.startUpdatingLocation()
                case .denied, .restricted: break
                case .notDetermined: locationManager.requestWhenInUseAuthorization()
                case .authorizedAlways: break
                @unknown default: fatalError()
                }
            }
        }

        extension MapViewController: CLLocationManagerDelegate {
            func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                guard let location = locations.last else { return }
                mapView.setCenter(location.coordinate, animated: true)
            }
            func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
                checkLocationAuthorization()
            }
        }

        extension MapViewController: MKMapViewDelegate {
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                guard annotation is SpotAnnotation else { return nil }
                let identifier = "SpotAnnotation"
                var annotationView = mapView.dequeueReusableAnnotationView(withIdentifier: identifier)
                if annotationView == nil {
                    annotationView = MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
                } else {
                    annotationView?.annotation = annotation
                }
                annotationView?.image = UIImage(named: "pin")
                annotationView?.centerOffset = CGPoint(x: 0, y: -10)
                annotationView?.canShowCallout = false
                return annotationView
            }

            func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
                if let annotation = view.annotation as? SpotAnnotation {
                    mapView.deselectAnnotation(annotation, animated: true)
                }
            }

            func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                let renderer = MKPolylineRenderer(overlay: overlay)
                renderer.strokeColor = .systemBlue
                renderer.lineWidth = 3
                return renderer
            }
        }
        """

    @Test("a ported map screen builds in Swift 5 mode against GlideMapKit, with no warning")
    func portedScreenBuilds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-mapkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("MapViewController.swift")
        try Self.screen.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck([file], swiftVersion: "5", moduleName: "Spots", requiredModule: "GlideMapKit")
        #expect(status == 0, "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
