import Foundation

/// What a presentation controller's delegate decides about adapting the presentation to the environment
/// (a compact size class) and about a user's attempt to dismiss a sheet (`UIAdaptivePresentationControllerDelegate`).
///
/// Every method is optional in UIKit; here each has a default implementation that answers as UIKit does when the
/// delegate does not implement it.
///
/// A user's dismissal is asked about, told of and reported as UIKit does for a sheet dragged down (see
/// ``UISheetPresentationController``) and a tap outside a popover (see ``UIPopoverPresentationController``).
///
/// Glide differs from UIKit here: Glide's headless screen keeps its traits for the whole of a presentation, so the
/// presentation machinery never asks the adaptation methods (but a popover's, on presentation).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: GlideObjectProtocol {
    /// The style to adapt to in `traitCollection`; `.none` keeps the current style.
    @discardableResult
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to adapt to in a horizontally compact environment; `.none` keeps the current style.
    @discardableResult
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The view controller to show in the adapted style; nil keeps the presented one.
    @discardableResult
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Whether a user's attempt to dismiss the sheet is allowed.
    @discardableResult
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user's dismissal of the sheet is about to start.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user tried to dismiss the sheet and `presentationControllerShouldDismiss(_:)` answered false.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    @discardableResult
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    @discardableResult
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle
    }
    @discardableResult
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    @discardableResult
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
