import Foundation

/// What a sheet tells its delegate besides the adaptive presentation's questions (`UISheetPresentationControllerDelegate`).
///
/// Set it through the sheet's ``UIPresentationController/delegate`` (typed as ``UIAdaptivePresentationControllerDelegate``
/// in Glide, as for popovers: Swift cannot narrow an inherited property's type as Objective-C does).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent: its ``UISheetPresentationController/selectedDetentIdentifier`` changed.
    /// Not called when the app changes the identifier itself, as in UIKit.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
