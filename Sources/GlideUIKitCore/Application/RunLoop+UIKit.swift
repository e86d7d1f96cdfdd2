import Foundation

// UIKit's run loop mode, which Foundation on Linux lacks.
extension RunLoop.Mode {
    /// The mode the main run loop runs in while a scroll view tracks a touch (UIKit's `UITrackingRunLoopMode`).
    /// Glide's frames come from its clock, not from run loop modes (see `CADisplayLink`), so it names the mode only.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
