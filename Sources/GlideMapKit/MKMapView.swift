import Foundation
import GlideCoreLocation
import GlideUIKit

/// What a map shows (`MKMapType`): kept, since Glide draws no map.
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}

/// How a map follows the user's location (`MKUserTrackingMode`).
public enum MKUserTrackingMode: Int, Sendable {
    /// The map does not follow.
    case none = 0
    /// The map centres on each new location.
    case follow = 1
    /// The map centres and turns with the heading (in Glide, as `.follow`: there is no heading).
    case followWithHeading = 2
}

/// What a map view tells its delegate (`MKMapViewDelegate`). Every method has a default, as MapKit's optional methods:
/// nothing, nil for `mapView(_:viewFor:)` (the map makes a marker) and a plain ``MKOverlayRenderer`` for
/// `mapView(_:rendererFor:)`.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed (after an animated change, when it ends).
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The visible region moved (each frame of an animated change).
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The view for `annotation`; nil lets the map make its default (a marker).
    @discardableResult
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The map added views for annotations.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// An annotation view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// A callout's accessory control was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// A drag changed state.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                 fromOldState oldState: MKAnnotationView.DragState)
    /// The renderer for `overlay`.
    @discardableResult
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The map added renderers for overlays.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    /// The map is about to load its data (never called in Glide: nothing loads).
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map loaded its data (never called in Glide).
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map could not load its data (never called in Glide).
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    /// The map is about to render (never called in Glide).
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    /// The map rendered (never called in Glide).
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    /// The map starts locating the user (``MKMapView/showsUserLocation`` set).
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map stops locating the user.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The user's location changed.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// The user could not be located.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// The user-tracking mode changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    @discardableResult
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
                        fromOldState oldState: MKAnnotationView.DragState) {}
    @discardableResult
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
}

