import Foundation
import GlideCoreGraphics

extension UIBezierPath {
    /// Fills the enclosed area with the current context's fill colour (by ``usesEvenOddFillRule``).
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills the enclosed area with `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour, in the path's own line style
    /// (``lineWidth``, ``lineCapStyle``, ``lineJoinStyle``, ``miterLimit``).
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes the path with `blendMode` and `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
