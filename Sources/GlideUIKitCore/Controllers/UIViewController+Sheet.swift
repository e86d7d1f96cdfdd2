import Foundation

extension UIViewController {
    /// The sheet presentation controller that presents (or will present) this view controller: non-nil when
    /// `modalPresentationStyle` is `.pageSheet`, `.formSheet` or `.automatic`, made on first use before the presentation so
    /// that the detents and the delegate can be set, as UIKit does (see ``UISheetPresentationController``); nil for the
    /// other styles (so non-nil by default: the default style is `.automatic`).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The sheet made ahead of a sheet presentation (UIKit makes it on first access).
    func pendingSheetPresentationController() -> UIPresentationController? {
        guard presentingViewController == nil else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = sheet
        return sheet
    }
}
