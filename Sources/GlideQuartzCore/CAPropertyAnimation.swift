import Foundation
import GlideCoreGraphics

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property: `position`, `position.x`, `transform.rotation.y`, `bounds.size.width` …
    open var keyPath: String?
    /// When true the animation's values add to the property's value instead of replacing it.
    open var isAdditive = false
    /// When true each repetition starts where the previous one ended.
    open var isCumulative = false

    /// An animation of `keyPath`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var animatedKeys: Set<String> { LayerKeyPath(keyPath).map { [$0.base] } ?? [] }

    override func apply(to value: inout AnimatableValue, key: String, parentTime t: Double) {
        guard let path = LayerKeyPath(keyPath), path.base == key,
              let phase = phase(atParentTime: t), let base = path.get(value),
              var v = interpolatedValue(base: base, progress: progress(phase))
        else { return }
        if isCumulative, phase.iteration > 0, let (start, end) = endpoints(base: base) {
            v = v.adding(end.subtracting(start).scaled(by: Double(phase.iteration)))
        }
        if isAdditive {
            value = path.isTransformComponent ? value.adding(path.delta(v)) : path.set(value, base.adding(v))
        } else {
            value = path.set(value, v)
        }
    }

    /// The value at `progress` (0 at the start, 1 at the end) given the property's value beneath.
    func interpolatedValue(base: AnimatableValue, progress: Double) -> AnimatableValue? { nil }

    /// The first and last values (for cumulative repetition).
    func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? { nil }
}
