/// Options for `View.animate` (UIKit's `UIView.AnimationOptions`); the curve bits choose the timing curve.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews at commit time so that layout changes animate.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Keep user interaction enabled during the animation (Glide records it; there are no touches to block).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation value. Glide always does (see ``View/animate(withDuration:delay:options:animations:completion:)``).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the options choose (ease-in-out when none is given).
    public var curve: AnimationCurve {
        switch (rawValue >> 16) & 0x3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}

/// Options for `View.animateKeyframes` (UIKit's `UIView.KeyframeAnimationOptions`).
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Keyframes interpolate linearly between their values (the default and the only mode Glide runs).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// The overall timeline's curve, borrowed from ``AnimationOptions`` as UIKit allows.
    public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseInOut.rawValue)
    public static let curveEaseIn = KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseIn.rawValue)
    public static let curveEaseOut = KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseOut.rawValue)
    public static let curveLinear = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)

    /// The overall timeline's curve (ease-in-out unless another is given, as in UIKit).
    public var curve: AnimationCurve { AnimationOptions(rawValue: rawValue).curve }
}
