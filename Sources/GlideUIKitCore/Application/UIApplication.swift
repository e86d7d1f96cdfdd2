import Foundation
import GlideClock
import GlideObjectiveC

/// The application (UIKit's `UIApplication`): windows, the status bar, interaction and actions.
///
/// Glide's status bar is the scene's top safe-area inset: `statusBarFrame` is (0, 0, screen width, 47),
/// the height of an iPhone 14/15's; the orientation is always portrait. `open(_:)` performs nothing
/// and records the URL in ``openedURLs``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application.
    public static let shared = UIApplication()

    /// The one scene.
    package let scene = UIWindowScene()

    /// The application's delegate (UIKit's `delegate`). Glide holds it strongly, as `UIApplicationMain`
    /// does on iOS; Glide has no `UIApplicationMain`, so nothing calls the delegate's launch methods: a
    /// test that wants them calls them, as the scaffolding of an app does.
    open var delegate: (any UIApplicationDelegate)?

    /// Whether the app asked for remote-control events (``beginReceivingRemoteControlEvents()``).
    public private(set) var isReceivingRemoteControlEvents = false
    /// Asks for remote-control events (the lock screen's and headphones' play, pause, next…). Glide differs: no such
    /// events arrive unless a test sends them to a responder's `remoteControlReceived(with:)`; the request is kept.
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }
    /// Stops asking for remote-control events.
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    /// The orientations the app supports in `window`: its delegate's answer (all but upside down when the delegate does
    /// not say, as an iPhone app's default Info.plist). Glide differs: there is no Info.plist; the delegate's default is
    /// the iPhone's.
    @discardableResult
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }

    /// Use ``shared``.
    public override init() { super.init() }

    /// Whether the application is in the foreground (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys for `open(_:options:completionHandler:)` (UIKit's `OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the options given to the delegate's `application(_:open:options:)` (UIKit's `OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The URL of the app's page in Settings (Glide's ``open(_:options:completionHandler:)`` records it, as any URL).
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    open var applicationState: State { .active }

    // MARK: Windows

    /// Every window alive, in creation order.
    open var windows: [UIWindow] { WindowRegistry.windows }
    /// The key window: the last window made key with `makeKeyAndVisible()`, else nil.
    open var keyWindow: UIWindow? { scene.keyWindow }
    /// The connected scenes: Glide's one window scene.
    open var connectedScenes: Set<UIScene> { [scene] }
    open var supportsMultipleScenes: Bool { false }

    // MARK: Status bar (deprecated in UIKit, still used by older transition code)

    /// (0, 0, screen width, 47), or zero while the status bar is hidden.
    open var statusBarFrame: CGRect { Self.statusBarFrame(hidden: isStatusBarHidden) }

    /// The status bar's frame while hidden (zero) or shown.
    private static func statusBarFrame(hidden: Bool) -> CGRect {
        hidden ? .zero : CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.sceneSafeAreaInsets.top)
    }
    /// Always `.portrait`.
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// The status bar's style: what the view controller that decides it answered when UIKit last asked (see
    /// ``UIViewController/setNeedsStatusBarAppearanceUpdate()``), or the style last set (`.default` at launch).
    ///
    /// Setting it (deprecated in UIKit) works only with view-controller-based status bar appearance turned off in the
    /// app's Info.plist: it turns ``viewControllerBasedStatusBarAppearance`` off.
    open var statusBarStyle: UIStatusBarStyle {
        get { shownStatusBarStyle }
        set {
            viewControllerBasedStatusBarAppearance = false
            shownStatusBarStyle = newValue
        }
    }

    /// Whether view controllers decide the status bar (Info.plist's `UIViewControllerBasedStatusBarAppearance`, on by
    /// default): the key window's deciding view controller's ``UIViewController/prefersStatusBarHidden`` and
    /// ``UIViewController/preferredStatusBarStyle``, read when UIKit asks (see
    /// ``UIViewController/setNeedsStatusBarAppearanceUpdate()``).
    ///
    /// Glide differs: it has no Info.plist. Setting ``isStatusBarHidden`` or ``statusBarStyle`` (or their setters) turns
    /// this off, as an app that does so runs with the key off: from then on the status bar shows what the app sets, and no
    /// view controller's preference is read (nor judged by a check). A test that sets them sets this back to true.
    public var viewControllerBasedStatusBarAppearance = true
    private var shownStatusBarStyle: UIStatusBarStyle = .default

    /// Whether the status bar is hidden: what the view controller that decides it answered when UIKit last asked, or
    /// what was last set (false at launch). Changing it changes ``statusBarFrame``: UIKit posts
    /// ``willChangeStatusBarFrameNotification`` before and ``didChangeStatusBarFrameNotification`` after, each with the
    /// new frame under ``statusBarFrameUserInfoKey``. Setting it turns ``viewControllerBasedStatusBarAppearance`` off.
    open var isStatusBarHidden: Bool {
        get { shownStatusBarHidden }
        set {
            viewControllerBasedStatusBarAppearance = false
            showStatusBarHidden(newValue)
        }
    }
    private var shownStatusBarHidden = false

    private func showStatusBarHidden(_ hidden: Bool) {
        guard hidden != shownStatusBarHidden else { return }
        postStatusBarFrame(Self.willChangeStatusBarFrameNotification, hidden: hidden)
        shownStatusBarHidden = hidden
        postStatusBarFrame(Self.didChangeStatusBarFrameNotification, hidden: hidden)
    }

    /// The status bar shows what the view controllers that decide it answered (``UIWindow/updateStatusBarAppearance(_:)``).
    package func showStatusBar(_ appearance: StatusBarAppearance) {
        shownStatusBarStyle = appearance.style
        showStatusBarHidden(appearance.isHidden)
    }

    private func postStatusBarFrame(_ name: Notification.Name, hidden: Bool) {
        NotificationCenter.default.post(
            name: name, object: self, userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: Self.statusBarFrame(hidden: hidden))])
    }

    /// Sets ``statusBarStyle`` (the animation is not shown: Glide draws no status bar).
    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    /// Sets ``isStatusBarHidden``.
    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        isStatusBarHidden = hidden
    }

    // MARK: Interaction

    private var ignoringDepth = 0
    /// True between ``beginIgnoringInteractionEvents()`` and the matching ``endIgnoringInteractionEvents()``.
    open var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }
    /// Starts ignoring touches; calls nest, as in UIKit.
    open func beginIgnoringInteractionEvents() { ignoringDepth += 1 }
    /// Ends one ``beginIgnoringInteractionEvents()``.
    open func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }

    /// Whether the status bar shows the network activity spinner (deprecated since iOS 13, where it shows nothing).
    /// Glide keeps the value and draws no spinner, as iOS 13 and later do.
    open var isNetworkActivityIndicatorVisible = false

    // MARK: Actions

    /// Sends `action` to `target`; with a nil target, to the first responder in the chain from
    /// `sender` (its ``UIResponder/next`` responders, then the application) whose type has the method.
    /// Returns whether a method was called.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target = target as AnyObject? {
            return action.perform(on: target, sender: sender, event: event)
        }
        var responder = sender as? UIResponder
        while let current = responder {
            if action.perform(on: current, sender: sender, event: event) { return true }
            responder = current.next
        }
        return action.perform(on: self, sender: sender, event: event)
    }

    /// The URLs passed to ``open(_:options:completionHandler:)``, in order (Glide's record).
    package private(set) var openedURLs: [URL] = []

    /// Records `url` in ``openedURLs``; Glide opens nothing. `completion` runs with false on the next turn of the clock.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        if let completion {
            let clock = Clocks.current
            _ = clock.schedule(atNanoseconds: clock.nowNanoseconds) { completion(false) }
        }
    }

    /// iOS 2's way to open a URL (deprecated since iOS 10): ``open(_:options:completionHandler:)``; false, Glide
    /// opens nothing.
    @discardableResult
    open func openURL(_ url: URL) -> Bool {
        open(url)
        return false
    }

    /// Whether a URL could be opened: false, Glide opens nothing.
    @discardableResult
    open func canOpenURL(_ url: URL) -> Bool { false }
}
