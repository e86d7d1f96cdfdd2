import Foundation
import GlideQuartzCore

// A view and the layer that backs it: the view is its layer's delegate (Core Animation's
// `CALayerViewDelegate`, below UIKit, knows nothing of `UIView`).

extension UIView: CALayerViewDelegate, CALayerDelegate {}

extension CALayer {
    /// The view this layer backs (its delegate, in UIKit's terms).
    package var view: UIView? { viewDelegate as? UIView }
}

extension UIView {
    /// Places a subview's layer among this view's sublayers after the view hierarchy changed: just
    /// above the layer of the subview before it, else just below the next one's (see
    /// `CALayer.placeSubviewLayer(_:previous:next:)`).
    func placeLayer(of view: UIView) {
        let index = subviews.firstIndex { $0 === view }!
        layer.placeSubviewLayer(
            view.layer, previous: index > 0 ? subviews[index - 1].layer : nil,
            next: index + 1 < subviews.count ? subviews[index + 1].layer : nil)
    }
}

extension UIView {
    /// A new layer of ``layerClass``, made with its class's `makeBackingLayer()`.
    static func makeLayer() -> CALayer {
        let layerClass: AnyClass = self.layerClass
        guard let layerType = layerClass as? CALayer.Type else {
            preconditionFailure("\(self).layerClass is \(layerClass), which is not a CALayer subclass")
        }
        let layer = layerType.makeBackingLayer()
        guard type(of: layer) == layerType else {
            preconditionFailure("\(self).layerClass is \(layerType), whose makeBackingLayer() makes a \(type(of: layer)): "
                + "\(layerType) must override makeBackingLayer() to return \(layerType)() (glide port writes it for the ported module's layer classes)")
        }
        return layer
    }
}