/// A map (`MKMapView`): a view that shows a region of the Earth, annotations with their views, and overlays.
///
/// The map's state is a centre and a scale (map points per view point), as MapKit's: a region set with
/// ``setRegion(_:animated:)`` is fitted to the view, which shows at least the region asked for at the view's aspect
/// ratio (``regionThatFits(_:)``), so ``region`` reads back the same centre and a span at least as large in one
/// direction and equal in the other. Resizing the view keeps the centre and scale. The ``camera`` follows the region:
/// its altitude is the visible north–south extent in metres times ``MKMapCamera/glideAltitudePerVisibleMeter``.
/// ``convert(_:toPointTo:)`` and ``convert(_:toCoordinateFrom:)`` use the spherical Mercator projection MapKit uses.
/// Before the view has a size, a region set is kept as it was asked for and fitted when the view gets one.
///
/// An animated change (`animated: true`) moves the map over 0.3 s, ease-in-out, on Glide's clock, as a scroll view's
/// animated offset: the delegate hears `mapView(_:regionWillChangeAnimated:)`, `mapViewDidChangeVisibleRegion(_:)` each
/// frame, and `mapView(_:regionDidChangeAnimated:)` at the end; ``region`` reads the map where it is on the way.
///
/// Glide differs from MapKit: no map is drawn and nothing is fetched (no tiles, labels, buildings or traffic): the view
/// shows its background colour (a light beige) and its annotation views only; the map does not scroll, zoom, rotate or
/// tilt under touches (``isScrollEnabled`` and the others are kept); the heading and pitch of the camera are kept and
/// turn or tilt nothing; annotation views are made for the annotations in the visible region when they are added and
/// when the region or size changes; overlays keep their renderers, which draw nothing; the user's location is only
/// what a test gives (``glideUpdateUserLocation(_:)``).
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// The object told of region changes, annotation views, selection and overlays.
    open weak var delegate: (any MKMapViewDelegate)?
    /// What the map shows (kept).
    open var mapType: MKMapType = .standard
    /// Whether pinching zooms (kept: Glide's map takes no gestures).
    open var isZoomEnabled = true
    /// Whether panning scrolls (kept).
    open var isScrollEnabled = true
    /// Whether two fingers rotate (kept).
    open var isRotateEnabled = true
    /// Whether two fingers tilt (kept).
    open var isPitchEnabled = true
    /// Whether the compass shows (kept).
    open var showsCompass = true
    /// Whether the scale shows (kept).
    open var showsScale = false
    /// Whether buildings show (kept).
    open var showsBuildings = true
    /// Whether traffic shows (kept).
    open var showsTraffic = false
    /// Whether points of interest show (kept).
    open var showsPointsOfInterest = true

    // MARK: State

    /// The map point at the centre of the view.
    private var centerPoint = MKMapPoint(CLLocationCoordinate2D())
    /// Map points per view point; nil: the world's width fills the view's (the map as first shown).
    private var scale: Double?
    /// A region set before the view had a size, fitted when it gets one.
    private var pendingRegion: MKCoordinateRegion?
    /// The camera's heading and pitch (kept).
    private var heading: CLLocationDirection = 0
    private var pitch: CGFloat = 0
    /// The frames of an animated change under way.
    private var regionAnimation: [ScheduledTask] = []

    /// The closest scale: about 0.15 m a point at the equator (MapKit's closest zoom).
    static let closestScale = 1.0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = UIColor(red: 0.976, green: 0.961, blue: 0.929, alpha: 1)
        clipsToBounds = true
    }

    /// Map points per view point now.
    private var currentScale: Double {
        resolvePendingRegion()
        return scale ?? MKMapSize.world.width / Double(max(bounds.width, 1))
    }

    /// Fits a region set before the view had a size, once it has one.
    private func resolvePendingRegion() {
        guard let pending = pendingRegion, bounds.width > 0, bounds.height > 0 else { return }
        pendingRegion = nil
        let (point, fitted) = fit(pending)
        centerPoint = point
        scale = fitted
    }

    /// The centre and scale that show `region` whole in the view's bounds.
    private func fit(_ region: MKCoordinateRegion) -> (MKMapPoint, Double) {
        let center = MKMapPoint(region.center)
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: region.center.longitude))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: region.center.longitude))
        let height = abs(south.y - north.y)
        let width = region.span.longitudeDelta / 360 * MKMapSize.world.width
        let fitted = max(width / Double(max(bounds.width, 1)), height / Double(max(bounds.height, 1)))
        return (center, clampedScale(fitted))
    }

    private func clampedScale(_ value: Double) -> Double {
        let farthest = MKMapSize.world.width / Double(max(bounds.width, 1))
        guard value.isFinite else { return farthest }
        return min(max(value, Self.closestScale), max(farthest, Self.closestScale))
    }

    // MARK: Region

    /// The region the view shows (see the type's notes); setting it is ``setRegion(_:animated:)`` without animation.
    open var region: MKCoordinateRegion {
        get {
            if let pendingRegion, bounds.width <= 0 || bounds.height <= 0 { return pendingRegion }
            if scale == nil, bounds.width <= 0 || bounds.height <= 0 {
                return MKCoordinateRegion(center: centerPoint.coordinate, span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
            }
            return MKCoordinateRegion(visibleMapRect)
        }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows `region`, fitted to the view; with `animated`, over 0.3 s on Glide's clock.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard bounds.width > 0, bounds.height > 0 else {
            cancelRegionAnimation()
            delegate?.mapView(self, regionWillChangeAnimated: false)
            pendingRegion = region
            delegate?.mapView(self, regionDidChangeAnimated: false)
            return
        }
        let (point, fitted) = fit(region)
        move(to: point, scale: fitted, animated: animated)
    }

    /// The region the view would show for `region`: the same centre, its span grown in one direction to the view's
    /// aspect ratio.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard bounds.width > 0, bounds.height > 0 else { return region }
        let (point, fitted) = fit(region)
        return MKCoordinateRegion(mapRect(center: point, scale: fitted))
    }

    /// The coordinate at the centre of the view; setting it is ``setCenter(_:animated:)`` without animation.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { pendingRegion.map(\.center) ?? centerPoint.coordinate }
        set { setCenter(newValue, animated: false) }
    }

    /// Moves the map so that `coordinate` is at the centre, keeping the scale.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        if var pending = pendingRegion, bounds.width <= 0 || bounds.height <= 0 {
            pending.center = coordinate
            setRegion(pending, animated: false)
            return
        }
        move(to: MKMapPoint(coordinate), scale: currentScale, animated: animated)
    }

    /// The map rectangle the view shows; setting it is ``setVisibleMapRect(_:animated:)`` without animation.
    open var visibleMapRect: MKMapRect {
        get {
            let scale = currentScale  // first: it fits a region set before the view had a size, which moves the centre
            return mapRect(center: centerPoint, scale: scale)
        }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// Shows `mapRect`, fitted to the view.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        setVisibleMapRect(mapRect, edgePadding: .zero, animated: animated)
    }

    /// Shows `mapRect` inside the view's bounds inset by `insets`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        guard bounds.width > 0, bounds.height > 0 else {
            setRegion(MKCoordinateRegion(mapRect), animated: false)
            return
        }
        let width = max(Double(bounds.width - insets.left - insets.right), 1)
        let height = max(Double(bounds.height - insets.top - insets.bottom), 1)
        let fitted = clampedScale(max(mapRect.width / width, mapRect.height / height))
        // The rectangle's centre sits at the centre of the inset area.
        let offsetX = Double(insets.left - insets.right) / 2 * fitted
        let offsetY = Double(insets.top - insets.bottom) / 2 * fitted
        move(to: MKMapPoint(x: mapRect.midX - offsetX, y: mapRect.midY - offsetY), scale: fitted, animated: animated)
    }

    /// The camera the map is seen from (a new object: change it and set it back, as on iOS); setting it is
    /// ``setCamera(_:animated:)`` without animation.
    open var camera: MKMapCamera {
        get {
            let camera = MKMapCamera()
            let region = self.region
            camera.centerCoordinate = region.center
            camera.altitude = region.span.latitudeDelta * glideMetersPerDegree * MKMapCamera.glideAltitudePerVisibleMeter
            camera.heading = heading
            camera.pitch = pitch
            return camera
        }
        set { setCamera(newValue, animated: false) }
    }

    /// Looks at the map from `camera`: its centre at the view's centre, its altitude giving the visible north–south
    /// extent (see ``MKMapCamera``); its heading and pitch are kept.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        heading = camera.heading
        pitch = camera.pitch
        let latitudeDelta = max(camera.altitude, 0) / MKMapCamera.glideAltitudePerVisibleMeter / glideMetersPerDegree
        let aspect = bounds.height > 0 ? Double(bounds.width / bounds.height) : 1
        let longitudeDelta = latitudeDelta / max(cos(camera.centerCoordinate.latitude * .pi / 180), 1e-9) * aspect
        let region = MKCoordinateRegion(center: camera.centerCoordinate,
                                        span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
        guard bounds.width > 0, bounds.height > 0 else {
            setRegion(region, animated: false)
            return
        }
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: camera.centerCoordinate.latitude + latitudeDelta / 2, longitude: 0))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: camera.centerCoordinate.latitude - latitudeDelta / 2, longitude: 0))
        move(to: MKMapPoint(camera.centerCoordinate), scale: clampedScale(abs(south.y - north.y) / Double(bounds.height)), animated: animated)
    }

    /// Shows every annotation of `annotations`, with some room around them.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard !annotations.isEmpty else { return }
        var rect = MKMapRect.null
        for annotation in annotations { rect = rect.union(MKMapRect(origin: MKMapPoint(annotation.coordinate), size: MKMapSize())) }
        let margin = max(rect.width, rect.height) * 0.1
        rect = rect.insetBy(dx: -margin, dy: -margin)
        if rect.width <= 0 || rect.height <= 0 {
            // One point (or all in one place): centred, at the current scale.
            let point = MKMapPoint(x: rect.midX, y: rect.midY)
            setCenter(point.coordinate, animated: animated)
            return
        }
        setVisibleMapRect(rect, edgePadding: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), animated: animated)
    }

    private func mapRect(center: MKMapPoint, scale: Double) -> MKMapRect {
        let width = Double(bounds.width) * scale, height = Double(bounds.height) * scale
        return MKMapRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// Moves to `point` at `scale`, at once or over 0.3 s on Glide's clock, telling the delegate.
    private func move(to point: MKMapPoint, scale target: Double, animated: Bool) {
        resolvePendingRegion()
        cancelRegionAnimation()
        let startPoint = centerPoint, startScale = currentScale
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        guard animated, startPoint != point || startScale != target else {
            centerPoint = point
            scale = target
            glideUpdateAnnotationViews()
            delegate?.mapViewDidChangeVisibleRegion(self)
            delegate?.mapView(self, regionDidChangeAnimated: animated)
            return
        }
        let clock = Clocks.current
        let begin = clock.nowNanoseconds
        let duration = Self.regionAnimationDuration
        let frames = Int((duration * 120).rounded())
        let curve = TimingFunction(UIView.AnimationCurve.easeInOut)
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            let task = clock.schedule(atNanoseconds: begin + nanoseconds(duration * fraction)) { [weak self] in
                guard let self else { return }
                let p = curve.progress(atFraction: fraction, duration: duration)
                self.centerPoint = MKMapPoint(x: startPoint.x + (point.x - startPoint.x) * p, y: startPoint.y + (point.y - startPoint.y) * p)
                self.scale = startScale * pow(target / startScale, p)
                self.glideUpdateAnnotationViews()
                self.delegate?.mapViewDidChangeVisibleRegion(self)
                if frame == frames {
                    self.centerPoint = point
                    self.scale = target
                    self.regionAnimation = []
                    self.delegate?.mapView(self, regionDidChangeAnimated: true)
                }
            }
            regionAnimation.append(task)
        }
    }

    /// How long an animated region change takes.
    package static let regionAnimationDuration = 0.3

    /// Whether an animated region change is under way. Glide-only.
    public var glideIsAnimatingRegion: Bool { regionAnimation.contains(where: \.isPending) }

    /// Stops an animated change where it is; the delegate hears that the region changed.
    private func cancelRegionAnimation() {
        guard regionAnimation.contains(where: \.isPending) else { return }
        regionAnimation.forEach { $0.cancel() }
        regionAnimation = []
        delegate?.mapView(self, regionDidChangeAnimated: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        resolvePendingRegion()
        glideUpdateAnnotationViews()
    }

    // MARK: Converting

    /// The point in `view` (the window when nil) of `coordinate`.
    @discardableResult
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        convert(point(of: MKMapPoint(coordinate)), to: view)
    }

    /// The coordinate at `point` of `view` (the window when nil).
    @discardableResult
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = convert(point, from: view)
        let scale = currentScale
        return MKMapPoint(x: centerPoint.x + Double(local.x - bounds.midX) * scale,
                          y: centerPoint.y + Double(local.y - bounds.midY) * scale).coordinate
    }

    /// The rectangle in `view` that `region` covers.
    @discardableResult
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let northWest = convert(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                       longitude: region.center.longitude - region.span.longitudeDelta / 2), toPointTo: view)
        let southEast = convert(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                       longitude: region.center.longitude + region.span.longitudeDelta / 2), toPointTo: view)
        return CGRect(x: min(northWest.x, southEast.x), y: min(northWest.y, southEast.y),
                      width: abs(southEast.x - northWest.x), height: abs(southEast.y - northWest.y))
    }

    /// The region that `rect` of `view` covers.
    @discardableResult
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let northWest = convert(CGPoint(x: rect.minX, y: rect.minY), toCoordinateFrom: view)
        let southEast = convert(CGPoint(x: rect.maxX, y: rect.maxY), toCoordinateFrom: view)
        let center = convert(CGPoint(x: rect.midX, y: rect.midY), toCoordinateFrom: view)
        return MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                                                         longitudeDelta: southEast.longitude - northWest.longitude))
    }

    /// The point in the view's own coordinates of a map point.
    private func point(of mapPoint: MKMapPoint) -> CGPoint {
        let scale = currentScale
        return CGPoint(x: bounds.midX + CGFloat((mapPoint.x - centerPoint.x) / scale),
                       y: bounds.midY + CGFloat((mapPoint.y - centerPoint.y) / scale))
    }

    // MARK: Annotations

    /// The annotations, in the order they were added (the user's location among them once it is shown and known).
    open private(set) var annotations: [any MKAnnotation] = []
    /// The annotation views shown, by annotation.
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    /// Views waiting to be reused, by identifier.
    private var reusableViews: [String: [MKAnnotationView]] = [:]
    /// How views of an identifier are made.
    private var registrations: [String: Registration] = [MKMapViewDefaultAnnotationViewReuseIdentifier: .type(MKMarkerAnnotationView.self)]
    private enum Registration {
        case type(AnyClass)
        case initializer(@MainActor ((any MKAnnotation)?, String?) -> MKAnnotationView)
    }

    /// Adds `annotation`; a view is made for it when it is in the visible region.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        addAnnotations([annotation])
    }

    /// Adds `annotations` (one already on the map is not added twice).
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !contains(annotation) {
            self.annotations.append(annotation)
        }
        glideUpdateAnnotationViews()
    }

    /// Removes `annotation`: it is deselected, and its view leaves the map for the reuse queue.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        removeAnnotations([annotation])
    }

    /// Removes `annotations`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            if selectedAnnotations.contains(where: { $0 === annotation }) { deselectAnnotation(annotation, animated: false) }
            self.annotations.removeAll { $0 === annotation }
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) { retire(view) }
        }
    }

    /// The annotations whose points are in `mapRect`.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { $0 as? NSObject }.map { AnyHashable($0) })
    }

    /// The view shown for `annotation`, nil when it has none (not added, or outside the visible region).
    @discardableResult
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        annotationViews[ObjectIdentifier(annotation)]
    }

    /// Makes views of `viewClass` (an ``MKAnnotationView`` subclass) for `identifier` (nil unregisters).
    ///
    /// Glide differs from MapKit, as a table view's class registration: ``MKAnnotationView``, ``MKMarkerAnnotationView``
    /// and ``MKPinAnnotationView`` are made with `init(annotation:reuseIdentifier:)`, but a subclass registered by class
    /// value alone is made through its `init?(coder:)` (Linux has no runtime to call another initializer from a class
    /// value), which must call `super.init(coder:)`; register it with its `initializer:` to have it made with
    /// `init(annotation:reuseIdentifier:)` as MapKit does.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registrations[identifier] = viewClass.map { .type($0) }
    }

    /// Makes views for `identifier` with `initializer` (pass `MyView.init(annotation:reuseIdentifier:)`). Glide-only.
    public func register<View: MKAnnotationView>(_ viewClass: View.Type, forAnnotationViewWithReuseIdentifier identifier: String,
                                                 initializer: @escaping @MainActor ((any MKAnnotation)?, String?) -> View) {
        registrations[identifier] = .initializer { initializer($0, $1) }
    }

    /// A view from the reuse queue for `identifier` (prepared for reuse), or nil.
    @discardableResult
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var queue = reusableViews[identifier], !queue.isEmpty else { return nil }
        let view = queue.removeFirst()
        reusableViews[identifier] = queue
        view.prepareForReuse()
        return view
    }

    /// A view for `annotation` from the reuse queue, else a new one of the class registered for `identifier` (MapKit
    /// raises when none is: so does Glide).
    @discardableResult
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let registration = registrations[identifier] else {
            preconditionFailure("unable to dequeue an annotation view with identifier \(identifier) - must register a class for the identifier")
        }
        switch registration {
        case .initializer(let make):
            return make(annotation, identifier)
        case .type(let viewClass):
            if viewClass == MKAnnotationView.self { return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
            if viewClass == MKMarkerAnnotationView.self { return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
            if viewClass == MKPinAnnotationView.self { return MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier) }
            guard let type = viewClass as? MKAnnotationView.Type,
                  let view = type.init(coder: AnnotationViewArchive(reuseIdentifier: identifier, annotation: annotation)) else {
                preconditionFailure("\(viewClass) registered for \(identifier) is not an MKAnnotationView made by init?(coder:)")
            }
            view.annotation = annotation
            return view
        }
    }

    /// The selected annotations (one at most, as MapKit's); setting selects the first.
    open var selectedAnnotations: [any MKAnnotation] {
        get { selected }
        set {
            if let first = newValue.first { selectAnnotation(first, animated: false) } else { selected.forEach { deselectAnnotation($0, animated: false) } }
        }
    }
    private var selected: [any MKAnnotation] = []

    /// Selects `annotation` (one of the map's), deselecting the one selected before; its view (made if it had none, and
    /// kept while selected) is set selected and the delegate hears `mapView(_:didSelect:)`.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard contains(annotation), !selected.contains(where: { $0 === annotation }) else { return }
        selected.forEach { deselectAnnotation($0, animated: animated) }
        selected = [annotation]
        let view = annotationViews[ObjectIdentifier(annotation)] ?? makeView(for: annotation, announce: true)
        view.setSelected(true, animated: animated)
        delegate?.mapView(self, didSelect: view)
    }

    /// Deselects `annotation` when it is selected; the delegate hears `mapView(_:didDeselect:)`.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, selected.contains(where: { $0 === annotation }) else { return }
        selected.removeAll { $0 === annotation }
        guard let view = annotationViews[ObjectIdentifier(annotation)] else { return }
        view.setSelected(false, animated: animated)
        delegate?.mapView(self, didDeselect: view)
        glideUpdateAnnotationViews()
    }

    /// A tap on the map outside any annotation view deselects the selected annotation, as on iOS.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selected.forEach { deselectAnnotation($0, animated: true) }
        super.touchesEnded(touches, with: event)
    }

    private func contains(_ annotation: any MKAnnotation) -> Bool { annotations.contains { $0 === annotation } }

    /// Makes, places and removes annotation views to match the visible region: an annotation in it has a view (the
    /// delegate's, or a marker), one outside it loses its view to the reuse queue (a selected one keeps it); the
    /// delegate hears `mapView(_:didAdd:)` with the new views. The map calls it when annotations are added and when its
    /// region or size changes. Glide-only.
    public func glideUpdateAnnotationViews() {
        resolvePendingRegion()
        guard bounds.width > 0, bounds.height > 0 else { return }
        let visible = visibleMapRect
        var added: [MKAnnotationView] = []
        for annotation in annotations {
            let key = ObjectIdentifier(annotation)
            let isSelected = selected.contains { $0 === annotation }
            let inside = visible.contains(MKMapPoint(annotation.coordinate))
            if let view = annotationViews[key] {
                if inside || isSelected { glidePlace(view) } else {
                    annotationViews[key] = nil
                    retire(view)
                }
            } else if inside {
                added.append(makeView(for: annotation, announce: false))
            }
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    /// Makes the view of `annotation` and shows it.
    private func makeView(for annotation: any MKAnnotation, announce: Bool) -> MKAnnotationView {
        let view = delegate?.mapView(self, viewFor: annotation)
            ?? (annotation is MKUserLocation ? MKAnnotationView(annotation: annotation, reuseIdentifier: nil)
                : dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation))
        if view.annotation == nil || view.annotation !== annotation { view.annotation = annotation }
        annotationViews[ObjectIdentifier(annotation)] = view
        view.prepareForDisplay()
        addSubview(view)
        glidePlace(view)
        if announce { delegate?.mapView(self, didAdd: [view]) }
        return view
    }

    /// Puts `view`'s centre at its annotation's point, moved by its centre offset.
    func glidePlace(_ view: MKAnnotationView) {
        guard let annotation = view.annotation, view.superview === self else { return }
        let point = point(of: MKMapPoint(annotation.coordinate))
        UIView.performWithoutAnimation {
            view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
        }
    }

    /// Takes `view` off the map, into the reuse queue when it has an identifier.
    private func retire(_ view: MKAnnotationView) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        reusableViews[identifier, default: []].append(view)
    }

    // MARK: Overlays

    /// The overlays, bottom first (those above roads, then those above labels).
    open var overlays: [any MKOverlay] { overlayEntries.filter { $0.level == .aboveRoads }.map(\.overlay) + overlayEntries.filter { $0.level == .aboveLabels }.map(\.overlay) }
    private var overlayEntries: [(overlay: any MKOverlay, level: MKOverlayLevel, renderer: MKOverlayRenderer)] = []

    /// The overlays at `level`, bottom first.
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] { overlayEntries.filter { $0.level == level }.map(\.overlay) }

    /// Adds `overlay` above roads; the delegate gives its renderer and hears `mapView(_:didAdd:)`.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlays([overlay], level: .aboveRoads) }

    /// Adds `overlay` at `level`.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { addOverlays([overlay], level: level) }

    /// Adds `overlays` above roads.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveRoads) }

    /// Adds `overlays` at `level`.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        var renderers: [MKOverlayRenderer] = []
        for overlay in overlays where !overlayEntries.contains(where: { $0.overlay === overlay }) {
            let renderer = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
            overlayEntries.append((overlay, level, renderer))
            renderers.append(renderer)
        }
        if !renderers.isEmpty { delegate?.mapView(self, didAdd: renderers) }
    }

    /// Inserts `overlay` at `index` of its level (above roads).
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
        insertOverlay(overlay, at: index, level: .aboveRoads)
    }

    /// Inserts `overlay` at `index` of `level`.
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
        guard !overlayEntries.contains(where: { $0.overlay === overlay }) else { return }
        let renderer = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
        let positions = overlayEntries.indices.filter { overlayEntries[$0].level == level }
        let position = index < positions.count ? positions[max(index, 0)] : (positions.last.map { $0 + 1 } ?? overlayEntries.count)
        overlayEntries.insert((overlay, level, renderer), at: position)
        delegate?.mapView(self, didAdd: [renderer])
    }

    /// Removes `overlay` and its renderer.
    open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }

    /// Removes `overlays` and their renderers.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        overlayEntries.removeAll { entry in overlays.contains { $0 === entry.overlay } }
    }

    /// The renderer of `overlay`, nil when it is not on the map.
    @discardableResult
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        overlayEntries.first { $0.overlay === overlay }?.renderer
    }

    // MARK: The user's location

    /// The annotation of the user's location (its location nil until a test gives one).
    public let userLocation = MKUserLocation()

    /// Whether the map shows the user's location; turning it on tells the delegate the map starts locating, and the
    /// location appears once known.
    open var showsUserLocation = false {
        didSet {
            guard showsUserLocation != oldValue else { return }
            userLocation.isUpdating = showsUserLocation
            if showsUserLocation {
                delegate?.mapViewWillStartLocatingUser(self)
                if userLocation.location != nil { addAnnotation(userLocation) }
            } else {
                removeAnnotation(userLocation)
                delegate?.mapViewDidStopLocatingUser(self)
            }
        }
    }

    /// Whether the user's location is shown and in the visible region.
    open var isUserLocationVisible: Bool {
        showsUserLocation && userLocation.location != nil && visibleMapRect.contains(MKMapPoint(userLocation.coordinate))
    }

    /// How the map follows the user's location; setting it is ``setUserTrackingMode(_:animated:)`` without animation.
    open var userTrackingMode: MKUserTrackingMode {
        get { trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }
    private var trackingMode: MKUserTrackingMode = .none

    /// Follows the user's location (or stops); following shows it.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        guard mode != trackingMode else { return }
        trackingMode = mode
        if mode != .none {
            showsUserLocation = true
            if let location = userLocation.location { setCenter(location.coordinate, animated: animated) }
        }
        delegate?.mapView(self, didChange: mode, animated: animated)
    }

    /// Gives the map the device's location, as Core Location would while the map shows it: when
    /// ``showsUserLocation`` is on, ``userLocation`` takes it (and joins the annotations), the delegate hears
    /// `mapView(_:didUpdate:)`, and a map that follows the user centres on it. Glide-only.
    public func glideUpdateUserLocation(_ location: CLLocation) {
        guard showsUserLocation else { return }
        userLocation.location = location
        if !contains(userLocation) { annotations.append(userLocation) }
        delegate?.mapView(self, didUpdate: userLocation)
        if trackingMode != .none { setCenter(location.coordinate, animated: true) } else { glideUpdateAnnotationViews() }
    }
}
