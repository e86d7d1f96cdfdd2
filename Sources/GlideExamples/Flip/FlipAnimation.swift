import Foundation
import GlideUIKit

/// The geometry and timing both flip animators share.
///
/// UIKit versions put the perspective on the container (`containerView.layer.sublayerTransform.m34`);
/// Glide's layers have no sublayer transform, so the perspective is folded into each rotation:
/// `yRotation(angle)` is a rotation about the y axis seen through `m34 = -0.002`. A turned view
/// comes back to `.identity`, which looks the same as `yRotation(0)` for a flat view.
@MainActor
public enum FlipAnimation {
    /// The duration of either flip, in seconds.
    nonisolated public static let duration = 0.6
    /// The perspective entry: the eye 500 points from the screen.
    nonisolated public static let perspective = -0.002
    /// The corner radius of the card.
    nonisolated public static let cardCornerRadius = 16.0

    /// A rotation by `angle` radians about the y axis, in perspective.
    public static func yRotation(_ angle: Double) -> CATransform3D {
        var eye = CATransform3D.identity
        eye.m34 = perspective
        return eye.rotated(by: angle, x: 0, y: 1, z: 0)
    }
}
