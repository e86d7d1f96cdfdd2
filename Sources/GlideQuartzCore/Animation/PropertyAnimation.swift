import Foundation
/// One property of one layer animating inside an ``AnimationGroup``.
///
/// The model value has already jumped to the target; this object only says what the
/// presentation layer shows at a given group time.
@MainActor
package final class PropertyAnimation {
    /// One keyframe: the value reached at `end`, starting from the previous value at `start` (relative times 0...1).
    package struct Keyframe {
        var start: Double
        var end: Double
        var value: AnimatableValue
    }

    package weak var layer: CALayer?
    package let key: AnimatableProperty
    /// The value shown when the animation begins (the presentation value when it was created).
    package let from: AnimatableValue
    /// The value at the end (the model value it animates to).
    package let to: AnimatableValue
    /// The model value before the block changed it ("the values of the properties before you applied any
    /// animations", `UIViewAnimatingPosition.start`): what the layer is given back when the animation
    /// runs back to its start.
    package var original: AnimatableValue
    /// Keyframes in relative time, for `animateKeyframes`; empty for a plain animation.
    package let keyframes: [Keyframe]
    /// The group this animation belongs to (strong: a paused group lives as long as its animations show).
    package let group: AnimationGroup
    /// Where the animation starts and how long it lasts, in seconds of group time.
    package let localStart: Double
    package let localDuration: Double
    /// False once a newer animation of the same property, or `removeAllAnimations`, took over.
    package var isActive = true
    /// For transforms: the decompositions of `from` and of each keyframe value (else of `to`), computed once.
    private let decompositions: [DecomposedTransform3D?]

    package init(
        layer: CALayer, key: AnimatableProperty, from: AnimatableValue, to: AnimatableValue, original: AnimatableValue,
        keyframes: [Keyframe] = [], group: AnimationGroup, localStart: Double, localDuration: Double
    ) {
        self.layer = layer
        self.key = key
        self.from = from
        self.to = to
        self.original = original
        self.keyframes = keyframes
        self.group = group
        self.localStart = localStart
        self.localDuration = localDuration
        if key == .transform {
            let values = [from] + (keyframes.isEmpty ? [to] : keyframes.map(\.value))
            decompositions = values.map { value in
                if case .transform(let t) = value { return t.decomposed() }
                return nil
            }
        } else {
            decompositions = []
        }
    }

    /// Interpolates between endpoint `i` and `i + 1` of the animation's path (cached decompositions for transforms).
    @inline(__always)
    private func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, segment i: Int, fraction f: Double) -> AnimatableValue {
        if !decompositions.isEmpty, let da = decompositions[i], let db = decompositions[i + 1] {
            return .transform(CATransform3D(da.interpolated(to: db, fraction: f)))
        }
        return a.interpolated(to: b, fraction: f)
    }

    /// Progress (0 at `from`, 1 at `to`, possibly beyond for a spring) at group time `t`.
    package func progress(atGroupTime t: Double) -> Double {
        let local: Double
        if localDuration > 0 {
            local = (t - localStart) / localDuration
        } else {
            local = t >= localStart ? 1 : 0
        }
        if group.scrubsLinearly {
            let lower = max(0, local)
            return group.allowsOvershoot ? lower : min(1, lower)
        }
        return group.curve.progress(atFraction: min(1, max(0, local)), duration: localDuration)
    }

    /// Gives the layer back its value from before the block, when its model value is still the one the
    /// block set (a value assigned since, in a completion or by hand, is the code's and stays).
    package func restoreOriginalValue() {
        guard let layer, layer.modelValue(key) == to else { return }
        layer.setModelValue(key, original)
    }

    /// The presentation value at group time `t`.
    package func value(atGroupTime t: Double) -> AnimatableValue {
        let p = progress(atGroupTime: t)
        guard !keyframes.isEmpty else { return interpolate(from, to, segment: 0, fraction: p) }
        var previous = from
        for (i, frame) in keyframes.enumerated() {
            if p < frame.start { return previous }
            if p <= frame.end, frame.end > frame.start {
                return interpolate(previous, frame.value, segment: i, fraction: (p - frame.start) / (frame.end - frame.start))
            }
            previous = frame.value
        }
        return previous
    }
}
