import Foundation
import GlideClock
import GlideQuartzCore

// UIKit's first animation API (iOS 2 to 12, deprecated since iOS 13 and still working): the changes made between
// `beginAnimations(_:context:)` and `commitAnimations()` animate with the settings the `setAnimation…` calls made in
// between, and the delegate hears the start and the stop through selectors.

extension UIView {
    /// A whole-view transition of the first animation API (UIKit's `UIView.AnimationTransition`).
    public enum AnimationTransition: Int, Sendable {
        case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    /// Starts a block of animations: the changes made until ``commitAnimations()`` animate with the settings made in
    /// between (UIKit's defaults: 0.2 s, ease in and out, no delay). Blocks nest; each commits with its own settings.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = AnimationBlock(id: animationID, context: context)
        AnimationBlock.stack.append(block)
        AnimationTransaction.stack.append(block.transaction)
    }

    /// Ends the innermost block and starts its animations; with no block open, does nothing.
    public static func commitAnimations() {
        guard let block = AnimationBlock.stack.popLast() else { return }
        if let i = AnimationTransaction.stack.lastIndex(where: { $0 === block.transaction }) {
            AnimationTransaction.stack.remove(at: i)
        }
        let delegate = block.delegate
        if let willStart = block.willStartSelector, let delegate {
            let clock = Clocks.current
            _ = clock.schedule(atNanoseconds: clock.nowNanoseconds + nanoseconds(max(0, block.delay))) {
                _ = willStart.perform(on: delegate, sender: block.id, event: nil)
            }
        }
        let didStop = block.didStopSelector
        let curve = TimingFunction(block.curve)
        let completion: (Bool) -> Void = { finished in
            guard let didStop, let delegate else { return }
            _ = didStop.perform(on: delegate, arguments: [block.id, NSNumber(value: finished), block.context])
        }
        if let (transition, view) = block.transition, transition != .none {
            recordTransition(of: view, duration: block.duration, options: transition.options, completion: nil)
        }
        commit(block.transaction, duration: block.duration, delay: block.delay, curve: curve,
               allowsUserInteraction: false, completion: completion)
    }

    /// The open block's duration, in seconds (default 0.2).
    public static func setAnimationDuration(_ duration: TimeInterval) { AnimationBlock.stack.last?.duration = duration }
    /// The open block's delay, in seconds (default 0).
    public static func setAnimationDelay(_ delay: TimeInterval) { AnimationBlock.stack.last?.delay = delay }
    /// The open block's curve (default ease in and out).
    public static func setAnimationCurve(_ curve: UIView.AnimationCurve) { AnimationBlock.stack.last?.curve = curve }
    /// The open block's start time (Glide: its animations start when the block commits, after its delay).
    public static func setAnimationStart(_ startDate: Date) {}
    /// How many times the open block repeats (see the Glide difference of ``animate(withDuration:delay:options:animations:completion:)``:
    /// it runs once).
    public static func setAnimationRepeatCount(_ repeatCount: Float) {}
    /// Whether the open block's animations reverse when they repeat (accepted; they run once, forwards).
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
    /// Whether the open block starts from what shows now (Glide's animations always do).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    /// The object sent ``setAnimationWillStart(_:)`` and ``setAnimationDidStop(_:)``'s selectors; held strongly
    /// until the block stops, as UIKit holds it.
    public static func setAnimationDelegate(_ delegate: Any?) { AnimationBlock.stack.last?.delegate = delegate as AnyObject? }
    /// The delegate's method called with the block's identifier when its animations start.
    public static func setAnimationWillStart(_ selector: Selector?) { AnimationBlock.stack.last?.willStartSelector = selector }
    /// The delegate's method called with the block's identifier, whether it finished (an `NSNumber`) and the block's
    /// context when its animations stop (`animationDidStop(_:finished:context:)`; a method of fewer arguments takes the
    /// first ones).
    public static func setAnimationDidStop(_ selector: Selector?) { AnimationBlock.stack.last?.didStopSelector = selector }
    /// A whole-view transition of `view` for the open block, as ``transition(with:duration:options:animations:completion:)``
    /// with the matching option draws it.
    public static func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        AnimationBlock.stack.last?.transition = (transition, view)
    }
}

extension UIView.AnimationTransition {
    /// The options of ``UIView/transition(with:duration:options:animations:completion:)`` that draw the same effect.
    var options: UIView.AnimationOptions {
        switch self {
        case .none: []
        case .flipFromLeft: .transitionFlipFromLeft
        case .flipFromRight: .transitionFlipFromRight
        case .curlUp: .transitionCurlUp
        case .curlDown: .transitionCurlDown
        }
    }
}

/// One open `beginAnimations` block and its settings.
@MainActor
final class AnimationBlock {
    static var stack: [AnimationBlock] = []

    let id: String?
    let context: UnsafeMutableRawPointer?
    let transaction = AnimationTransaction()
    /// UIKit's documented default duration for a block, in seconds.
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var delegate: AnyObject?
    var willStartSelector: Selector?
    var didStopSelector: Selector?
    var transition: (UIView.AnimationTransition, UIView)?

    init(id: String?, context: UnsafeMutableRawPointer?) {
        self.id = id
        self.context = context
    }
}
