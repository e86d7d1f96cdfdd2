import Foundation
/// Collects the property changes made inside an animation block and turns them into animations.
///
/// A setter called inside `UIView.animate` changes the model value at once and reports the change
/// here with the presentation value it had before; when the block returns, one
/// ``PropertyAnimation`` is made per layer and property, from the first value seen to the final
/// model value. Inside `animateKeyframes`, each `addKeyframe` block adds one keyframe.
@MainActor
package final class AnimationTransaction {
    private struct Touch {
        let layer: CALayer
        let key: AnimatableProperty
        let from: AnimatableValue
        /// The model value before the block first changed it: what a reversal puts back.
        let original: AnimatableValue
        var keyframes: [PropertyAnimation.Keyframe] = []
    }

    /// The transactions open now, innermost last.
    package static var stack: [AnimationTransaction] = []
    /// True inside `UIView.performWithoutAnimation`.
    package static var animationsDisabled = false

    /// Runs `body` with animations disabled (nested calls restore the outer state).
    package static func withoutAnimation(_ body: () -> Void) {
        let saved = animationsDisabled
        animationsDisabled = true
        body()
        animationsDisabled = saved
    }

    /// The innermost open transaction, if animations are enabled.
    package static var current: AnimationTransaction? { animationsDisabled ? nil : stack.last }

    /// Told, as a block commits, of each property the block set to the value it already showed and had: an animation
    /// block that animates nothing there (a fade in of a view already at full alpha). GlideCheck's invariant 40 reads it.
    package static var unchangedValueHandler: ((CALayer, AnimatableProperty, AnimatableValue) -> Void)?

    package let isKeyframes: Bool
    /// The duration of the block that opened the transaction (UIKit's `inheritedAnimationDuration` inside it).
    package var duration: Double = 0
    private var touches: [Touch] = []
    private var index: [ObjectIdentifier: [AnimatableProperty: Int]] = [:]
    private var keyframeWindow: (start: Double, end: Double)?
    private var keyframeTouched: [Int] = []

    package init(keyframes: Bool = false) {
        isKeyframes = keyframes
    }

    /// Records that `layer`'s `key` is changing (its model value is still the old one); `presentation`
    /// is what it showed before the change.
    package func willChange(_ layer: CALayer, _ key: AnimatableProperty, presentation: AnimatableValue) {
        let id = ObjectIdentifier(layer)
        if let i = index[id]?[key] {
            if keyframeWindow != nil, !keyframeTouched.contains(i) { keyframeTouched.append(i) }
            return
        }
        touches.append(Touch(layer: layer, key: key, from: presentation, original: layer.modelValue(key)))
        index[id, default: [:]][key] = touches.count - 1
        if keyframeWindow != nil { keyframeTouched.append(touches.count - 1) }
    }

    /// Runs one keyframe block: changes made in it reach their values over [start, start + duration].
    package func keyframe(start: Double, duration: Double, _ body: () -> Void) {
        let outer = keyframeWindow
        let outerTouched = keyframeTouched
        keyframeWindow = (min(1, max(0, start)), min(1, max(0, start + duration)))
        keyframeTouched = []
        body()
        if let window = keyframeWindow {
            for i in keyframeTouched {
                let t = touches[i]
                touches[i].keyframes.append(.init(start: window.start, end: window.end, value: t.layer.modelValue(t.key)))
            }
        }
        keyframeWindow = outer
        keyframeTouched = outerTouched
    }

    /// Makes the animations of this transaction in `group`, each over [localStart, localStart + localDuration].
    /// Returns the number of animations made.
    @discardableResult
    package func commit(into group: AnimationGroup, localStart: Double, localDuration: Double) -> Int {
        var made = 0
        for touch in touches {
            let to = touch.layer.modelValue(touch.key)
            var frames = touch.keyframes
            if isKeyframes {
                frames.sort { $0.start < $1.start }
                // Changes made outside any keyframe block reach their value over the whole animation.
                if frames.isEmpty { frames = [.init(start: 0, end: 1, value: to)] }
            } else if to == touch.from {
                if to == touch.original { Self.unchangedValueHandler?(touch.layer, touch.key, to) }
                continue
            }
            let animation = PropertyAnimation(
                layer: touch.layer, key: touch.key, from: touch.from, to: to, original: touch.original, keyframes: isKeyframes ? frames : [],
                group: group, localStart: localStart, localDuration: localDuration)
            group.add(animation)
            touch.layer.add(animation)
            made += 1
        }
        return made
    }
}
