import Foundation
import GlideClock

// The keyboard's notifications (UIKit posts them on `UIResponder`) and Glide's keyboard, which a text
// field brings up when it becomes first responder and puts away when it resigns.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame, in screen coordinates, before the change (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame, in screen coordinates, after the change (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation, in seconds (an `NSNumber`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (an `NSNumber` of a `UIView.AnimationCurve` raw value: 7, UIKit's keyboard curve).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// Glide's software keyboard: no keys, only its place on screen and the notifications UIKit posts as it
/// slides up and down.
///
/// It is 336 points tall (an iPhone 14's keyboard with its suggestions bar and the home indicator's
/// margin), the screen's width, and moves in 0.25 s with UIKit's keyboard curve (raw value 7). The
/// will-notifications are posted as the keyboard starts to move, the did-notifications on Glide's clock
/// when it has arrived.
@MainActor
enum Keyboard {
    /// The keyboard's height, in points.
    static let height: CGFloat = 336
    /// How long it takes to slide up or down, in seconds.
    static let duration: Double = 0.25
    /// UIKit's keyboard animation curve (a private curve, raw value 7).
    static let curve = 7

    /// True while the keyboard is up (or going up).
    private(set) static var isShown = false
    private static var arrival: ScheduledTask?

    /// The keyboard's frame in screen coordinates: on screen when `shown`, just below it otherwise.
    static func frame(shown: Bool) -> CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: shown ? screen.height - height : screen.height, width: screen.width, height: height)
    }

    /// Brings the keyboard up, if it is not.
    static func show(clock: any Clock) { move(shown: true, clock: clock) }

    /// Puts the keyboard away, if it is up.
    static func hide(clock: any Clock) { move(shown: false, clock: clock) }

    private static func move(shown: Bool, clock: any Clock) {
        guard shown != isShown else { return }
        isShown = shown
        arrival?.cancel()
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame(shown: !shown)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(shown: shown)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        nonisolated(unsafe) let sent = info
        arrival = clock.schedule(after: duration) {
            center.post(name: shown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, object: nil, userInfo: sent)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: sent)
        }
    }
}
