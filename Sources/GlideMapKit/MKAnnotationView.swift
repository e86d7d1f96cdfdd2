import Foundation
import GlideCoreLocation
import GlideUIKit

/// How important an annotation view is when views collide (`MKFeatureDisplayPriority`).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Always shown.
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    /// Shown before lower priorities.
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    /// Hidden first.
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// The reuse identifier MapKit registers a marker view for (`MKMapViewDefaultAnnotationViewReuseIdentifier`).
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of cluster views (`MKMapViewDefaultClusterAnnotationViewReuseIdentifier`).
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// The archive Glide hands to `init?(coder:)` when a map view makes an annotation view of a class registered with
/// `register(_:forAnnotationViewWithReuseIdentifier:)`: it carries the reuse identifier and the annotation.
final class AnnotationViewArchive: NSCoder, @unchecked Sendable {
    let reuseIdentifier: String
    let annotation: (any MKAnnotation)?

    init(reuseIdentifier: String, annotation: (any MKAnnotation)?) {
        self.reuseIdentifier = reuseIdentifier
        self.annotation = annotation
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}

/// The view that shows an annotation on a map (`MKAnnotationView`): its centre is at the annotation's point, moved by
/// ``centerOffset``.
///
/// A map view makes one for each annotation in its visible region, asking its delegate
/// (`mapView(_:viewFor:)`), and puts it in its reuse queue when the annotation leaves the region or is removed. An
/// ``image`` sizes the view to the image and is its layer's contents.
///
/// Glide differs: no callout is shown (``canShowCallout`` and the accessory views are kept), and dragging is not
/// driven by touches (``dragState`` is kept). A tap on an enabled view selects its annotation, as on iOS.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    /// The state of a drag (`MKAnnotationView.DragState`).
    public enum DragState: UInt, Sendable {
        case none = 0
        case starting = 1
        case dragging = 2
        case canceling = 3
        case ending = 4
    }

    /// How a view collides with others (`MKAnnotationView.CollisionMode`).
    public enum CollisionMode: Int, Sendable {
        case rectangle = 0
        case circle = 1
        case none = 2
    }

    /// The identifier the map's reuse queue keeps the view under.
    open private(set) var reuseIdentifier: String?
    /// The annotation the view shows.
    open var annotation: (any MKAnnotation)?
    /// The image the view shows; setting one sizes the view to it.
    open var image: UIImage? {
        didSet {
            guard let image else { return }
            bounds.size = image.size
            layer.contents = image.cgImage
        }
    }
    /// How far the view's centre is from the annotation's point, in points.
    open var centerOffset: CGPoint = .zero {
        didSet { (superview as? MKMapView)?.glidePlace(self) }
    }
    /// How far the callout's anchor is from the top centre.
    open var calloutOffset: CGPoint = .zero
    /// Whether the view takes taps (true by default).
    open var isEnabled = true
    /// Whether the view is highlighted.
    open var isHighlighted = false
    /// Whether the view's annotation is selected.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    /// Whether a selected view shows a callout (kept: Glide shows none).
    open var canShowCallout = false
    /// The callout's left accessory.
    open var leftCalloutAccessoryView: UIView?
    /// The callout's right accessory.
    open var rightCalloutAccessoryView: UIView?
    /// The callout's detail view.
    open var detailCalloutAccessoryView: UIView?
    /// Whether the view can be dragged.
    open var isDraggable = false
    /// The state of a drag.
    open var dragState: DragState = .none
    /// The view's priority when views collide.
    open var displayPriority: MKFeatureDisplayPriority = .required
    /// The identifier of the cluster the view joins.
    open var clusteringIdentifier: String?
    /// How the view collides with others.
    open var collisionMode: CollisionMode = .rectangle
    /// The view's order among annotation views (higher on top).
    open var zPriority: Float = 500

    /// A view of `annotation`, reused under `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view with no annotation.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive; a map view's own archive gives the reuse identifier and the annotation (a class
    /// registered by value alone is made this way: see ``MKMapView/register(_:forAnnotationViewWithReuseIdentifier:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? AnnotationViewArchive {
            reuseIdentifier = archive.reuseIdentifier
            annotation = archive.annotation
        }
    }

    /// Resets the view before the map hands it out again: unselected, not highlighted, not dragging.
    open func prepareForReuse() {
        selectedState = false
        isHighlighted = false
        dragState = .none
    }

    /// Called before the view is shown for its annotation (iOS 11).
    open func prepareForDisplay() {}

    /// Selects or deselects the view's annotation look (a map view calls it when its annotation is selected).
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Sets ``dragState``.
    open func setDragState(_ newDragState: DragState, animated: Bool) {
        dragState = newDragState
    }

    /// A tap on the view selects its annotation in its map view, as on iOS.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let annotation, let map = superview as? MKMapView else {
            super.touchesEnded(touches, with: event)
            return
        }
        map.selectAnnotation(annotation, animated: true)
    }
}

/// A balloon-shaped marker (`MKMarkerAnnotationView`, iOS 11), what a map shows for an annotation its delegate gives
/// no view for.
///
/// Glide differs: the marker is drawn as a 28-point circle of ``markerTintColor`` (red by default); the glyph is kept,
/// not drawn.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The marker's colour (nil: red).
    open var markerTintColor: UIColor? { didSet { refreshLook() } }
    /// The glyph's colour.
    open var glyphTintColor: UIColor?
    /// The glyph's text.
    open var glyphText: String?
    /// The glyph's image.
    open var glyphImage: UIImage?
    /// The glyph's image when selected.
    open var selectedGlyphImage: UIImage?
    /// Whether the marker is animated in when added.
    open var animatesWhenAdded = false
    /// When the title shows.
    open var titleVisibility: MKFeatureVisibility = .adaptive
    /// When the subtitle shows.
    open var subtitleVisibility: MKFeatureVisibility = .adaptive

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        refreshLook()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        refreshLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refreshLook()
    }

    private func refreshLook() {
        bounds.size = CGSize(width: 28, height: 28)
        layer.cornerRadius = 14
        backgroundColor = markerTintColor ?? .systemRed
    }
}

/// When a marker's title or subtitle shows (`MKFeatureVisibility`).
public enum MKFeatureVisibility: Int, Sendable {
    case adaptive = 0
    case hidden = 1
    case visible = 2
}

/// A pin (`MKPinAnnotationView`, deprecated in iOS 16).
///
/// Glide differs: the pin is drawn as a 16-point circle of ``pinTintColor``.
@preconcurrency @MainActor
open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's colour (red by default).
    open var pinTintColor: UIColor! = .systemRed { didSet { refreshLook() } }
    /// Whether the pin drops in when added (kept).
    open var animatesDrop = false

    /// The red pin's colour.
    public class func redPinColor() -> UIColor { .systemRed }
    /// The green pin's colour.
    public class func greenPinColor() -> UIColor { .systemGreen }
    /// The purple pin's colour.
    public class func purplePinColor() -> UIColor { .systemPurple }

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        refreshLook()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        refreshLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refreshLook()
    }

    private func refreshLook() {
        bounds.size = CGSize(width: 16, height: 16)
        layer.cornerRadius = 8
        backgroundColor = pinTintColor ?? .systemRed
    }
}
