import Foundation
import GlideCoreLocation

/// Where a map is seen from (`MKMapCamera`): the coordinate at the centre of the view, the altitude above it, the
/// heading and the pitch.
///
/// A map view's camera follows its region: the camera's ``altitude`` is the visible north–south extent in metres
/// times ``glideAltitudePerVisibleMeter`` (1.866, a 30° vertical field of view), and setting a camera sets that
/// extent back. Glide differs: the ratio is Glide's (MapKit's depends on the device), and the heading and pitch are
/// kept without turning or tilting the region.
open class MKMapCamera: NSObject, NSCopying {
    /// The coordinate at the centre of the view.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The camera's height above the ground in metres.
    open var altitude: CLLocationDistance = 0
    /// The direction the camera looks, in degrees clockwise from north.
    open var heading: CLLocationDirection = 0
    /// The camera's tilt from looking straight down, in degrees.
    open var pitch: CGFloat = 0

    /// The camera's altitude over the visible north–south extent of the ground (1 / (2 tan 15°)). Glide-only.
    public static let glideAltitudePerVisibleMeter: Double = 1 / (2 * tan(15 * Double.pi / 180))

    /// The distance from the camera to the centre coordinate: the altitude over the cosine of the pitch.
    open var centerCoordinateDistance: CLLocationDistance {
        get { altitude / max(cos(Double(pitch) * .pi / 180), 1e-6) }
        set { altitude = newValue * cos(Double(pitch) * .pi / 180) }
    }

    /// A camera at (0, 0) on the ground.
    public override init() {
        super.init()
    }

    /// A camera looking at `centerCoordinate` from `distance` metres, tilted by `pitch` and turned to `heading`.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.pitch = pitch
        self.heading = heading
        self.altitude = distance * cos(Double(pitch) * .pi / 180)
    }

    /// A camera looking at `centerCoordinate` from `eyeCoordinate` at `eyeAltitude` metres: its heading points from the
    /// eye to the centre, and its pitch follows the ground distance between them.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
                            eyeAltitude: CLLocationDistance) {
        self.init()
        self.centerCoordinate = centerCoordinate
        altitude = eyeAltitude
        let ground = eyeCoordinate.glideDistance(to: centerCoordinate)
        pitch = CGFloat(atan2(ground, max(eyeAltitude, 1e-6)) * 180 / .pi)
        if ground > 0 {
            let φ1 = eyeCoordinate.latitude * .pi / 180, φ2 = centerCoordinate.latitude * .pi / 180
            let dλ = (centerCoordinate.longitude - eyeCoordinate.longitude) * .pi / 180
            let bearing = atan2(sin(dλ) * cos(φ2), cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)) * 180 / .pi
            heading = (bearing + 360).truncatingRemainder(dividingBy: 360)
        }
    }

    /// A copy of the camera.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MKMapCamera()
        copy.centerCoordinate = centerCoordinate
        copy.altitude = altitude
        copy.heading = heading
        copy.pitch = pitch
        return copy
    }
}
