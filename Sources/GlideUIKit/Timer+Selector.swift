import Foundation
import GlideObjectiveC

// Foundation's selector timer, which Foundation on Linux lacks (it needs the Objective-C runtime): Glide's `Selector`
// holds the method, and the timer is a `GlideTimer` on Glide's clock.
extension Timer {
    /// Makes a timer that calls the method `aSelector` names on `aTarget` (with the timer, when the method takes an
    /// argument) `ti` seconds from now, and every `ti` seconds after when `yesOrNo`, and schedules it on Glide's clock
    /// (see ``GlideTimer``). It keeps `aTarget` and `userInfo` until it is invalidated.
    ///
    /// Glide differs from Foundation: the timer fires on Glide's clock, not in the current run loop's default mode,
    /// and it must be made on the main thread (Glide's `Selector` calls methods on the main actor).
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = GlideTimer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.addToClock()
        return timer
    }
}
