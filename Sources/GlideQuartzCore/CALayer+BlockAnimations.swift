import Foundation
import GlideCoreGraphics

// The block animations on a layer (UIView.animate, property animators): one per animatable property,
// and the implicit animations of standalone layers' changes.
extension CALayer {
    /// The properties a block animation is animating now.
    package var animatingProperties: [AnimatableProperty] {
        AnimatableProperty.allCases.filter { running[$0.slot] != nil }
    }

    /// True while a block animation that takes no touches (``AnimationGroup/allowsUserInteraction``) animates one of
    /// the layer's properties: UIKit's views "involved in the animation" are not hit then.
    package var isInNonInteractiveAnimation: Bool {
        guard runningCount > 0 else { return false }
        return running.contains { animation in
            guard let animation else { return false }
            return !animation.group.allowsUserInteraction && !animation.group.isEnded
        }
    }

    /// True when any animation, block or explicit, is on the layer.
    package var hasAnimations: Bool { runningCount > 0 || !attached.isEmpty }

    /// Removes the block animation of one property.
    package func removeAnimation(for key: AnimatableProperty) {
        guard let animation = running[key.slot] else { return }
        running[key.slot] = nil
        runningCount -= 1
        animation.isActive = false
        animation.group.animationWasRemoved(superseded: false)
    }

    /// The model value of `key`.
    package func modelValue(_ key: AnimatableProperty) -> AnimatableValue { modelState.value(key) }

    /// The value of `key` through the block animation only.
    package func presentationValue(_ key: AnimatableProperty) -> AnimatableValue {
        guard let animation = running[key.slot] else { return modelValue(key) }
        return animation.value(atGroupTime: animation.group.time)
    }

    /// Sets a model value without animation (the restore path of a reversed animator).
    package func setModelValue(_ key: AnimatableProperty, _ value: AnimatableValue) {
        suppressingActions {
            switch (key, value) {
            case (.bounds, .rect(let r)):
                let resized = r.size != bounds.size
                bounds = r
                // A view's layer whose size changes needs layout, as any layer's does in Core Animation
                // (`needsLayoutOnGeometryChange`): a cancel that puts back a view's size lays it out at that size again
                // (the ninth unseen sample's M07: a navigation bar left 0 wide after a cancelled dismissal).
                if resized, let viewDelegate { viewDelegate.setNeedsLayout() }
            case (.position, .point(let p)): position = p
            case (.transform, .transform(let t)): transform = t
            case (.opacity, .scalar(let v)): opacity = Float(v)
            case (.cornerRadius, .scalar(let v)): cornerRadius = v
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.anchorPoint, .point(let p)): anchorPoint = p
            case (.zPosition, .scalar(let v)): zPosition = v
            case (.sublayerTransform, .transform(let t)): sublayerTransform = t
            case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
            case (.shadowRadius, .scalar(let v)): shadowRadius = v
            case (.shadowOffset, .size(let s)): shadowOffset = s
            case (.shadowColor, .color(let c)): shadowColor = c
            case (.borderWidth, .scalar(let v)): borderWidth = v
            case (.borderColor, .color(let c)): borderColor = c
            default: break
            }
        }
    }

    func suppressingActions(_ body: () -> Void) {
        let saved = actionsSuppressed
        actionsSuppressed = true
        AnimationTransaction.withoutAnimation(body)
        actionsSuppressed = saved
    }

    func add(_ animation: PropertyAnimation) {
        let slot = animation.key.slot
        if let previous = running[slot] {
            guard previous !== animation else { return }
            // A later block of the same animator keeps the value from before the first (UIKit's
            // original from-value, kept per key and layer).
            if previous.group === animation.group { animation.original = previous.original }
            previous.isActive = false
            previous.group.animationWasRemoved(superseded: true)
        } else {
            runningCount += 1
        }
        running[slot] = animation
    }

    func remove(_ animation: PropertyAnimation) {
        animation.isActive = false
        let slot = animation.key.slot
        if running[slot] === animation {
            running[slot] = nil
            runningCount -= 1
        }
    }

    /// Called before an animatable property changes: a view's layer reports the change to the open
    /// `UIView.animate` block; a standalone layer runs its action (the implicit animation).
    func willChange(_ key: AnimatableProperty) {
        if !isPresentationCopy { willChangeValue(forKey: key.rawValue) }
        if viewDelegate != nil {
            guard let transaction = AnimationTransaction.current else { return }
            transaction.willChange(self, key, presentation: presentationValue(key))
        } else {
            willChangeStandalone(key.rawValue)
        }
    }

    /// Called after an animatable property changed: tells its key-value observers (see `CALayer+KeyValueCoding.swift`).
    func didChange(_ key: AnimatableProperty) {
        if !isPresentationCopy { didChangeValue(forKey: key.rawValue) }
    }

    /// The implicit animation of a standalone layer's property change, as Core Animation runs it
    /// (none inside `UIView.performWithoutAnimation`, which disables actions in UIKit too).
    func willChangeStandalone(_ key: String) {
        guard !actionsSuppressed, !isPresentationCopy, !AnimationTransaction.animationsDisabled, viewDelegate == nil, superlayer != nil || maskOwner != nil, isCommittedToTree,
              !CATransaction.disableActions(), let action = action(forKey: key)
        else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    func defaultImplicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard let from = presentedValue(forKey: key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from.anyValue
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
