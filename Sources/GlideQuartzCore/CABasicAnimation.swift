import Foundation
import GlideCoreGraphics

/// An animation between two values (`CABasicAnimation`).
///
/// `fromValue`, `toValue` and `byValue` take what users pass: `NSNumber`, `CGFloat`, `Double`,
/// `Int`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`, bare or in an `NSValue`.
/// As in Core Animation: from and to interpolate between them; from and by go from → from + by;
/// by and to go to − by → to; one of them alone goes from or to the property's current value.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        let from = base.coerce(fromValue), to = base.coerce(toValue), by = base.coerce(byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (isAdditive ? base.scaled(by: 0) : base, t)
        case let (nil, nil, b?): return (isAdditive ? base.scaled(by: 0) : base, isAdditive ? b : base.adding(b))
        default: return (base, base)
        }
    }

    override func interpolatedValue(base: AnimatableValue, progress: Double) -> AnimatableValue? {
        guard let (a, b) = endpoints(base: base) else { return nil }
        return a.interpolated(to: b, fraction: progress)
    }
}
