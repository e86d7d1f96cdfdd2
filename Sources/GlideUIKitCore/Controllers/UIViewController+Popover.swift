import Foundation

extension UIViewController {
    /// The popover presentation controller that presents (or will present) this view controller: non-nil when
    /// `modalPresentationStyle` is `.popover`, made on first use before the presentation so that the anchor and the
    /// delegate can be set (see ``UIPopoverPresentationController``).
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The popover presentation controller made ahead of a `.popover` presentation (UIKit makes it on first access).
    func pendingPopoverPresentationController() -> UIPresentationController? {
        guard modalPresentationStyle == .popover, presentingViewController == nil else { return nil }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover.assignedPresentationStyle = .popover
        presentationControllerStorage = popover
        return popover
    }
}
