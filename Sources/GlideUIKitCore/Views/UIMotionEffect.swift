import Foundation

/// Changes to a view's properties driven by how the device is tilted (UIKit's `UIMotionEffect`).
///
/// Subclasses answer ``keyPathsAndRelativeValues(forViewerOffset:)``; the view applies what they return.
/// Glide's device lies flat and still, so the viewer offset is always (0, 0) and an interpolating effect
/// adds the middle of its range: a symmetric range (the usual parallax) leaves the view as it is.
/// ``UIView/motionEffectOffset(for:)`` shows what an effect would apply for another offset.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The key paths and values to add to the view's for `viewerOffset` (each axis from −1 to 1). None by default.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two values as the device tilts along one axis
/// (UIKit's `UIInterpolatingMotionEffect`): `center.x`, `center.y`, `layer.transform.translation.x`…
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt that drives the effect (UIKit's `UIInterpolatingMotionEffect.EffectType`).
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0, tiltAlongVerticalAxis
    }

    /// The key path the effect changes.
    public let keyPath: String
    public let type: EffectType
    /// The value added at a tilt of −1.
    open var minimumRelativeValue: Any?
    /// The value added at a tilt of +1.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value between the minimum and maximum for the tilt along ``type``'s axis (linear, as UIKit).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else { return nil }
        let tilt = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let f = (max(-1, min(1, tilt)) + 1) / 2
        return [keyPath: low + (high - low) * f]
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}

/// Several motion effects applied together (UIKit's `UIMotionEffectGroup`).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects, applied in order.
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                if let a = UIInterpolatingMotionEffect.number(merged[key]), let b = UIInterpolatingMotionEffect.number(value) {
                    merged[key] = a + b
                } else {
                    merged[key] = value
                }
            }
        }
        return merged.isEmpty ? nil : merged
    }
}
