import Foundation

/// A duration or time in seconds (`CFTimeInterval`), as Core Animation spells it.
public typealias CFTimeInterval = Double
/// A view's visible state, as Core Animation keeps it: model values and the animations on them.
///
/// The model values are what the program set (they jump to an animation's target at once); the
/// ``presentation()`` is what the screen shows now, computed from the running animations.
@preconcurrency @MainActor
public final class CALayer {
    /// The layer's bounds, in points.
    public var bounds = CGRect.zero { willSet { willChange(.bounds) } }
    /// The layer's position in its superlayer, in points (a view's `center`).
    public var position = CGPoint.zero { willSet { willChange(.position) } }
    /// The 3D transform, applied about the centre of the bounds.
    public var transform = CATransform3D.identity { willSet { willChange(.transform) } }
    /// The opacity (a view's `alpha`), 0 to 1.
    public var opacity: Float = 1 { willSet { willChange(.opacity) } }
    /// The corner radius, in points.
    public var cornerRadius: CGFloat = 0 { willSet { willChange(.cornerRadius) } }
    /// The background colour.
    public var backgroundColor: UIColor? { willSet { willChange(.backgroundColor) } }
    /// True when sublayers are clipped to the (rounded) bounds.
    public var masksToBounds = false
    /// True when the layer is hidden.
    public var isHidden = false
    /// The rate of the layer's local time (Core Animation's `speed`); 0 freezes it.
    ///
    /// A classic percent-driven transition sets the container's speed to 0 and its time offset to
    /// p · duration while interactive, and restores 1 and 0 afterwards, as UIKit does. Glide's
    /// engine drives the tracked animations directly; these two values are kept for observers.
    public var speed: Float = 1
    /// The offset of the layer's local time, in seconds (Core Animation's `timeOffset`).
    public var timeOffset: CFTimeInterval = 0

    /// The view this layer backs.
    public internal(set) weak var view: UIView?

    /// The animation showing for each property, indexed by ``AnimatableProperty/slot``.
    private var running: [PropertyAnimation?] = Array(repeating: nil, count: AnimatableProperty.allCases.count)
    private var runningCount = 0

    init() {}

    /// The properties animating now.
    public var animationKeys: [AnimatableProperty] {
        AnimatableProperty.allCases.filter { running[$0.slot] != nil }
    }

    /// True when any property is animating.
    public var hasAnimations: Bool { runningCount > 0 }

    /// Removes every animation: the presentation jumps to the model values and the animations'
    /// completions report `finished == false`.
    public func removeAllAnimations() {
        let all = running.compactMap { $0 }
        running = Array(repeating: nil, count: running.count)
        runningCount = 0
        for animation in all {
            animation.isActive = false
            animation.group.animationWasRemoved(superseded: false)
        }
    }

    /// Removes the animation of one property.
    public func removeAnimation(for key: AnimatableProperty) {
        guard let animation = running[key.slot] else { return }
        running[key.slot] = nil
        runningCount -= 1
        animation.isActive = false
        animation.group.animationWasRemoved(superseded: false)
    }

    /// The model value of `key`.
    public func modelValue(_ key: AnimatableProperty) -> AnimatableValue { model.value(key) }

    /// The presented value of `key` now.
    public func presentationValue(_ key: AnimatableProperty) -> AnimatableValue {
        guard let animation = running[key.slot] else { return modelValue(key) }
        return animation.value(atGroupTime: animation.group.time)
    }

    /// What the screen shows now: every animatable property at the current time.
    public func presentation() -> LayerState {
        var state = LayerState(
            bounds: bounds, position: position, transform: transform, opacity: Double(opacity),
            cornerRadius: cornerRadius, backgroundColor: backgroundColor, isHidden: isHidden, masksToBounds: masksToBounds)
        guard runningCount > 0 else { return state }
        for case let animation? in running {
            state.set(animation.key, animation.value(atGroupTime: animation.group.time))
        }
        return state
    }

    /// The model values as a ``LayerState``.
    public var model: LayerState {
        LayerState(
            bounds: bounds, position: position, transform: transform, opacity: Double(opacity),
            cornerRadius: cornerRadius, backgroundColor: backgroundColor, isHidden: isHidden, masksToBounds: masksToBounds)
    }

    /// Sets a model value without animation (the restore path of a reversed animator).
    func setModelValue(_ key: AnimatableProperty, _ value: AnimatableValue) {
        AnimationTransaction.withoutAnimation {
            switch (key, value) {
            case (.bounds, .rect(let r)): bounds = r
            case (.position, .point(let p)): position = p
            case (.transform, .transform(let t)): transform = t
            case (.opacity, .scalar(let v)): opacity = Float(v)
            case (.cornerRadius, .scalar(let v)): cornerRadius = v
            case (.backgroundColor, .color(let c)): backgroundColor = c
            default: break
            }
        }
    }

    func add(_ animation: PropertyAnimation) {
        let slot = animation.key.slot
        if let previous = running[slot] {
            guard previous !== animation else { return }
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

    private func willChange(_ key: AnimatableProperty) {
        guard let transaction = AnimationTransaction.current else { return }
        transaction.willChange(self, key, presentation: presentationValue(key))
    }
}


/// A snapshot of a layer's animatable and visible properties.
public struct LayerState: Hashable, Sendable {
    public var bounds: CGRect
    public var position: CGPoint
    public var transform: CATransform3D
    public var opacity: Double
    public var cornerRadius: CGFloat
    public var backgroundColor: UIColor?
    public var isHidden: Bool
    public var masksToBounds: Bool

    /// The frame implied by position, bounds and transform (the transformed bounds' bounding box).
    public var frame: CGRect {
        let size = bounds.size
        if transform.isIdentity {
            return CGRect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
        }
        let corners = [
            CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
            CGPoint(x: -size.width / 2, y: size.height / 2), CGPoint(x: size.width / 2, y: size.height / 2),
        ].map { transform.project($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// The value of `key`.
    public func value(_ key: AnimatableProperty) -> AnimatableValue {
        switch key {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .transform: return .transform(transform)
        case .opacity: return .scalar(opacity)
        case .cornerRadius: return .scalar(cornerRadius)
        case .backgroundColor: return .color(backgroundColor)
        }
    }

    mutating func set(_ key: AnimatableProperty, _ value: AnimatableValue) {
        switch (key, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.transform, .transform(let t)): transform = t
        case (.opacity, .scalar(let v)): opacity = v
        case (.cornerRadius, .scalar(let v)): cornerRadius = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        default: break
        }
    }
}
