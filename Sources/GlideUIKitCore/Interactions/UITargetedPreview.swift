import Foundation

/// The view a context menu or drag lifts, with how it is drawn and where (UIKit's `UITargetedPreview`).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How the view is drawn.
    public let parameters: UIPreviewParameters
    /// Where the view is shown: given, or the view's own place in its superview.
    public let target: UIPreviewTarget
    /// The size of the view (its bounds).
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` drawn with `parameters` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view`, which must be in a window, at its own place (UIKit raises for a view in no window; Glide
    /// takes its superview, or the view itself, as the container).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: view.center))
    }

    /// A preview of `view` with default parameters at its own place.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
