import Foundation
import GlideCoreGraphics

/// Receives an animation's start and stop (`CAAnimationDelegate`); both methods are optional.
///
/// Main-actor isolated (`@preconcurrency`, so Swift 5 code conforms as it does to UIKit's): Glide
/// calls it from the main actor, and the classes that conform in transition code (animators, view
/// controllers) are main-actor classes, whose methods then satisfy it in Swift 6 mode too.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation's active time begins.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends (`flag` true) or is removed from its layer or replaced before
    /// its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs when a property changes (`CAAction`): an animation, or `NSNull` for none.
public protocol CAAction {
    @MainActor func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` in a layer's `actions` disables the implicit animation of that key.
    @preconcurrency @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The abstract base of explicit animations (`CAAnimation`) with its media timing.
///
/// Not main-actor isolated, as in the SDK: animations are plain values built anywhere and copied
/// when added to a layer (``CALayer/add(_:forKey:)``); the layer's copy is what runs and what the
/// delegate receives. Time is Glide's clock seen through the layer tree (see ``CACurrentMediaTime()``).
open class CAAnimation: NSObject, NSCopying, CAAction {
    /// The length of one cycle in seconds; 0 means Core Animation's default, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// When the animation begins, in its layer's time; 0 when added means "now".
    open var beginTime: CFTimeInterval = 0
    /// An offset into the animation's active time.
    open var timeOffset: CFTimeInterval = 0
    /// The rate of the animation's time relative to its layer's.
    open var speed: Float = 1
    /// How many cycles run (fractions allowed; `.infinity` forever); 0 means 1.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (instead of ``repeatCount``).
    open var repeatDuration: CFTimeInterval = 0
    /// When true each cycle plays forwards, then backwards.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// When true (the default) the animation leaves its layer when it ends.
    open var isRemovedOnCompletion = true
    /// The pacing of each cycle; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Strong, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Values set by key-value coding for keys that are not properties (Core Animation keeps any key), copied with the
    /// animation.
    var customValues: [String: Any] = [:]

    public required override init() {
        super.init()
    }

    /// A copy with the same timing and values (`copy()`).
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.copyState(from: self)
        return c
    }

    /// Copies every property of `other` into `self`; subclasses add theirs.
    func copyState(from other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        speed = other.speed
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
        customValues = other.customValues
    }

    /// Adds the animation to `anObject` (a layer) for `event` (the `CAAction` of implicit animations).
    @preconcurrency @MainActor open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Timing (Core Animation's media timing model)

    /// One cycle's length: ``duration``, or 0.25 s when 0.
    var simpleDuration: Double { duration > 0 ? duration : 0.25 }

    /// The whole active time, repeats and reversals included.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let cycle = simpleDuration * (autoreverses ? 2 : 1)
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : cycle * count
    }

    /// The parent time at which the active time ends (infinite if it never does).
    var endTime: Double {
        guard speed > 0 else { return .infinity }
        return beginTime + activeDuration / Double(speed)
    }

    struct Phase {
        /// Seconds into the current cycle, after reversal (0 ... simple duration).
        var simpleTime: Double
        /// `simpleTime / simpleDuration`.
        var fraction: Double
        /// The cycle, from 0.
        var iteration: Int
    }

    /// Where the animation is at `t` in its parent's time; nil when it shows nothing (outside the
    /// active time without a fill).
    func phase(atParentTime t: Double) -> Phase? {
        let active = activeDuration
        var a = (t - beginTime) * Double(speed)
        var atEnd = false
        if a < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            a = 0
        } else if a >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            a = active
            atEnd = true
        }
        if timeOffset != 0 {
            a += timeOffset
            if active.isFinite, a > active { a = a.truncatingRemainder(dividingBy: active) }
        }
        let d = simpleDuration
        let cycle = d * (autoreverses ? 2 : 1)
        var iteration: Int
        var u: Double
        if atEnd || (active.isFinite && a >= active) {
            iteration = max(0, Int((a / cycle).rounded(.up)) - 1)
            u = a - Double(iteration) * cycle
        } else {
            iteration = Int((a / cycle).rounded(.down))
            u = a - Double(iteration) * cycle
        }
        if autoreverses, u > d { u = 2 * d - u }
        return Phase(simpleTime: u, fraction: min(1, max(0, u / d)), iteration: iteration)
    }

    /// Progress through the current cycle after the timing function.
    func progress(_ phase: Phase) -> Double {
        timingFunction?.progress(phase.fraction) ?? phase.fraction
    }

    /// The layer properties (base keys) the animation changes.
    var animatedKeys: Set<String> { [] }

    /// Applies the animation to `value`, the value of the property `key` beneath it, at parent time `t`.
    func apply(to value: inout AnimatableValue, key: String, parentTime t: Double) {}
}
