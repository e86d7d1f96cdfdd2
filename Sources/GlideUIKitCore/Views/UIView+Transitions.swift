import Foundation
import GlideClock
import GlideQuartzCore

// UIKit's whole-view transitions (`UIView.transition(with:…)`, `transition(from:to:…)`).

extension UIView {
    /// A transition `UIView.transition(with:…)` or `UIView.transition(from:to:…)` ran, for renderers and tests.
    package struct TransitionRecord {
        /// The view whose content changed (the container for `transition(from:to:)`, else the view given).
        package weak var view: UIView?
        /// The options, whose transition bits choose the effect.
        package let options: UIView.AnimationOptions
        /// When it started and how long it lasts, in seconds of Glide's clock.
        package let start: Double
        package let duration: Double
    }

    /// Every whole-view transition started since the process began (Glide's record; UIKit keeps none).
    package private(set) static var transitionRecords: [TransitionRecord] = []

    /// Replaces the content of `view` with what `animations` makes it, with the effect the options'
    /// transition bits name (flip, curl, cross-dissolve), over `duration` seconds.
    ///
    /// The changes in `animations` are made at once and without property animations, as UIKit makes
    /// them behind a snapshot; with `.allowAnimatedContent` they animate over the duration with the
    /// options' curve instead. Glide renders no pixels, so the effect itself is a record a renderer
    /// can read. As in UIKit, the effect is an animation on `view`'s layer (UIKit's `CATransition`, key
    /// "transition"): `completion` runs when it ends in the layer's time (`duration` later, or later
    /// and scrubbed inside a percent-driven transition's frozen container), with `false` if it was removed.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        if let animations {
            if options.contains(.allowAnimatedContent) {
                animate(withDuration: duration, delay: 0, options: options, animations: animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
        recordTransition(of: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` with the options' transition effect over `duration` seconds.
    ///
    /// As UIKit does: `toView` takes `fromView`'s place in its superview and `fromView` is removed;
    /// with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead. The hierarchy
    /// changes at once; the effect is an animation on the superview's layer, and `completion` runs when
    /// it ends in that layer's time, as for ``transition(with:duration:options:animations:completion:)``.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else {
            if let container, toView.superview !== container {
                container.insertSubview(toView, aboveSubview: fromView)
            }
            fromView.removeFromSuperview()
        }
        recordTransition(of: container ?? toView, duration: duration, options: options, completion: completion)
    }

    static func recordTransition(
        of view: UIView, duration: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        let clock = Clocks.current
        transitionRecords.append(TransitionRecord(view: view, options: options, start: clock.now, duration: max(0, duration)))
        if transitionRecords.count > 1024 { transitionRecords.removeFirst(transitionRecords.count - 1024) }
        guard duration > 0 else {
            _ = clock.schedule(atNanoseconds: clock.nowNanoseconds) { completion?(true) }
            return
        }
        // The effect's animation on the layer, timed by the layer's time as every animation in its tree.
        let effect = CATransition()
        effect.duration = duration
        effect.delegate = ViewTransitionEnd(completion: completion)
        view.layer.add(effect, forKey: ViewTransitionEnd.key)
    }
}

/// Ends a whole-view transition when its animation on the layer stops.
@MainActor
private final class ViewTransitionEnd: NSObject, CAAnimationDelegate {
    /// The key UIKit's view transitions use on the layer (`kCATransition`).
    static let key = kCATransition
    let completion: ((Bool) -> Void)?
    init(completion: ((Bool) -> Void)?) { self.completion = completion }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion?(flag) }
}
