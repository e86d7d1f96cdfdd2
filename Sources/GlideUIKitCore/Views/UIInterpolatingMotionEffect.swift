import Foundation

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
    @discardableResult
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
