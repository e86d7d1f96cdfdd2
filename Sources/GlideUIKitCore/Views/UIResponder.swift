import Foundation
import GlideClock

/// An object that can respond to events (`UIResponder`): the root of views, view controllers and the application.
///
/// Like UIKit's, it is an `NSObject` and isolated to the main actor (`@preconcurrency`, so code
/// written in Swift 5 language mode uses it as it uses UIKit's).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's view controller or superview, a view controller's
    /// view's superview or presenting view controller.
    /// VoiceOver's escape gesture (a two-finger Z) asks the element to dismiss what it shows; true when it did.
    /// UIKit declares it on `NSObject`; Glide on responders, the views and view controllers that override it. Glide's
    /// simulated user makes no such gesture unless a test calls it.
    @discardableResult
    open func accessibilityPerformEscape() -> Bool { false }
    /// Whether VoiceOver ignores the elements outside this one while it shows (a modal view's).
    open var accessibilityViewIsModal = false

    open var next: UIResponder? { nil }

    /// The object that takes this one's place once it is decoded from a nib or storyboard (an embeddable view that loads
    /// its real self from another nib); itself by default. UIKit declares it on `NSObject`; Glide on responders, the
    /// views and view controllers that override it. Glide calls it on the top-level views of
    /// ``UINib/instantiate(withOwner:options:)`` and on cells and header views made from their archived class.
    open func awakeAfter(using coder: NSCoder) -> Any? { self }

    /// The keyboard shortcuts this responder handles (nil: none), found from the first responder up the chain.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// A key pressed with `modifierFlags` on a hardware keyboard (Glide's; iOS's keyboard does it): the first
    /// responder from this one up the chain that lists a matching enabled ``keyCommands`` entry is sent its action,
    /// and true is returned. When none does, the key goes down and up as a press: this responder is sent
    /// ``pressesBegan(_:with:)`` then ``pressesEnded(_:with:)`` (each passed up the chain by default), and false is
    /// returned. `input` is the characters typed, or `UIKeyCommand`'s input string for a special key
    /// (``UIKeyCommand/inputEscape``).
    @discardableResult
    public func glidePressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if let command = current.keyCommands?.first(where: {
                $0.input == input && $0.modifierFlags == modifierFlags && !$0.attributes.contains(.disabled)
            }) {
                return UIApplication.shared.sendAction(command.action, to: current, from: command, for: nil)
            }
            responder = current.next
        }
        let key = UIKey(characters: input, modifierFlags: modifierFlags)
        let press = UIPress(key: key, phase: .began, timestamp: Clocks.current.now, responder: self)
        pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: press.timestamp))
        press.phase = .ended
        pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: press.timestamp))
        return false
    }

    /// Whether the responder can become the first responder (false by default, as in UIKit).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder may give up first-responder status.
    open var canResignFirstResponder: Bool { true }
    /// True while this responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// The first responder, if any.
    package private(set) static weak var firstResponder: UIResponder?
    /// The responder becoming first responder while the current one resigns (so that a text field
    /// handing over to another keeps the keyboard up, as UIKit does).
    package private(set) static weak var incomingFirstResponder: UIResponder?

    /// Makes this responder the first responder if it ``canBecomeFirstResponder``: the current first
    /// responder is asked to resign first, and if it refuses, this one does not become first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self {
            let saved = UIResponder.incomingFirstResponder
            UIResponder.incomingFirstResponder = self
            defer { UIResponder.incomingFirstResponder = saved }
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    // MARK: Touches

    /// Touches began in this responder. The default passes them to ``next`` (UIKit's default).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted. The default passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches cancelled (by the system, or by a recognizer with `cancelsTouchesInView`). The
    /// default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Buttons or keys went down (a hardware keyboard's keys: ``UIPress/key``). The default passes them to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Pressed buttons changed (their force). The default passes them to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Buttons or keys went up. The default passes them to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses cancelled by the system. The default passes them to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A remote-control event (the lock screen's or headphones' play, pause, skip) reached this responder; the default
    /// passes it to ``next``.
    ///
    /// Glide differs: there is no media session, so no remote-control event ever arrives (a test may send one).
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    /// Called when a key path this responder observes changes (key-value observing); override it to observe.
    ///
    /// Glide differs: it does nothing by default, where `NSObject`'s raises an exception for a notification no
    /// subclass handled (see ``NSKeyValueObserving``).
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {}
}
