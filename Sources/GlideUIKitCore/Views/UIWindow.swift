import Foundation
import GlideClock
/// The root of a view hierarchy: a headless screen.
///
/// A window shows its root view controller's view, runs layout passes on the next turn of its
/// clock after a view asks for layout, and owns the transition views UIKit puts above content
/// during presentations.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The clock that drives this window's layout passes.
    public let clock: any Clock
    /// True after ``makeKeyAndVisible()``.
    public private(set) var isKeyWindow = false
    private var layoutPass: ScheduledTask?
    /// The level an app assigned (``windowLevel``).
    var storedWindowLevel: Level = .normal
    /// The screen an app assigned (``screen``).
    var assignedScreen: UIScreen?
    /// True after the app set ``windowScene`` to nil.
    var isDetachedFromScene = false
    /// The status bar while this window is key (see `UIWindow+StatusBarAppearance.swift`).
    package var statusBar = StatusBarState()

    /// A window of `frame` on `clock` (the ambient clock by default).
    ///
    /// Glide's addition: UIKit's windows run on the display's clock; a Glide window runs on the clock
    /// you give it, so a test can step it.
    public init(frame: CGRect, clock: (any Clock)?) {
        self.clock = clock ?? Clocks.current
        super.init(frame: frame)
        WindowRegistry.register(self)
    }

    /// A window of `frame` on the ambient clock (``Clocks/current``).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, clock: nil)
    }

    /// A window the size of the main screen, as UIKit's `init()` makes one since iOS 9 (SideMenu sizes its menu from
    /// `UIWindow().bounds` when no window is key).
    public convenience init() {
        self.init(frame: UIScreen.main.bounds, clock: nil)
    }

    /// A window decoded from an archive: a zero frame on the ambient clock (Glide has no nibs).
    public required init?(coder: NSCoder) {
        self.clock = Clocks.current
        super.init(frame: .zero)
        WindowRegistry.register(self)
    }

    /// A window named `name` in Glide's reports.
    package convenience init(frame: CGRect, clock: (any Clock)?, name: String) {
        self.init(frame: frame, clock: clock)
        accessibilityIdentifier = name
    }

    /// The view controller whose view fills the window.
    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.endAppearanceTransition()
                old.isRootOfWindow = nil
            }
            if let root = rootViewController {
                root.isRootOfWindow = self
                root.view.frame = bounds
                root.beginAppearanceTransition(true, animated: false)
                insertSubview(root.view, at: 0)
                root.endAppearanceTransition()
            }
            updateStatusBarAppearance("the window's root view controller changed")
        }
    }

    /// Makes the window the key window, without showing it: the key window before is told ``resignKey()``, this one
    /// ``becomeKey()``.
    open func makeKey() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        becomeKeyInstead()
    }

    /// The other key windows resign; this one is told it became key.
    private func becomeKeyInstead() {
        for other in WindowRegistry.windows where other !== self && other.isKeyWindow {
            other.isKeyWindow = false
            other.resignKey()
            NotificationCenter.default.post(name: Self.didResignKeyNotification, object: other)
        }
        becomeKey()
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
        updateStatusBarAppearance("the window became key")
    }

    /// Hiding or showing a window posts ``didBecomeHiddenNotification`` or ``didBecomeVisibleNotification``.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            NotificationCenter.default.post(
                name: isHidden ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification, object: self)
        }
    }

    /// Called when the window becomes the key window (override it; call super).
    open func becomeKey() {}
    /// Called when the window stops being the key window (override it; call super).
    open func resignKey() {}

    /// Makes the window key and visible (UIKit's call; lays out at once).
    public func makeKeyAndVisible() {
        isKeyWindow = true
        becomeKeyInstead()
        isHidden = false
        layoutIfNeeded()
    }

    /// Dispatches `event` (UIKit's `sendEvent(_:)`): a touch event goes to the recognizers of the
    /// touched views and their ancestors, then to the views (see ``TouchDelivery``).
    open func sendEvent(_ event: UIEvent) {
        if let touches = event as? UITouchesEvent { touchDelivery.deliver(touches) }
    }

    /// The window's gesture environment: touch bookkeeping, hit-testing and recognizer arbitration.
    package private(set) lazy var touchDelivery = TouchDelivery(window: self)

    /// Schedules a layout pass on the next turn of the clock (once, however many views ask).
    func scheduleLayoutPass() {
        guard layoutPass?.isPending != true else { return }
        layoutPass = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in
            self?.layoutIfNeeded()
        }
    }
}
