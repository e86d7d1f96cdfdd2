import Foundation

/// The display (UIKit's `UIScreen`): Glide's headless scene.
///
/// `bounds` is the key window's bounds (the first window when none is key), else 390 × 844 points —
/// an iPhone 14/15 in portrait — and `scale` is 3 (that phone's). The scene's safe area is that
/// phone's: 47 points at the top (the status bar, see ``UIApplication/statusBarFrame``) and 34 at the bottom.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The one screen.
    public static let main = UIScreen()

    /// Every screen: just ``main``.
    public static var screens: [UIScreen] { [main] }

    /// The scene's size when no window exists: 390 × 844 points.
    public static let defaultSceneSize = CGSize(width: 390, height: 844)

    /// The scene's safe-area insets (a window's ``UIView/safeAreaInsets``).
    package static let sceneSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    public override init() { super.init() }

    /// The screen's rectangle in points: the key window's bounds, else 390 × 844.
    open var bounds: CGRect {
        let windows = WindowRegistry.windows
        if let window = windows.last(where: \.isKeyWindow) ?? windows.first {
            return CGRect(origin: .zero, size: window.bounds.size)
        }
        return CGRect(origin: .zero, size: Self.defaultSceneSize)
    }

    /// Points to pixels: 3.
    open var scale: CGFloat { 3 }
    /// The native scale: 3.
    open var nativeScale: CGFloat { 3 }
    /// The screen's rectangle in pixels (portrait): ``bounds`` times ``scale``.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The frames per second the display can show: Glide's display frames run at 120 Hz.
    open var maximumFramesPerSecond: Int { 120 }
    /// The screen's traits (``UITraitCollection/current``).
    open var traitCollection: UITraitCollection { .current }

    /// A display link for this screen that sends `sel` to `target` at each frame, once added to a run loop
    /// (`CADisplayLink(target:selector:)`, UIKit's other spelling). Never nil; the result is optional as UIKit's is.
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }

    /// A new view showing what the screen shows: the key window's (else the first window's) snapshot, as
    /// ``UIView/snapshotView(afterScreenUpdates:)`` makes it (presentation values, or with `afterScreenUpdates` the state
    /// after pending changes); with no window, an empty view of the screen's ``bounds``.
    ///
    /// Glide differs from UIKit here: only the key window is in the snapshot, not the windows above or below it.
    @discardableResult
    open func snapshotView(afterScreenUpdates: Bool) -> UIView {
        let windows = WindowRegistry.windows
        if let window = windows.last(where: \.isKeyWindow) ?? windows.first,
           let snapshot = window.snapshotView(afterScreenUpdates: afterScreenUpdates) {
            return snapshot
        }
        return UIView(frame: bounds, name: "snapshot(UIScreen)")
    }
}
