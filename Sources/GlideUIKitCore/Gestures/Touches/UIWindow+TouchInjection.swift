import Foundation

extension UIWindow {
    /// Delivers one frame of contacts as a touch event at `time` seconds (the clock's now when nil):
    /// hit-testing, recognizers, then views, as UIKit does (see ``TouchDelivery``).
    package func injectTouches(_ contacts: [InjectedTouch], at time: Double? = nil) {
        touchDelivery.inject(contacts, at: time ?? clock.now)
    }

    /// Cancels every touch that is down, as the system does when it takes the touches away.
    package func cancelAllTouches(at time: Double? = nil) {
        touchDelivery.cancelAllTouches(at: time ?? clock.now)
    }
}
