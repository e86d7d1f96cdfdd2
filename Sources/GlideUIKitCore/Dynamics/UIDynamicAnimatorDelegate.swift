import Foundation

/// What a dynamic animator tells its delegate when it pauses and resumes (UIKit's
/// `UIDynamicAnimatorDelegate`). Both methods have default implementations that do nothing, as
/// UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to run again (a behaviour was added or changed, an item was pushed).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator stopped: every item came to rest, or no behaviour has items.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
