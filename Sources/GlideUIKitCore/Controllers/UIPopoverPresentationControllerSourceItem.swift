import Foundation

/// What a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`): a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
