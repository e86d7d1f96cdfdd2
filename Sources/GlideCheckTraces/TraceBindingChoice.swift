import Foundation
import GlideCheck
import GlideGestureRecognition
import GlideInteraction
import GlideInput

/// Which gesture of a recording drives the subject: the driver's default binding for the device when
/// the recording holds such a gesture, else a three-finger swipe, else the first gesture that moves
/// along an axis (the two-finger scrolls of real touchpad recordings, a touchscreen drag). The forward
/// direction is the one that gesture moves in, so that it starts the forward transition.
enum TraceBindingChoice {
    /// The kinds that can drive a transition.
    static let drivingKinds: Set<GestureKind> = [.swipe, .edgeSwipe, .scroll, .drag]
    /// The driving kinds in words, for reports.
    static let drivingDescription = "a swipe, an edge swipe, a scroll or a drag along an axis"

    /// The binding for the recognized `gestures` of a device of `kind`; nil when none can drive.
    static func binding(for gestures: [RecognizedGesture], deviceKind kind: DeviceKind) -> GestureBinding? {
        let moving = gestures.filter { drivingKinds.contains($0.kind) && direction(of: $0) != nil }
        let preferred = [GestureBinding.default(for: kind), GestureBinding(kind: .swipe, fingerCounts: [3], forwardDirection: .left)]
        for binding in preferred {
            if let gesture = moving.first(where: { $0.kind == binding.kind && (binding.fingerCounts.isEmpty || binding.fingerCounts.contains($0.fingers)) }),
               let forward = direction(of: gesture) {
                return GestureBinding(kind: binding.kind, fingerCounts: binding.fingerCounts, forwardDirection: forward)
            }
        }
        guard let gesture = moving.first, let forward = direction(of: gesture) else { return nil }
        return GestureBinding(kind: gesture.kind, fingerCounts: [gesture.fingers], forwardDirection: forward)
    }

    /// The axis direction a gesture starts the driver in: an edge swipe's inward direction, else where it moved.
    static func direction(of gesture: RecognizedGesture) -> GestureDirection? {
        let moved = gesture.kind == .edgeSwipe ? gesture.edge?.inwardDirection ?? gesture.direction : gesture.direction
        guard let moved, moved.isHorizontal || moved.isVertical else { return nil }
        return moved
    }
}
