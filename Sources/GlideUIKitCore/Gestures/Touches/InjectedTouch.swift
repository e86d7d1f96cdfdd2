import Foundation

/// One contact of an injected touch frame, in window points (Glide's; UIKit's touches come from
/// the system).
///
/// This is the seam for real input (issue 11): a device or trace frame maps each contact (a slot
/// or tracking id) to an `InjectedTouch` with the position mapped onto the window, its pressure
/// and size when the device reports them, and hands the frame to ``UIWindow/injectTouches(_:at:)``
/// at the frame's time; a lost stream (`SYN_DROPPED`, a device gone) calls
/// ``UIWindow/cancelAllTouches(at:)``.
package struct InjectedTouch: Sendable, Hashable {
    /// The contact's identifier: the same for the whole life of a touch.
    package var id: Int
    /// `.began`, `.moved` (a move to the same point is stationary), `.ended` or `.cancelled`.
    package var phase: UITouch.Phase
    /// The position in the window's coordinates, in points.
    package var location: CGPoint
    /// The pressure (1 is an average touch; 0 when the device reports none).
    package var force: CGFloat
    /// The largest pressure the device reports (0 when none).
    package var maximumPossibleForce: CGFloat
    /// The contact's radius in points (0 when the device reports none).
    package var majorRadius: CGFloat
    /// The accuracy of `majorRadius` in points.
    package var majorRadiusTolerance: CGFloat
    /// What made the touch.
    package var type: UITouch.TouchType
    /// Which recognizers and views the touch reaches (a trackpad's scroll and pinch reach only some).
    package var routing: UITouch.Routing

    package init(id: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0, maximumPossibleForce: CGFloat = 0,
                 majorRadius: CGFloat = 0, majorRadiusTolerance: CGFloat = 0, type: UITouch.TouchType = .direct,
                 routing: UITouch.Routing = .touch) {
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.type = type
        self.routing = routing
    }
}
