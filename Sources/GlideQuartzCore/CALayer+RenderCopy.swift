import Foundation
import GlideCoreGraphics

// A layer tree frozen for drawing: what `CALayer.render(in:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)`
// record into an image, so that later changes to the layers do not change the image.

extension CALayer {
    /// A detached copy of this layer's tree (sublayers and masks, recursively) holding, as model values,
    /// the presented values (`presented`) or the model values: no animations, no superlayer, never
    /// animating implicitly. Subclasses defined outside Glide are copied as their nearest Glide class
    /// (`CAShapeLayer`, `CAGradientLayer`, `CATextLayer`, `CAReplicatorLayer`, `CATransformLayer`, else
    /// `CALayer`), which is all Glide draws of them.
    /// `visit` is told every original layer with its copy, masks included, parents before children.
    package func renderTreeCopy(presented: Bool, visit: (_ original: CALayer, _ copy: CALayer) -> Void) -> CALayer {
        let copy = makePresentationCopy()
        copy.isPresentationCopy = true
        copy.speed = 1
        copy.timeOffset = 0
        copy.beginTime = 0
        if presented {
            var keys = Set(animatingProperties.map(\.rawValue))
            for a in attached { keys.formUnion(a.keys) }
            for key in keys.sorted() {
                if let value = presentedValue(forKey: key) { copy.setLayerValue(value, forKey: key) }
            }
        }
        visit(self, copy)
        for child in children {
            let childCopy = child.renderTreeCopy(presented: presented, visit: visit)
            childCopy.superlayer = copy
            copy.children.append(childCopy)
        }
        if let mask {
            let maskCopy = mask.renderTreeCopy(presented: presented, visit: visit)
            copy.mask = maskCopy
            // A frozen mask never animates: it need not wait for the clock's next turn to join the tree.
            maskCopy.commitTask?.cancel()
            maskCopy.commitTask = nil
        }
        return copy
    }
}
