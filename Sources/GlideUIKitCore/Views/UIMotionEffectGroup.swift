import Foundation

/// Several motion effects applied together (UIKit's `UIMotionEffectGroup`).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects, applied in order.
    open var motionEffects: [UIMotionEffect]?

    @discardableResult
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
