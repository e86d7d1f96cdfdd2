import Foundation

/// Glide's registration (UIKit's is private).
@preconcurrency @MainActor
final class PreviewingRegistration: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer = UILongPressGestureRecognizer()
    /// Not kept by the registration (the view controller that registers is usually the delegate and keeps the
    /// registration): UIKit's reference is unretained too.
    unowned let delegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        super.init()
    }
}
