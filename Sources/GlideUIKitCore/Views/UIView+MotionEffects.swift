import Foundation
import GlideObjectiveC

nonisolated(unsafe) private var motionEffectsKey: UInt8 = 0

// A view's motion effects (UIKit's `addMotionEffect(_:)`), kept with the view.
extension UIView {
    /// The motion effects added to the view, in order.
    public var motionEffects: [UIMotionEffect] {
        get { (objc_getAssociatedObject(self, &motionEffectsKey) as? [UIMotionEffect]) ?? [] }
        set { objc_setAssociatedObject(self, &motionEffectsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Adds `effect` (once).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Removes `effect`.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    /// What the view's motion effects add, key path by key path, for `viewerOffset` (Glide's: the device
    /// tilts nothing, so UIKit would apply them at (0, 0)).
    package func motionEffectOffset(for viewerOffset: UIOffset) -> [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for effect in motionEffects {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                if let number = UIInterpolatingMotionEffect.number(value) { result[key, default: 0] += number }
            }
        }
        return result
    }
}
