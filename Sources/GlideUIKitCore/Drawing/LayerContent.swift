import Foundation
import GlideCoreGraphics
import GlideQuartzCore

/// What a view draws inside its layer beyond the layer's own properties: the one place the engine
/// says so, for Glide's renderer and for the layer trees frozen into images (`LayerTreeSnapshot`).
///
/// Not a UIKit type.
package enum LayerContent: Sendable {
    /// A visual effect view's blur material (`style` nil: no blur set).
    case backdrop(style: UIBlurEffect.Style?)
    /// An image view's image (nil: none) placed at `frame` in the layer's bounds (nil without an image).
    case image(UIImage?, frame: CGRect?)
    /// A label's text lines, in its font and colour, aligned as it says.
    case text(lines: [String], pointSize: CGFloat, lineHeight: CGFloat, color: UIColor, alignment: NSTextAlignment)
    /// A text layer's lines, in its font and colour, aligned as it says, the first line at the top of the bounds;
    /// `clipped`: some of the text reaches past the bounds, which cut it.
    case layerText(lines: [String], pointSize: CGFloat, lineHeight: CGFloat, color: UIColor, alignment: NSTextAlignment, clipped: Bool)
}

extension CALayer {
    /// What this layer's view draws in it, or a text layer its text, when the layer's bounds are `bounds` (the
    /// presented bounds a drawing uses; a label and a text layer wrap their text at their width); nil for a layer that
    /// draws nothing of its own.
    package func drawnContent(bounds: CGRect) -> LayerContent? {
        if let textLayer = self as? CATextLayer {
            let (font, color) = textLayer.textStyle
            let lines = textLayer.lines(in: bounds, font: font)
            guard !lines.isEmpty else { return nil }
            let clipped = CGFloat(lines.count) * font.lineHeight > bounds.height + 1e-9
                || lines.contains { font.width(of: $0) > bounds.width + 1e-9 }
            return .layerText(lines: lines, pointSize: font.pointSize, lineHeight: font.lineHeight, color: color,
                              alignment: textLayer.textAlignment, clipped: clipped)
        }
        guard let view else { return nil }
        if let effectView = view.superview as? UIVisualEffectView, effectView.backdropView === view {
            return .backdrop(style: effectView.backdropStyle)
        }
        if let imageView = view as? UIImageView {
            return .image(imageView.displayedImage, frame: imageView.imageFrame)
        }
        if let label = view as? UILabel {
            let lines = label.lines(wrappingAt: label.numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil)
            return .text(lines: lines, pointSize: label.font.pointSize, lineHeight: label.font.lineHeight,
                         color: label.textColor ?? .black, alignment: label.textAlignment)
        }
        return nil
    }
}
