import Foundation
import GlideCoreGraphics
import GlideQuartzCore

extension UIView {
    /// Draws the whole view hierarchy as it shows into the current context (`UIGraphicsGetCurrentContext()`),
    /// its bounds scaled into `rect`; false when there is no current context.
    ///
    /// `afterScreenUpdates` true lays the view out first and draws the model values (what the screen shows
    /// once pending changes are committed); false draws what the screen shows now (running animations at
    /// the clock's current time), as ``snapshotView(afterScreenUpdates:)`` decides.
    ///
    /// Glide differs: the context records the hierarchy frozen as it is now (see `CGImage`), not pixels;
    /// later changes to the views do not change the image, and Glide's renderer draws it as it draws a
    /// live view (placeholders for images that have no drawing, labels in its fonts).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        let snapshot = LayerTreeSnapshot(layer: layer, presented: !afterUpdates)
        let size = snapshot.root.bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        let place = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height, tx: rect.minX, ty: rect.minY)
        context.drawContent(snapshot, size: size, transform: place)
        return true
    }
}
