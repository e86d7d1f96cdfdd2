import Foundation
import GlideCoreGraphics

/// Animations run together on one timeline (`CAAnimationGroup`): each child's times are relative to
/// the group, the group's duration clips them, and only the group's delegate is told.
open class CAAnimationGroup: CAAnimation {
    /// The animations, applied in order.
    open var animations: [CAAnimation]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override var animatedKeys: Set<String> {
        (animations ?? []).reduce(into: Set<String>()) { $0.formUnion($1.animatedKeys) }
    }

    override func apply(to value: inout AnimatableValue, key: String, parentTime t: Double) {
        guard let phase = phase(atParentTime: t) else { return }
        let local = progress(phase) * simpleDuration
        for child in animations ?? [] { child.apply(to: &value, key: key, parentTime: local) }
    }
}
