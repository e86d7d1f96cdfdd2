import Foundation
import GlideCoreGraphics

/// What a popover's delegate decides about its presentation and dismissal (`UIPopoverPresentationControllerDelegate`).
///
/// Every method is optional in UIKit; here each has a default implementation that answers as UIKit does when the
/// delegate does not implement it. The adaptive methods it inherits decide whether a popover in a compact width is
/// shown as a popover (`.none`) or adapted (see ``UIPopoverPresentationController``).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last moment to set its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover dismisses it (deprecated in iOS 13, still asked before
    /// `presentationControllerShouldDismiss(_:)`).
    @discardableResult
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside the popover dismissed it (deprecated in iOS 13, still called).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    @discardableResult
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
