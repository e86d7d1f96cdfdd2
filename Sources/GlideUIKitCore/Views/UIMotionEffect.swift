import Foundation

/// Changes to a view's properties driven by how the device is tilted (UIKit's `UIMotionEffect`).
///
/// Subclasses answer ``keyPathsAndRelativeValues(forViewerOffset:)``; the view applies what they return.
/// Glide's device lies flat and still, so the viewer offset is always (0, 0) and an interpolating effect
/// adds the middle of its range: a symmetric range (the usual parallax) leaves the view as it is.
/// ``UIView/motionEffectOffset(for:)`` shows what an effect would apply for another offset.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The key paths and values to add to the view's for `viewerOffset` (each axis from −1 to 1). None by default.
    @discardableResult
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
