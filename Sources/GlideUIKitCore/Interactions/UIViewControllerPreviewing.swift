import Foundation

/// A registration for 3D Touch's peek and pop (UIKit's `UIViewControllerPreviewing`), made by
/// `UIViewController.registerForPreviewing(with:sourceView:)`.
///
/// Glide differs: its scene is an iPhone without 3D Touch (as every iPhone since 2019), where UIKit registers and never
/// previews: the delegate is kept and never asked. Context menus (``UIContextMenuInteraction``) are what replaced it.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// The recognizer of the preview's press (it never begins in Glide).
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The registered delegate.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view whose press previews.
    var sourceView: UIView { get }
    /// The part of the source view that stays sharp around the preview.
    var sourceRect: CGRect { get set }
}
