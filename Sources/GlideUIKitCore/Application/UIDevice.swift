import Foundation

/// The physical orientation of the device (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The orientation of the interface (UIKit's `UIInterfaceOrientation`, with its raw values).
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Orientations a view controller supports (UIKit's `UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The status bar's style (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar animates when shown or hidden (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    case none = 0, fade, slide
}

/// The device (UIKit's `UIDevice`): Glide's is an iPhone in portrait.
///
/// `systemVersion` is "18.0", the iOS whose UIKit Glide follows; `name` and `model` are "iPhone".
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    public override init() { super.init() }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    /// Always `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Always `.portrait`.
    open var orientation: UIDeviceOrientation { .portrait }
    open var isGeneratingDeviceOrientationNotifications: Bool { generatesOrientationNotifications }
    private var generatesOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications = false }
}

extension UIDevice {
    /// Posted when the device's orientation changes while orientation notifications are generated (Glide's
    /// device stays in portrait, so it is never posted by Glide).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
