import Foundation
import GlideClock
import GlideQuartzCore
/// UIKit's block-based animation API.
///
/// Glide differs from UIKit, deliberately: an animation always starts from the current
/// presentation value (as with `.beginFromCurrentState`; UIKit's additive animations look the same
/// but keep the older animation's velocity); the `.repeat` and `.autoreverse` options are accepted
/// and the animation runs once, forwards.
///
/// As in UIKit, the views an animation animates take no touches while it runs (hit-testing passes them by)
/// unless its options include `.allowUserInteraction`.
extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`, with the options' curve.
    /// `completion` runs when the animations end (`true`), or on the next turn with `false` if they were removed.
    ///
    /// Inside a percent-driven transition (the animator's `animateTransition(using:)` run by
    /// `UIPercentDrivenInteractiveTransition`, whose container layer stands still while the percent moves it), a delay
    /// is time of a layer whose speed is 0: it comes to nothing, and the animation follows the percent from its start, as
    /// on iOS (SideMenu's interactive animator passes `delay: duration` on purpose, against a flash in iOS 11).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: UIView.AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, curve: TimingFunction(options.curve), layout: options.contains(.layoutSubviews),
            allowsUserInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, lower values oscillate;
    /// `velocity` is the initial speed in units of the total distance per second.
    ///
    /// The spring is solved as UIKit does (mass 1, Newton's method from ω = 5/T, 12 iterations)
    /// so that it settles within 0.001 of the target at `duration`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let solved = SpringSolver.parameters(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        let spring = SpringCurve(mass: 1, stiffness: solved.stiffness, damping: solved.damping, initialVelocity: velocity)
        run(duration: duration, delay: delay, curve: .spring(spring), layout: options.contains(.layoutSubviews),
            allowsUserInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    /// Animates with a spring of a perceptual `duration` and `bounce` (iOS 17; 0 settles without overshoot, up to 1
    /// bounces more, below 0 is overdamped), as ``UISpringTimingParameters/init(duration:bounce:initialVelocity:)``
    /// makes it; the animation lasts until the spring settles.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let parameters = UISpringTimingParameters(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: velocity, dy: velocity))
        let spring = SpringCurve(mass: 1, stiffness: parameters.stiffness, damping: parameters.damping, initialVelocity: velocity)
        run(duration: parameters.settlingDuration, delay: delay, curve: .spring(spring), layout: options.contains(.layoutSubviews),
            allowsUserInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    /// The duration of the animation block being run (0 outside one, or while animations are off).
    public static var inheritedAnimationDuration: TimeInterval { AnimationTransaction.current?.duration ?? 0 }

    /// Repeats the animations made in `animations`, inside an animation block, `count` times, reversing each repeat
    /// when `autoreverses`. Glide differs: as for the `.repeat` and `.autoreverse` options, they run once, forwards.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }

    /// Animates the keyframes added in `animations` with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: UIView.KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let transaction = AnimationTransaction(keyframes: true)
        transaction.duration = duration
        AnimationTransaction.stack.append(transaction)
        animations()
        AnimationTransaction.stack.removeLast()
        commit(transaction, duration: duration, delay: delay, curve: TimingFunction(options.curve),
               allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: the changes made
    /// in `animations` happen between `frameStartTime` and `frameStartTime + frameDuration`, both relative to the
    /// whole animation (0 to 1). Outside a keyframe animation the changes are made without animation.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        guard let transaction = AnimationTransaction.stack.last, transaction.isKeyframes else {
            performWithoutAnimation(animations)
            return
        }
        transaction.keyframe(start: frameStartTime, duration: frameDuration, animations)
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether block animations animate (true at launch). While false, the changes made in animation
    /// blocks, property animators and transitions' alongside blocks happen at once, and completions still
    /// run, finished, on the next turn of the clock. ``performWithoutAnimation(_:)`` sets it to false for
    /// its block and restores it, as UIKit does.
    public static var areAnimationsEnabled: Bool { !AnimationTransaction.animationsDisabled }

    /// Turns block animations on or off (see ``areAnimationsEnabled``).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationTransaction.animationsDisabled = !enabled
    }

    /// True inside an animation block whose changes will animate.
    public static var areAnimationsEnabledInCurrentBlock: Bool { AnimationTransaction.current != nil }

    private static func run(
        duration: Double, delay: Double, curve: TimingFunction, layout: Bool, allowsUserInteraction: Bool,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let transaction = AnimationTransaction()
        transaction.duration = duration
        AnimationTransaction.stack.append(transaction)
        animations()
        if layout { layoutTouchedWindows() }
        AnimationTransaction.stack.removeLast()
        commit(transaction, duration: duration, delay: delay, curve: curve, allowsUserInteraction: allowsUserInteraction,
               completion: completion)
    }

    private static func layoutTouchedWindows() {
        // `.layoutSubviews`: UIKit lays out at commit so that layout changes animate; a layout pass
        // run inside the transaction does the same here.
        for window in WindowRegistry.windows { window.layoutIfNeeded() }
    }

    static func commit(
        _ transaction: AnimationTransaction, duration: Double, delay: Double, curve: TimingFunction,
        allowsUserInteraction: Bool, completion: ((Bool) -> Void)?
    ) {
        let clock = Clocks.current
        let group = AnimationGroup(
            clock: clock, duration: max(0, duration), curve: curve,
            timeline: .running(startNanoseconds: clock.nowNanoseconds + nanoseconds(max(0, delay)), origin: 0, rate: 1))
        group.allowsUserInteraction = allowsUserInteraction
        let made = duration > 0 ? transaction.commit(into: group, localStart: 0, localDuration: duration) : 0
        if let completion {
            group.onEnd = { ending in completion(ending != .removed) }
        }
        if CATransaction.isOpen {
            // A CATransaction's completion waits for the block's animations too, as in UIKit.
            CATransaction.register(group)
            group.endObservers.append { CATransaction.animationStopped(group) }
        }
        if made == 0 {
            // Nothing animates: UIKit calls the completion on the next turn (after the delay), finished.
            clock.schedule(atNanoseconds: clock.nowNanoseconds + nanoseconds(max(0, delay))) {
                group.reachEnd(atEnd: true)
            }
            return
        }
        if let tracker = AnimationTracker.active.last {
            // The container's layer is paused (speed 0): Core Animation converts the delay into its time as 0.
            tracker.adopt(group)
        } else {
            group.scheduleEnd()
        }
    }
}

/// The windows alive now, for layout passes run by animation blocks.
@MainActor
enum WindowRegistry {
    private static var entries: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    static var windows: [UIWindow] {
        entries.removeAll { $0.window == nil }
        return entries.compactMap(\.window)
    }

    static func register(_ window: UIWindow) { entries.append(WeakWindow(window: window)) }
}
