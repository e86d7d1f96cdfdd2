import Foundation
import GlideCoreGraphics

/// A layer that only groups its sublayers in 3D (`CATransformLayer`): the cube of six faces, the card with a front and
/// a back, turned as one.
///
/// It draws nothing of its own: its background, border, shadow, contents, mask and `masksToBounds` are not drawn, as
/// Core Animation ignores them; its geometry (bounds, position, anchor point, transform, sublayer transform) places its
/// sublayers. Its sublayers are not flattened into its plane: each keeps its depth through the transform layer's
/// transform, so that a face turned away by its own transform is turned back by the group's, and faces stand in front
/// of or behind one another by their depth.
///
/// What Glide's renderer flattens: every layer that is not a transform layer flattens its sublayers into its plane, as
/// Core Animation does, and so does a ``CAReplicatorLayer`` whatever its `preservesDepth`. Under a transform layer, each
/// sublayer's own 3D transform and the transform layer's (and those of transform layers above it, up to the first
/// layer that is not one) are composed in 3D before they are projected, and a sublayer that is not double-sided is
/// hidden when the composed transform turns its back to the viewer.
///
/// Glide differs: the sublayers of a transform layer are drawn back to front by the depth of their centres (Core
/// Animation sorts and splits intersecting layers pixel by pixel, so two faces that cut through each other are drawn one
/// over the other here); the transform layer's opacity applies to its sublayers as one group (Core Animation applies it
/// to each sublayer on its own, which differs only where they overlap); hit-testing goes through the sublayers as
/// through any layer's.
open class CATransformLayer: CALayer {
    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new CATransformLayer made with `init()` (see ``CALayer/makeBackingLayer()``).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { CATransformLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { CATransformLayer(layer: self) }
}
