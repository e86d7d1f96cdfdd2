import Foundation
import GlideCoreGraphics

/// The drawing environment a renderer hands its actions (`UIGraphicsRendererContext`): the Core
/// Graphics context and a few conveniences.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context the actions draw into.
    public let cgContext: CGContext
    private let contextFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        contextFormat = format
        super.init()
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { contextFormat }

    /// Fills `rect` with the current fill colour (set with `UIColor.setFill()`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke colour (set with `UIColor.setStroke()`).
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` with the current stroke colour and `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
