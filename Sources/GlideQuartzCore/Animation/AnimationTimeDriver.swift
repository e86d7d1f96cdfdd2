import Foundation

/// Something that drives animation time from outside the clock: UIKit's percent-driven transition
/// (the engine's `AnimationTracker`), whose progress a container layer's local time and the block
/// animations made during the transition follow.
@MainActor
package protocol AnimationTimeDriver: AnyObject {
    /// The driven time now, in seconds.
    var time: Double { get }
}
