import Foundation
import GlideUIKitCore
import Testing

/// The accessibility attributes code sets on its views, and VoiceOver's state and notification.
@Suite(.serialized) @MainActor struct AccessibilityTests {
    @Test("a view keeps its label, hint and value; a subclass may override them; plain views are no elements")
    func attributes() {
        final class Grabber: UIView {
            override var accessibilityLabel: String? { get { "Close" } set {} }
        }
        let button = UIButton(type: .custom)
        #expect(button.accessibilityLabel == nil)
        button.accessibilityLabel = "Dismiss"
        button.accessibilityHint = "Closes the sheet"
        button.accessibilityValue = "50%"
        #expect(button.accessibilityLabel == "Dismiss" && button.accessibilityHint == "Closes the sheet" && button.accessibilityValue == "50%")
        let grabber: UIView = Grabber()
        grabber.accessibilityLabel = "ignored"
        #expect(grabber.accessibilityLabel == "Close")
        #expect(!UIView().isAccessibilityElement)
    }

    @Test("VoiceOver is off at launch; turning it on or off posts the status notification once per change")
    func voiceOver() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        var posted = 0
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.setVoiceOverRunning(true)
        UIAccessibility.setVoiceOverRunning(true)
        #expect(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.setVoiceOverRunning(false)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(posted == 2)
    }

    @Test("Reduce Transparency is off at launch; turning it on or off posts its status notification once per change")
    func reduceTransparency() {
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        var posted = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.setReduceTransparencyEnabled(true)
        UIAccessibility.setReduceTransparencyEnabled(true)
        #expect(UIAccessibility.isReduceTransparencyEnabled)
        UIAccessibility.setReduceTransparencyEnabled(false)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        #expect(posted == 2)
    }

    @Test("a table view keeps the separator effect set on it (SideMenu's blur sets a vibrancy effect, then nil)")
    func separatorEffect() {
        let table = UITableView()
        #expect(table.separatorEffect == nil)
        let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        table.separatorEffect = effect
        #expect(table.separatorEffect === effect)
        table.separatorEffect = nil
        #expect(table.separatorEffect == nil)
    }
}
