import Foundation

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped (`UIViewAnimating`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// True while the animations run.
    var isRunning: Bool { get }
    /// True when the animations run towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 to 1.
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions, and continues with new timing (`UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Glide: nil when this is what `interruptibleAnimator(using:)` answers for an animator that does not implement it,
    /// else the animator. `glide port` writes it after `animator.interruptibleAnimator?(using: context)`, whose optional
    /// call answers nil on iOS for such an animator (Glide's requirement has a default instead, which Swift calls).
    public var glideImplemented: (any UIViewImplicitlyAnimating)? { self is NoInterruptibleAnimator ? nil : self }
}

/// What `interruptibleAnimator(using:)` answers when an animator does not implement it (UIKit's
/// optional requirement has no implementation there). Glide detects it and scrubs `animateTransition`'s animations.
@MainActor
package final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    package static let shared = NoInterruptibleAnimator()
    package var state: UIViewAnimatingState { .inactive }
    package var isRunning: Bool { false }
    package var isReversed = false
    package var fractionComplete: CGFloat = 0
    package func startAnimation() {}
    package func startAnimation(afterDelay delay: TimeInterval) {}
    package func pauseAnimation() {}
    package func stopAnimation(_ withoutFinishing: Bool) {}
    package func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    package func addAnimations(_ animation: @escaping () -> Void) {}
    package func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    package func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    package func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
