import Foundation
import GlideCoreGraphics

// What a layer shows: its model values as a LayerState, and the presentation through the block and
// explicit animations on it.
extension CALayer {
    /// The model values as a ``LayerState``.
    package var modelState: LayerState {
        LayerState(
            bounds: bounds, position: position, transform: transform, opacity: Double(opacity),
            cornerRadius: cornerRadius, backgroundCGColor: backgroundColor?.rgbaColor,
            isHidden: isHidden, masksToBounds: masksToBounds, anchorPoint: anchorPoint, zPosition: zPosition,
            sublayerTransform: sublayerTransform, shadowOpacity: Double(shadowOpacity), shadowRadius: shadowRadius,
            shadowOffset: shadowOffset, shadowCGColor: shadowColor?.rgbaColor, borderWidth: borderWidth,
            borderCGColor: borderColor?.rgbaColor, isDoubleSided: isDoubleSided)
    }

    /// What the screen shows now, every animatable property at the current time (the engine's view
    /// of ``presentation()``).
    package func presentationState() -> LayerState {
        var state = modelState
        guard runningCount > 0 || !attached.isEmpty else { return state }
        for case let animation? in running {
            state.set(animation.key, animation.value(atGroupTime: animation.group.time))
        }
        if !attached.isEmpty {
            let t = currentLocalTime
            var keys = Set<String>()
            for a in attached { keys.formUnion(a.keys) }
            for key in keys {
                guard let property = AnimatableProperty(rawValue: key) else { continue }
                var value = state.value(property)
                for a in attached where a.keys.contains(key) { a.animation.apply(to: &value, key: key, parentTime: t) }
                state.set(property, value)
            }
        }
        return state
    }

    /// The presented value of an animatable key now: the model value, through the block
    /// animation, then through the explicit animations in the order they were added.
    package func presentedValue(forKey key: String) -> AnimatableValue? {
        let property = AnimatableProperty(rawValue: key)
        guard var value = property.map(presentationValue) ?? layerValue(forKey: key) else { return nil }
        if !attached.isEmpty {
            let t = currentLocalTime
            for a in attached where a.keys.contains(key) { a.animation.apply(to: &value, key: key, parentTime: t) }
        }
        return value
    }
}
