import Foundation

/// A physical button or key pressed (UIKit's `UIPress`): a hardware keyboard's key, or a remote's button.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Which button a press is (a remote's, or a keyboard's arrows, return and escape).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown
        case tvRemoteOneTwoThree = 32, tvRemoteFourColors
    }

    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The button pressed: a keyboard's arrow, escape (`.menu`) or page key by its input string, any other key
    /// `.select` (Glide's mapping; UIKit documents the types of a remote's buttons only).
    open var type: PressType { pressType }
    /// Where the press is in its life.
    open internal(set) var phase: Phase
    /// When the press last changed, in seconds of Glide's clock.
    open internal(set) var timestamp: TimeInterval
    /// The key, for a hardware keyboard's press.
    open var key: UIKey? { pressedKey }
    /// How hard the button is pressed: 1 when down, 0 when up (a key has no analogue force).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The responder the press was sent to.
    open internal(set) weak var responder: UIResponder?
    /// The window of the responder the press was sent to.
    open var window: UIWindow? {
        if let view = responder as? UIView { return view.window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }
    /// The recognizers that receive the press: none (Glide's recognizers read touches only).
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    private let pressType: PressType
    private let pressedKey: UIKey?

    /// A press of `key` (Glide's; UIKit's presses come from the system), typed by its input string.
    package init(key: UIKey, phase: Phase, timestamp: TimeInterval, responder: UIResponder?) {
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputUpArrow: pressType = .upArrow
        case UIKeyCommand.inputDownArrow: pressType = .downArrow
        case UIKeyCommand.inputLeftArrow: pressType = .leftArrow
        case UIKeyCommand.inputRightArrow: pressType = .rightArrow
        case UIKeyCommand.inputEscape: pressType = .menu
        case UIKeyCommand.inputPageUp: pressType = .pageUp
        case UIKeyCommand.inputPageDown: pressType = .pageDown
        default: pressType = .select
        }
        pressedKey = key
        self.phase = phase
        self.timestamp = timestamp
        self.responder = responder
        super.init()
    }
}
