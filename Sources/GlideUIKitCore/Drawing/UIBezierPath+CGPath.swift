import Foundation
import GlideCoreGraphics
import GlideQuartzCore

// UIKit members that real transition code uses and Glide lacked, found by porting public transition files that Glide
// had never seen (README: "Real code Glide has never seen").

extension UIBezierPath {
    /// The path as Core Graphics geometry (`UIBezierPath.cgPath`): a `CGPath` with the same elements, for a
    /// `CAShapeLayer`'s `path` or a `CABasicAnimation(keyPath: "path")`'s values. Setting it replaces the elements.
    public var cgPath: CGPath {
        get {
            let path = CGMutablePath()
            for element in elements {
                switch element {
                case .move(let point): path.move(to: point)
                case .line(let point): path.addLine(to: point)
                case let .quadCurve(control, end): path.addQuadCurve(to: end, control: control)
                case let .curve(control1, control2, end): path.addCurve(to: end, control1: control1, control2: control2)
                case .close: path.closeSubpath()
                }
            }
            return path.copy() ?? path
        }
        set {
            removeAllPoints()
            for element in newValue.elementValues {
                switch element {
                case .moveToPoint(let point): move(to: point)
                case .addLineToPoint(let point): addLine(to: point)
                case let .addQuadCurveToPoint(control, end): addQuadCurve(to: end, controlPoint: control)
                case let .addCurveToPoint(control1, control2, end): addCurve(to: end, controlPoint1: control1, controlPoint2: control2)
                case .closeSubpath: close()
                }
            }
        }
    }

    /// A path with the elements of `cgPath` (`UIBezierPath(cgPath:)`).
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }
}
