import Foundation
import GlideCoreGraphics
import GlideQuartzCore

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinates (its bounds' origin at
    /// the context's origin), from the model values: animations are ignored, as Core Animation's
    /// `render(in:)` ignores them.
    ///
    /// Glide differs: the context records the layer tree frozen as it is now (see `CGImage`), not
    /// pixels; later changes to the layers do not change what was drawn.
    public func render(in ctx: CGContext) {
        let snapshot = LayerTreeSnapshot(layer: self, presented: false)
        ctx.drawContent(snapshot, size: bounds.size)
    }
}
