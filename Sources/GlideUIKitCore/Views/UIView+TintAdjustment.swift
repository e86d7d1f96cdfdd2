import Foundation
import GlideObjectiveC

nonisolated(unsafe) private var tintAdjustmentModeKey: UInt8 = 0

extension UIView {
    /// How a view's tint colour is adjusted (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable, Hashable {
        /// The superview's mode (a window's is `.normal`).
        case automatic = 0
        /// The tint colour as set.
        case normal = 1
        /// The tint colour dimmed (desaturated), as behind a presented alert.
        case dimmed = 2
    }

    /// The view's tint adjustment mode; `.automatic` takes the superview's.
    ///
    /// Glide differs from UIKit here: the mode is kept and inherited (read ``effectiveTintAdjustmentMode``), but the
    /// tint colour is not dimmed: Glide draws no tinted content.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { (objc_getAssociatedObject(self, &tintAdjustmentModeKey) as? TintAdjustmentMode) ?? .automatic }
        set { objc_setAssociatedObject(self, &tintAdjustmentModeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The mode in effect: the view's own, else the nearest ancestor's that is not `.automatic`, else `.normal`.
    public var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintAdjustmentMode != .automatic { return current.tintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }
}
