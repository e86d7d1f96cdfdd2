import Foundation
import GlideCoreGraphics

extension UIColor {
    /// Sets the current context's fill and stroke colours to this colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the current context's fill colour (for `UIRectFill`, `UIBezierPath.fill()`, a renderer context's `fill(_:)`).
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the current context's stroke colour.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
