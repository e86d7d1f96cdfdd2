import Foundation
import GlideInput

/// A press of a touchpad's button (or a clickpad's whole surface), with the fingers on the pad and
/// the button libinput makes of it.
///
/// A click is not a gesture: a press without motion leaves the gesture list empty, and a press
/// during a gesture cancels it. On a clickpad (`INPUT_PROP_BUTTONPAD`) the kernel reports every press
/// as `BTN_LEFT`; libinput's default "clickfinger" method names the button by the fingers down at the
/// press (`tp_clickfinger_set_button`: one finger left, two right, three middle, four or more none).
/// A touchpad with physical buttons reports the button pressed.
public struct RecognizedClick: Hashable, Sendable, CustomStringConvertible {
    /// The button a click means.
    public enum Button: String, Hashable, Sendable, CaseIterable {
        case left, right, middle
        /// Four or more fingers on a clickpad: libinput's clickfinger maps them to no button.
        case noButton = "none"
    }

    /// When the button went down, in seconds.
    public var start: Double
    /// When it came up (or the recording ended), in seconds.
    public var end: Double
    /// Fingers on the pad at the press (palms and a resting thumb not counted).
    public var fingers: Int
    /// The button: libinput's clickfinger mapping on a clickpad, the physical button otherwise.
    public var button: Button
    /// True when the pad is a clickpad (the whole surface is the button).
    public var clickpad: Bool

    /// `0.412–0.530 s  click, 3 fingers: middle button (clickfinger)`.
    public var description: String {
        "\(RecognizedGesture.seconds(start))–\(RecognizedGesture.seconds(end)) s  click, \(fingers) finger\(fingers == 1 ? "" : "s"): "
            + (button == .noButton ? "no button (clickfinger maps 4 or more fingers to none)" : "\(button.rawValue) button\(clickpad ? " (clickfinger)" : "")")
    }

    /// libinput's clickfinger mapping (its default "lrm" map): the button for `fingers` on a clickpad.
    public static func clickfingerButton(fingers: Int) -> Button {
        switch fingers {
        case ...1: return .left
        case 2: return .right
        case 3: return .middle
        default: return .noButton
        }
    }
}

/// Finds clicks in touch frames: an explicit two-state machine (released → pressed at a button's
/// press, pressed → released when every button is up), independent of the gesture recognizer.
public struct ClickRecognizer: Sendable {
    /// The machine's states.
    public enum State: Hashable, Sendable {
        /// No button held.
        case released
        /// A button held since `start`, with the fingers counted at the press.
        case pressed(start: Double, fingers: Int, button: RecognizedClick.Button)
    }

    /// Where the machine is.
    public private(set) var state: State = .released
    /// True for a clickpad.
    public let clickpad: Bool

    /// The buttons that click: left, right, middle.
    static let clickButtons: Set<UInt16> = [EventCode.BTN_LEFT, EventCode.BTN_RIGHT, EventCode.BTN_MIDDLE]

    /// A recognizer for a device (a clickpad when `INPUT_PROP_BUTTONPAD` is set).
    public init(device: DeviceDescription) {
        clickpad = device.isClickpad
    }

    /// Feeds a frame; returns the click its release completed.
    public mutating func process(_ frame: TouchFrame) -> RecognizedClick? {
        // Most frames hold no button: no set is built for them.
        let held = frame.buttons.isEmpty ? [] : frame.buttons.intersection(Self.clickButtons)
        switch state {
        case .released:
            guard !held.isEmpty else { return nil }
            // Fingers down at the press: the contacts that are not palms, or the BTN_TOOL_* count where
            // the pad reports more fingers than it has slots (a Cypress pad's third finger).
            let fingers = max(frame.fingers.count, frame.fingerCount - frame.contacts.filter(\.isPalm).count)
            let button: RecognizedClick.Button
            if clickpad {
                button = RecognizedClick.clickfingerButton(fingers: fingers)
            } else {
                button = held.contains(EventCode.BTN_LEFT) ? .left : held.contains(EventCode.BTN_RIGHT) ? .right : .middle
            }
            state = .pressed(start: frame.timestamp, fingers: fingers, button: button)
            return nil
        case let .pressed(start, fingers, button):
            guard held.isEmpty else {
                // Fingers that land while the button is already down but no finger was seen at the press
                // (some pads report the contact a frame after the button) still count.
                if fingers == 0, frame.fingerCount > 0 {
                    let now = max(frame.fingers.count, frame.fingerCount)
                    state = .pressed(start: start, fingers: now, button: clickpad ? RecognizedClick.clickfingerButton(fingers: now) : button)
                }
                return nil
            }
            state = .released
            return RecognizedClick(start: start, end: frame.timestamp, fingers: fingers, button: button, clickpad: clickpad)
        }
    }

    /// The source ended at `time`: a button still held makes a click that ends there.
    public mutating func finish(at time: Double) -> RecognizedClick? {
        guard case let .pressed(start, fingers, button) = state else { return nil }
        state = .released
        return RecognizedClick(start: start, end: max(start, time), fingers: fingers, button: button, clickpad: clickpad)
    }
}
