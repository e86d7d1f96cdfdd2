import Foundation

/// The accessibility settings and notifications (UIKit's `UIAccessibility`).
///
/// Glide's settings are the simulated user's: off at launch, changed by a test with
/// ``setReduceMotionEnabled(_:)`` (Glide's, as Settings ▸ Accessibility ▸ Motion changes it on a
/// device), which posts ``reduceMotionStatusDidChangeNotification`` when the value changes.
@preconcurrency @MainActor
public enum UIAccessibility {
    private static var reduceMotion = false
    private static var voiceOver = false
    private static var reduceTransparency = false

    /// Whether VoiceOver is on; false at launch (Glide's: changed with ``setVoiceOverRunning(_:)``).
    public static var isVoiceOverRunning: Bool { voiceOver }

    /// Posted on the default center, with no object, when ``isVoiceOverRunning`` changes.
    nonisolated public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Turns VoiceOver on or off, as the user does in Settings (Glide's): posts
    /// ``voiceOverStatusDidChangeNotification`` when the value changes.
    public static func setVoiceOverRunning(_ running: Bool) {
        change(&voiceOver, to: running, posting: voiceOverStatusDidChangeNotification)
    }

    /// Whether the user asked for reduced motion (Reduce Motion); false at launch.
    public static var isReduceMotionEnabled: Bool { reduceMotion }

    /// Posted on the default center, with no object, when ``isReduceMotionEnabled`` changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Turns Reduce Motion on or off, as the user does in Settings (Glide's): posts
    /// ``reduceMotionStatusDidChangeNotification`` when the value changes.
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        change(&reduceMotion, to: enabled, posting: reduceMotionStatusDidChangeNotification)
    }

    /// Whether the user asked for reduced transparency (Reduce Transparency), which apps honour by drawing opaque
    /// backgrounds instead of blurs; false at launch (Glide's: changed with ``setReduceTransparencyEnabled(_:)``).
    public static var isReduceTransparencyEnabled: Bool { reduceTransparency }

    /// Posted on the default center, with no object, when ``isReduceTransparencyEnabled`` changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")

    /// Turns Reduce Transparency on or off, as the user does in Settings (Glide's): posts
    /// ``reduceTransparencyStatusDidChangeNotification`` when the value changes.
    public static func setReduceTransparencyEnabled(_ enabled: Bool) {
        change(&reduceTransparency, to: enabled, posting: reduceTransparencyStatusDidChangeNotification)
    }

    /// A notification an app posts to VoiceOver (UIKit's `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot (a view controller appeared): VoiceOver moves to the argument or the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a string).
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// What the app posted to VoiceOver, in order (Glide's record: there is no VoiceOver to hear it).
    public private(set) static var posted: [(notification: Notification, argument: Any?)] = []

    /// Posts `notification` to VoiceOver with `argument`. Glide differs: nothing is spoken; the post is recorded in
    /// ``posted``.
    public static func post(notification: Notification, argument: Any?) {
        if posted.count >= 1000 { posted.removeFirst(500) }
        posted.append((notification, argument))
    }

    /// Sets `setting` to `value`, posting `name` on the default center (no object) when it changes.
    private static func change(_ setting: inout Bool, to value: Bool, posting name: Foundation.Notification.Name) {
        guard value != setting else { return }
        setting = value
        NotificationCenter.default.post(name: name, object: nil)
    }
}
