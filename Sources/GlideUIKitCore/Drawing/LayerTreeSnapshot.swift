import Foundation
import GlideCoreGraphics
import GlideQuartzCore

/// A layer tree frozen as it showed at one moment, for an image (`CALayer.render(in:)`,
/// `UIView.drawHierarchy(in:afterScreenUpdates:)`): detached copies of the layers holding the values
/// drawn, and for each copy what its view drew (``LayerContent``) and how reports name it. Later
/// changes to the views and layers do not change it. Glide's renderer draws it as it draws a live tree.
///
/// Not a UIKit type.
@MainActor
package final class LayerTreeSnapshot {
    /// How a frozen layer is named and what its view drew.
    package struct Entry {
        /// The view the layer backed, while it lives (a report's `viewName` names it as the live view).
        package weak var source: UIView?
        /// The view's name (Glide's reports' name for it), or nil for a standalone layer.
        package var viewName: String?
        /// The view's type, or nil for a standalone layer.
        package var viewTypeName: String?
        /// What the view drew in its layer.
        package var content: LayerContent?
    }

    /// The frozen root layer.
    package let root: CALayer
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// `layer`'s tree as it shows now (`presented`: every animation at the clock's current time) or
    /// as its model values say (what Core Animation's `render(in:)` draws).
    package init(layer: CALayer, presented: Bool) {
        var entries: [ObjectIdentifier: Entry] = [:]
        root = layer.renderTreeCopy(presented: presented) { original, copy in
            let view = original.view
            let bounds = presented ? original.presentationState().bounds : original.bounds
            entries[ObjectIdentifier(copy)] = Entry(
                source: view, viewName: view?.name, viewTypeName: view.map { String(describing: type(of: $0)) },
                // A text layer's copy holds the values drawn (the presented ones or the model's); a view's content is its view's.
                content: (original is CATextLayer ? copy : original).drawnContent(bounds: bounds))
        }
        self.entries = entries
    }

    /// The entry of a frozen layer of this tree (nil for a layer not in it).
    package func entry(for layer: CALayer) -> Entry? { entries[ObjectIdentifier(layer)] }
}
