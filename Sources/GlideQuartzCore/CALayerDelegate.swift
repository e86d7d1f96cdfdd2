import Foundation
import GlideCoreGraphics

/// What a layer asks its delegate (Core Animation's `CALayerDelegate`); every method is optional, as in Core Animation.
/// A view is its layer's delegate.
///
/// Glide differs: Core Animation does not call these on a delegate the app sets (see ``CALayer/delegate``); they are
/// declared so that a class written for iOS that adopts the protocol builds.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Draws the layer's contents itself.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The layer is about to draw.
    func layerWillDraw(_ layer: CALayer)
    /// The layer's bounds changed: lay its sublayers out.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer` (nil: look further).
    @discardableResult
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    @discardableResult
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
