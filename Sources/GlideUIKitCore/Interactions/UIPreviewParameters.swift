import Foundation

/// How a preview is drawn: the visible part of the view and the background behind it (UIKit's `UIPreviewParameters`).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown (nil: all of it).
    open var visiblePath: UIBezierPath?
    /// The shape of the shadow (nil: the visible path's).
    open var shadowPath: UIBezierPath?
    /// The color behind the view.
    open var backgroundColor: UIColor!

    public override init() {
        backgroundColor = .white
        super.init()
    }

    /// Parameters whose visible part is the union of `textLineRects`, in the view's coordinates.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
        visiblePath = path
    }
}
