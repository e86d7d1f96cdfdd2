import Foundation

extension UIView {
    /// UIKit's built-in animation curves (`UIView.AnimationCurve`), each a cubic Bézier from (0, 0) to (1, 1).
    public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
        /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: control points (0.42, 0) and (1, 1).
        case easeIn
        /// Slow at the end: control points (0, 0) and (0.58, 1).
        case easeOut
        /// Constant speed: control points (0, 0) and (1, 1).
        case linear

        /// The curve's two Bézier control points.
        public var controlPoints: (CGPoint, CGPoint) {
            switch self {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        }
    }
}
