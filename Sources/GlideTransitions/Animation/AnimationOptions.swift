import Foundation
extension UIView {
    /// Options for `UIView.animate` (UIKit's `UIView.AnimationOptions`); the curve bits choose the timing curve.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that layout changes animate.
        public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
        /// Keep user interaction enabled during the animation (Glide records it; there are no touches to block).
        public static let allowUserInteraction = UIView.AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value. Glide always does (see ``UIView/animate(withDuration:delay:options:animations:completion:)``).
        public static let beginFromCurrentState = UIView.AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = UIView.AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = UIView.AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = UIView.AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options choose (ease-in-out when none is given).
        public var curve: UIView.AnimationCurve {
            switch (rawValue >> 16) & 0x3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }
}

extension UIView {
    /// Options for `UIView.animateKeyframes` (UIKit's `UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = UIView.KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = UIView.KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = UIView.KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Keyframes interpolate linearly between their values (the default and the only mode Glide runs).
        public static let calculationModeLinear = UIView.KeyframeAnimationOptions(rawValue: 0 << 10)
        /// The overall timeline's curve, borrowed from ``UIView.AnimationOptions`` as UIKit allows.
        public static let curveEaseInOut = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseInOut.rawValue)
        public static let curveEaseIn = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
        public static let curveEaseOut = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseOut.rawValue)
        public static let curveLinear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

        /// The overall timeline's curve (ease-in-out unless another is given, as in UIKit).
        public var curve: UIView.AnimationCurve { UIView.AnimationOptions(rawValue: rawValue).curve }
    }
}
