import GlideGestureRecognition
import Foundation
/// How gestures map to transitions: which gesture, over what distance, and the end policy.
public struct InteractionConfiguration: Hashable, Sendable {
    /// The gesture that drives on touchpads.
    public var touchpadBinding: GestureBinding
    /// The gesture that drives on touchscreens.
    public var touchscreenBinding: GestureBinding
    /// On a touchpad, the finger travel that takes a transition from 0 to 100 %, in millimetres.
    /// (A touchscreen maps onto the container: its distance is the surface's extent along the axis.)
    public var touchpadDistanceMillimetres: Double
    /// How the fingers' release decides finish or cancel.
    public var policy: EndPolicy

    /// The default touchpad distance: 40 mm, close to GNOME's 400-unit step (≈ 38 mm of finger travel).
    public static let defaultTouchpadDistanceMillimetres = 40.0

    /// Creates a configuration; the defaults are a 3-finger horizontal swipe on touchpads, an edge swipe on
    /// touchscreens, 40 mm, and Apple's 0.5 threshold.
    public init(
        touchpadBinding: GestureBinding = .touchpadSwipe, touchscreenBinding: GestureBinding = .touchscreenEdgeSwipe,
        touchpadDistanceMillimetres: Double = defaultTouchpadDistanceMillimetres, policy: EndPolicy = .threshold(0.5)
    ) {
        self.touchpadBinding = touchpadBinding
        self.touchscreenBinding = touchscreenBinding
        self.touchpadDistanceMillimetres = touchpadDistanceMillimetres
        self.policy = policy
    }
}
