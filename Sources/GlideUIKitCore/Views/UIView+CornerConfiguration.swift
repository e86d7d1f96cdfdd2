import Foundation
import GlideQuartzCore

extension UIView {
    /// How the view's corners are rounded (UIKit's `cornerConfiguration`, iOS 26). Setting it rounds the layer's
    /// corners at once and again whenever the view's size changes or it is laid out: a capsule follows the size, a
    /// concentric radius the view's place in its superview and the superview's corner radius. Until it is set it
    /// reads the layer's `cornerRadius` on every corner.
    ///
    /// Glide differs as ``UICornerConfiguration`` says: corners with different radii are drawn with the largest.
    public var cornerConfiguration: UICornerConfiguration {
        get { storedCornerConfiguration ?? .corners(radius: .fixed(layer.cornerRadius)) }
        set {
            storedCornerConfiguration = newValue
            applyCornerConfiguration()
        }
    }

    /// Resolves ``cornerConfiguration`` (when set) into the layer's `cornerRadius` and `maskedCorners`.
    func applyCornerConfiguration() {
        guard let configuration = storedCornerConfiguration else { return }
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if let maximum = configuration.capsuleMaximum {
            layer.cornerRadius = Swift.min(Swift.min(bounds.width, bounds.height) / 2, maximum)
            layer.maskedCorners = all
            return
        }
        let container = superview?.bounds ?? bounds
        let containerRadius = superview?.layer.cornerRadius ?? 0
        let f = frame
        let (left, top) = (f.minX - container.minX, f.minY - container.minY)
        let (right, bottom) = (container.maxX - f.maxX, container.maxY - f.maxY)
        let corners: [(UICornerRadius?, CGFloat, CACornerMask)] = [
            (configuration.topLeft, Swift.max(left, top), .layerMinXMinYCorner),
            (configuration.topRight, Swift.max(right, top), .layerMaxXMinYCorner),
            (configuration.bottomLeft, Swift.max(left, bottom), .layerMinXMaxYCorner),
            (configuration.bottomRight, Swift.max(right, bottom), .layerMaxXMaxYCorner),
        ]
        var resolved = corners.map { corner in (corner.0.map { $0.resolved(inset: corner.1, containerRadius: containerRadius) } ?? 0, corner.2) }
        if configuration.uniform, let smallest = resolved.map(\.0).min() {
            resolved = resolved.map { (smallest, $0.1) }
        }
        layer.cornerRadius = resolved.map(\.0).max() ?? 0
        layer.maskedCorners = CACornerMask(resolved.filter { $0.0 > 0 }.map(\.1))
    }
}
