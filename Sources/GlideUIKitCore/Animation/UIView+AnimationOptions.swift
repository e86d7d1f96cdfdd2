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
        /// Repeat indefinitely. Accepted; Glide runs the animation once (a documented difference).
        public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards (with `.repeat`). Accepted; Glide runs forwards once.
        public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
        /// Ignore the duration of an enclosing animation block (Glide's nested blocks keep their own anyway).
        public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
        /// Ignore the curve of an enclosing animation block (Glide's nested blocks keep their own anyway).
        public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
        /// Let the changes made in a `UIView.transition(with:…)` block animate (see that method).
        public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
        /// `UIView.transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
        /// Ignore the options of an enclosing animation block.
        public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = UIView.AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = UIView.AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = UIView.AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)
        /// No whole-view transition effect (the transition bits, 20–23, as UIKit numbers them).
        public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
        /// Frame-rate hints (bits 24–27). Accepted; Glide's display frames come from its own clock.
        public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)

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
        /// Accepted; Glide runs the keyframes once (a documented difference).
        public static let `repeat` = UIView.KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Accepted; Glide runs the keyframes forwards once.
        public static let autoreverse = UIView.KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = UIView.KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = UIView.KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Keyframes interpolate linearly between their values (the default and the only mode Glide runs).
        public static let calculationModeLinear = UIView.KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Accepted; Glide interpolates keyframes linearly in every calculation mode (a documented difference).
        public static let calculationModeDiscrete = UIView.KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = UIView.KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = UIView.KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = UIView.KeyframeAnimationOptions(rawValue: 4 << 10)
        /// The overall timeline's curve, borrowed from ``UIView.AnimationOptions`` as UIKit allows.
        public static let curveEaseInOut = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseInOut.rawValue)
        public static let curveEaseIn = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
        public static let curveEaseOut = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseOut.rawValue)
        public static let curveLinear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

        /// The overall timeline's curve (ease-in-out unless another is given, as in UIKit).
        public var curve: UIView.AnimationCurve { UIView.AnimationOptions(rawValue: rawValue).curve }
    }
}
